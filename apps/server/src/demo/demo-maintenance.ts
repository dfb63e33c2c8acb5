import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { maintenanceRequests, maintenanceUpdates, users, vendors } from '../db/schema';
import { DEMO_OWNER, DEMO_TENANT } from './demo-data';
import type { DemoOccupant } from './demo-ledger';

/** A moment `days` before the seeding day, at a fixed hour, so the demo reads naturally. */
function daysAgo(today: string, days: number, hour = 10): Date {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  date.setUTCHours(hour);
  return date;
}

function dayOffset(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The demo's maintenance: one vendor and three requests, so the demo tenant's Maintenance page and
 * the owner's Maintenance view show real content — one in progress with a vendor and a planned
 * visit, one completed, and one pending from another tenant. No vendor link is seeded (only its
 * hash could be stored, so nobody could open it); assigning the vendor again emails a fresh one.
 */
export async function seedDemoMaintenance(
  tx: Tx,
  orgId: string,
  ownerId: string,
  occupants: DemoOccupant[],
  today: string,
): Promise<void> {
  const demoTenant = occupants.find((o) => o.email === DEMO_TENANT.email);
  const other = occupants.find((o) => o.email !== DEMO_TENANT.email);
  if (!demoTenant) return;
  const [account] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.email} = ${DEMO_TENANT.email}`);
  const ownerName = `${DEMO_OWNER.firstName} ${DEMO_OWNER.lastName}`;
  const tenantName = `${DEMO_TENANT.firstName} ${DEMO_TENANT.lastName}`;

  const [vendor] = await tx
    .insert(vendors)
    .values({
      orgId,
      ownerId,
      name: 'Rapid Plumbing Co.',
      trade: 'Plumbing',
      email: 'dispatch@rapid-plumbing.example',
      phone: '2175550199',
      createdAt: daysAgo(today, 60),
    })
    .returning({ id: vendors.id });

  const [faucet] = await tx
    .insert(maintenanceRequests)
    .values({
      orgId,
      ownerId,
      propertyId: demoTenant.propertyId,
      unitId: demoTenant.unitId,
      tenantId: demoTenant.tenantId,
      reportedBy: account?.id ?? null,
      reportedByKind: 'tenant',
      title: 'Leaking kitchen faucet',
      category: 'plumbing',
      priority: 'medium',
      description:
        'The kitchen faucet drips constantly, even when fully closed. Water collects under the sink.',
      status: 'in_progress',
      vendorId: vendor.id,
      scheduledFor: dayOffset(today, 3),
      createdAt: daysAgo(today, 6, 9),
      updatedAt: daysAgo(today, 4, 15),
    })
    .returning({ id: maintenanceRequests.id });
  await tx.insert(maintenanceUpdates).values([
    {
      requestId: faucet.id,
      authorKind: 'owner',
      authorName: ownerName,
      text: 'Thanks for reporting it. I have asked Rapid Plumbing to come and replace the cartridge.',
      statusChange: 'in_progress',
      createdAt: daysAgo(today, 5, 11),
    },
    {
      requestId: faucet.id,
      authorKind: 'vendor',
      authorName: 'Rapid Plumbing Co.',
      text: 'Replacement cartridge ordered. Visit planned for later this week.',
      statusChange: null,
      createdAt: daysAgo(today, 4, 15),
    },
  ]);

  const [window] = await tx
    .insert(maintenanceRequests)
    .values({
      orgId,
      ownerId,
      propertyId: demoTenant.propertyId,
      unitId: demoTenant.unitId,
      tenantId: demoTenant.tenantId,
      reportedBy: account?.id ?? null,
      reportedByKind: 'tenant',
      title: "Bedroom window won't latch",
      category: 'structural',
      priority: 'low',
      description: 'The latch of the bedroom window is loose and the window does not stay closed.',
      status: 'completed',
      createdAt: daysAgo(today, 40, 18),
      updatedAt: daysAgo(today, 35, 14),
    })
    .returning({ id: maintenanceRequests.id });
  await tx.insert(maintenanceUpdates).values([
    {
      requestId: window.id,
      authorKind: 'tenant',
      authorName: tenantName,
      text: 'I will be home on Saturday morning if that helps.',
      statusChange: null,
      createdAt: daysAgo(today, 39, 8),
    },
    {
      requestId: window.id,
      authorKind: 'owner',
      authorName: ownerName,
      text: 'The latch has been replaced.',
      statusChange: 'completed',
      createdAt: daysAgo(today, 35, 14),
    },
  ]);

  if (other) {
    await tx.insert(maintenanceRequests).values({
      orgId,
      ownerId,
      propertyId: other.propertyId,
      unitId: other.unitId,
      tenantId: other.tenantId,
      reportedBy: null,
      reportedByKind: 'tenant',
      title: 'Air conditioning not cooling',
      category: 'hvac',
      priority: 'high',
      description: 'The AC runs but only blows warm air since yesterday evening.',
      status: 'pending',
      createdAt: daysAgo(today, 1, 20),
      updatedAt: daysAgo(today, 1, 20),
    });
  }
}
