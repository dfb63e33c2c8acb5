import { periodBounds } from '@rentwise/core/owner-statements/schemas';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { MemberActor } from '../auth/actor';
import type { Tx } from '../db/client';
import {
  ownerClients,
  ownerFeePolicies,
  ownerStatementPublications,
  ownerTransactions,
  propertyOwners,
  propertyReserves,
} from '../db/schema';
import { getStatement } from '../modules/owner-statements/owner-statements.service';
import { DEMO_OWNER_CLIENTS } from './demo-data';

/**
 * Money for the demo's owners (issue 19 item 6): a year of expenses on every demo property (one
 * set-based insert: utilities and cleaning monthly, repairs most months, insurance quarterly,
 * property tax twice a year, one capital improvement), each owner client's fee policy, a
 * contribution and a distribution, a reserve per owned property, and the last three completed
 * months' statements published to both owner clients (version 1, kept as published).
 */
export async function seedDemoOwnerMoney(tx: Tx, orgId: string, adminUserId: string, today: string) {
  await tx.execute(sql`
    insert into expenses (org_id, property_id, category, date, amount, description, created_by)
    select x.org_id, x.property_id, x.category, x.date, x.amount, x.description, ${adminUserId}::uuid
      from (
        select p.org_id, p.id as property_id, c.category,
               (date_trunc('month', ${today}::date) - make_interval(months => m.n)
                 + make_interval(days => c.day - 1))::date as date,
               c.base + ((m.n * 37 + length(p.address) * 13) % c.spread) * 100 as amount,
               c.description || ' — ' || p.name as description, m.n, c.every, c.phase
          from properties p
          cross join generate_series(0, 11) as m(n)
          cross join (values
            ('utilities', 5, 9000, 40, 'Water and sewer', 1, 0),
            ('cleaning_landscaping', 18, 6500, 20, 'Grounds and common areas', 1, 0),
            ('repairs_maintenance', 11, 12000, 90, 'Repairs (plumbing, electrical)', 4, 3),
            ('repairs_maintenance', 23, 8000, 60, 'Handyman visit', 2, 1),
            ('insurance', 2, 42000, 30, 'Building insurance premium', 3, 0),
            ('property_tax', 15, 180000, 50, 'Property tax instalment', 6, 2),
            ('legal_professional', 27, 15000, 10, 'Accounting and legal fees', 12, 4)
          ) as c(category, day, base, spread, description, every, phase)
         where p.org_id = ${orgId}
      ) x
     where x.date <= ${today}::date
       and (x.every = 1 or x.n % x.every = x.phase % x.every)
    union all
    select p.org_id, p.id, 'capital_improvements',
           (date_trunc('month', ${today}::date) - interval '7 months' + interval '9 days')::date,
           640000, 'New roof — ' || p.name, ${adminUserId}::uuid
      from properties p where p.org_id = ${orgId} and p.address = '789 Pine Rd'`);

  const owners = await tx
    .select({ id: ownerClients.id, email: ownerClients.email })
    .from(ownerClients)
    .where(
      and(
        eq(ownerClients.orgId, orgId),
        inArray(
          ownerClients.email,
          DEMO_OWNER_CLIENTS.map((client) => client.email),
        ),
      ),
    );
  const [harriet, bishop] = DEMO_OWNER_CLIENTS.map((client) => owners.find((o) => o.email === client.email));
  if (!harriet || !bishop) return;
  await tx.insert(ownerFeePolicies).values([
    { ownerClientId: harriet.id, orgId, kind: 'percent', percentBasisPoints: 800, minimumPerUnit: 5000 },
    { ownerClientId: bishop.id, orgId, kind: 'flat', flatMonthly: 15000 },
  ]);
  const monthStart = (monthsAgo: number) => {
    const [year, month] = today.slice(0, 7).split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1 - monthsAgo, 1));
    return date.toISOString().slice(0, 10);
  };
  await tx.insert(ownerTransactions).values([
    {
      orgId,
      ownerClientId: bishop.id,
      kind: 'contribution',
      date: monthStart(6).replace(/-01$/, '-12'),
      amount: 300000,
      reference: 'Roof fund transfer',
      createdBy: adminUserId,
    },
    {
      orgId,
      ownerClientId: harriet.id,
      kind: 'distribution',
      date: monthStart(2).replace(/-01$/, '-10'),
      amount: 150000,
      reference: 'Owner draw by bank transfer',
      createdBy: adminUserId,
    },
  ]);
  const owned = await tx
    .selectDistinct({ propertyId: propertyOwners.propertyId })
    .from(propertyOwners)
    .where(eq(propertyOwners.orgId, orgId));
  if (owned.length > 0)
    await tx
      .insert(propertyReserves)
      .values(owned.map((p) => ({ orgId, propertyId: p.propertyId, amount: 50000 })));

  // The last three completed months, published a few days after each month's end.
  const admin: MemberActor = {
    userId: adminUserId,
    role: 'owner',
    orgId,
    orgRole: 'admin',
    propertyIds: null,
  };
  for (const owner of [harriet, bishop]) {
    for (const monthsAgo of [3, 2, 1]) {
      const period = monthStart(monthsAgo).slice(0, 7);
      const statement = await getStatement(tx, admin, owner.id, period);
      const due = new Date(`${periodBounds(period).next}-03T09:00:00Z`);
      const publishedAt = due.getTime() < Date.now() ? due : new Date();
      await tx.insert(ownerStatementPublications).values({
        orgId,
        ownerClientId: owner.id,
        period,
        version: 1,
        snapshot: { ...statement, version: 1, publishedAt: publishedAt.toISOString(), publications: [] },
        closingBalance: statement.closingBalance,
        publishedBy: adminUserId,
        publishedAt,
      });
    }
  }
}
