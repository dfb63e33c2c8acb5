import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { insertUser, updateUser } from '../auth/auth.repository';
import { hashPassword } from '../auth/passwords';
import { createTenantAccount } from '../auth/tenant-accounts.service';
import type { Database, Tx } from '../db/client';
import { trackStorage } from '../modules/documents/documents.service';
import type { DocumentStorage } from '../modules/documents/storage';
import { addMember, createOrganisationForOwner } from '../modules/organisations/organisations.service';
import { insertProfile } from '../modules/profiles/profiles.repository';
import * as properties from '../modules/properties/properties.repository';
import { activateTenantForAccount, insertTenant } from '../modules/tenants/tenants.repository';
import { DEMO_ACCOUNTANT, DEMO_OWNER, DEMO_PROPERTIES, DEMO_TENANT } from './demo-data';
import { seedDemoDocuments } from './demo-documents';
import { type DemoOccupant, seedDemoLedger } from './demo-ledger';
import { seedDemoMaintenance } from './demo-maintenance';
import { seedDemoMessages } from './demo-messages';
import { seedDemoOwnerClients } from './demo-owner-clients';
import { seedDemoOwnerMoney } from './demo-owner-money';
import { markDemoAccountsWelcomed } from './demo-welcomed';

/**
 * Seeds the demo portfolio when the database has no accounts yet (a fresh `npm start`).
 * One transaction: a half-seeded demo never remains. Answers whether it seeded.
 */
export async function seedDemoIfEmpty(
  database: Database,
  log: FastifyBaseLogger,
  /** Where the demo's documents go; without it the demo has no documents. */
  storage?: DocumentStorage,
): Promise<boolean> {
  const { rows } = await database.executeSql('select exists (select 1 from users) as "hasUsers"');
  if (rows[0]?.hasUsers) return false;
  await seedDemo(database, undefined, storage);
  log.info('demo data seeded');
  return true;
}

export async function seedDemo(
  database: Database,
  today = new Date().toISOString().slice(0, 10),
  storage?: DocumentStorage,
): Promise<void> {
  const ownerHash = await hashPassword(DEMO_OWNER.password);
  const tenantHash = await hashPassword(DEMO_TENANT.password);
  const accountantHash = await hashPassword(DEMO_ACCOUNTANT.password);
  // The documents' files are removed again if the seed's transaction fails.
  const files = storage ? trackStorage(storage) : null;
  const seeding = database.db.transaction(async (tx) => {
    // Serialises two instances seeding the same empty database at once.
    await tx.execute(sql`select pg_advisory_xact_lock(727073691)`);
    const owner = await insertUser(tx, {
      email: DEMO_OWNER.email,
      passwordHash: ownerHash,
      role: 'owner',
      emailConfirmedAt: new Date(),
      mustChangePassword: false,
      userMetadata: { first_name: DEMO_OWNER.firstName, last_name: DEMO_OWNER.lastName, role: 'owner' },
    });
    if (!owner) return; // Another instance seeded first.
    await insertProfile(tx, {
      id: owner.id,
      email: DEMO_OWNER.email,
      role: 'owner',
      firstName: DEMO_OWNER.firstName,
      lastName: DEMO_OWNER.lastName,
      locale: 'en',
    });
    const { id: orgId } = await createOrganisationForOwner(tx, {
      userId: owner.id,
      firstName: DEMO_OWNER.firstName,
      locale: 'en',
    });
    await seedDemoAccountant(tx, orgId, accountantHash);

    const occupants: DemoOccupant[] = [];
    for (const demo of DEMO_PROPERTIES) {
      const property = await properties.insertProperty(tx, {
        orgId,
        ownerId: owner.id,
        name: demo.address,
        address: demo.address,
        city: demo.city,
        state: demo.state,
        zipCode: demo.zipCode,
        propertyType: demo.propertyType,
        units: demo.units.length,
        monthlyRent: demo.units[0].rent,
      });
      await properties.insertUnits(
        tx,
        property.id,
        demo.units.map((unit, index) => ({ label: `Unit ${index + 1}`, monthlyRent: unit.rent })),
      );
      const units = await properties.listUnitsWithOccupants(tx, property.id);
      for (const [index, unit] of demo.units.entries()) {
        if (!unit.tenant) continue;
        const account = await createTenantAccount(tx, { ...unit.tenant, locale: 'en' });
        const tenantId = await insertTenant(tx, {
          orgId,
          ownerId: owner.id,
          ...unit.tenant,
          propertyId: property.id,
          unitId: units[index].id,
          moveInDate: '2025-01-01',
          status: 'pending',
          // The demo tenants have confirmed their addresses (decision 030): reminders reach them.
          emailConfirmedAt: new Date(),
        });
        occupants.push({
          tenantId,
          propertyId: property.id,
          unitId: units[index].id,
          rent: unit.rent,
          email: unit.tenant.email,
        });
        // The demo tenant can sign in straight away with a known password; the others keep
        // their (unknown) temporary passwords, like tenants who have not signed in yet.
        if (unit.tenant.email === DEMO_TENANT.email) {
          await updateUser(tx, account.userId, { passwordHash: tenantHash, mustChangePassword: false });
        }
        await activateTenantForAccount(tx, account.userId, unit.tenant.email);
      }
    }
    await seedDemoLedger(tx, orgId, owner.id, occupants, today);
    if (files) await seedDemoDocuments(tx, files.storage, orgId, owner.id, occupants, today);
    await seedDemoMaintenance(tx, orgId, owner.id, occupants, today);
    await seedDemoMessages(tx, orgId, owner.id, occupants);
    // The same password as the other demo workspace logins (README).
    await seedDemoOwnerClients(tx, orgId, accountantHash);
    await seedDemoOwnerMoney(tx, orgId, owner.id, today);
    await markDemoAccountsWelcomed(tx);
  });
  await seeding.catch(async (error) => {
    await files?.discard();
    throw error;
  });
}

/** The demo organisation's second member: an accountant, with a known password (README). */
async function seedDemoAccountant(tx: Tx, orgId: string, passwordHash: string): Promise<void> {
  const accountant = await insertUser(tx, {
    email: DEMO_ACCOUNTANT.email,
    passwordHash,
    role: 'owner',
    emailConfirmedAt: new Date(),
    mustChangePassword: false,
    userMetadata: {
      first_name: DEMO_ACCOUNTANT.firstName,
      last_name: DEMO_ACCOUNTANT.lastName,
      role: 'owner',
    },
  });
  if (!accountant) return;
  await insertProfile(tx, {
    id: accountant.id,
    email: DEMO_ACCOUNTANT.email,
    role: 'owner',
    firstName: DEMO_ACCOUNTANT.firstName,
    lastName: DEMO_ACCOUNTANT.lastName,
    locale: 'en',
  });
  await addMember(tx, { orgId, userId: accountant.id, role: 'accountant' });
}
