import { and, eq } from 'drizzle-orm';
import { insertUser } from '../auth/auth.repository';
import type { Tx } from '../db/client';
import { maintenanceRequests, properties } from '../db/schema';
import { addMember } from '../modules/organisations/organisations.service';
import * as owners from '../modules/owner-clients/owner-clients.repository';
import { insertProfile } from '../modules/profiles/profiles.repository';
import { DEMO_OWNER_CLIENTS } from './demo-data';

/**
 * The landlords the demo organisation manages for (issue 17): two owner clients, each with an
 * owner-portal login (README), owning shares of three of the four properties — so the portal shows
 * one owner only their own. The AC repair at 456 Oak Ave is estimated above the organisation's
 * approval threshold and waits for its owner's approval.
 */
export async function seedDemoOwnerClients(tx: Tx, orgId: string, passwordHash: string): Promise<void> {
  const propertyIdOf = async (address: string) => {
    const [row] = await tx
      .select({ id: properties.id })
      .from(properties)
      .where(and(eq(properties.orgId, orgId), eq(properties.address, address)));
    return row.id;
  };
  const clientIds = new Map<string, string>();
  for (const client of DEMO_OWNER_CLIENTS) {
    const user = await insertUser(tx, {
      email: client.email,
      passwordHash,
      role: 'owner',
      emailConfirmedAt: new Date(),
      mustChangePassword: false,
      userMetadata: { first_name: client.firstName, last_name: client.lastName, role: 'owner' },
    });
    if (!user) return;
    await insertProfile(tx, {
      id: user.id,
      email: client.email,
      role: 'owner',
      firstName: client.firstName,
      lastName: client.lastName,
      locale: 'en',
    });
    const row = await owners.insertOwner(tx, {
      orgId,
      firstName: client.firstName,
      lastName: client.lastName,
      email: client.email,
      phone: client.phone,
      company: client.company,
      userId: user.id,
    });
    clientIds.set(client.email, row.id);
    await addMember(tx, { orgId, userId: user.id, role: 'owner_client', ownerClientId: row.id });
  }
  const shares = new Map<string, { ownerClientId: string; shareBasisPoints: number }[]>();
  for (const client of DEMO_OWNER_CLIENTS) {
    for (const [address, percent] of client.shares) {
      const list = shares.get(address) ?? [];
      list.push({ ownerClientId: clientIds.get(client.email)!, shareBasisPoints: percent * 100 });
      shares.set(address, list);
    }
  }
  for (const [address, list] of shares) {
    await owners.replacePropertyOwners(tx, orgId, await propertyIdOf(address), list);
  }
  await tx
    .update(maintenanceRequests)
    .set({ estimatedCost: 85_000, approvalStatus: 'pending' })
    .where(
      and(
        eq(maintenanceRequests.orgId, orgId),
        eq(maintenanceRequests.propertyId, await propertyIdOf('456 Oak Ave')),
        eq(maintenanceRequests.status, 'pending'),
      ),
    );
}
