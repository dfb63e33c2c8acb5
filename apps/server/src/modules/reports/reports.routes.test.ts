import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwnerClientLogin } from '../../../test/access-matrix';
import { createProperty, createSignedInUser, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { actorOfOwner } from '../../../test/organisations';
import {
  charges,
  expenses,
  leases,
  memberships,
  paymentAllocations,
  payments,
  tenants,
} from '../../db/schema';

/**
 * The reports' routes (issue 19 items 4-5): the figures of one small ledger in each report, the
 * CSV (headings in the reader's language, formula-like text escaped, money as numbers) and the PDF
 * of the same answer, 400 on bad parameters, 403 for a role without report.read, and the scope: a
 * member limited to one property and an owner client see only it, another property is a 404.
 */

let ctx: TestContext;
let admin: SignedInUser;
let other: SignedInUser;
let propertyA: string;
let propertyB: string;
let limited: Record<string, string>;
let maintenance: Record<string, string>;
let ownerClient: Record<string, string>;

type Headers = Record<string, string>;
const get = (url: string, headers: Headers = admin.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function tenantWithLease(
  propertyId: string,
  name: { firstName: string; lastName: string },
  terms: { rentAmount: number; depositAmount: number },
) {
  const db = ctx.database.db;
  const actor = actorOfOwner(admin);
  const [tenant] = await db
    .insert(tenants)
    .values({
      orgId: actor.orgId,
      ownerId: actor.userId,
      ...name,
      email: `${randomUUID()}@reports.test`,
      phone: '5550002222',
      propertyId,
      status: 'active',
    })
    .returning();
  const [lease] = await db
    .insert(leases)
    .values({
      orgId: actor.orgId,
      ownerId: actor.userId,
      propertyId,
      tenantId: tenant.id,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      recordedOn: '2026-01-01',
      ...terms,
    })
    .returning();
  return { tenant, lease };
}

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx, { role: 'owner' });
  other = await createSignedInUser(ctx, { role: 'owner' });
  propertyA = await createProperty(ctx, admin, { address: '1 Report Road' });
  propertyB = await createProperty(ctx, admin, { address: '2 Scope Street' });
  const db = ctx.database.db;
  const orgId = admin.orgId!;

  // A: a tenant whose name looks like a formula; deposit and January paid in cash on Jan 5,
  // February and March open (42 and 14 days late on March 15).
  const a = await tenantWithLease(
    propertyA,
    { firstName: '=HYPERLINK("x")', lastName: 'Doe' },
    { rentAmount: 100_000, depositAmount: 150_000 },
  );
  const [deposit, january] = await db
    .insert(charges)
    .values([
      { leaseId: a.lease.id, kind: 'deposit', period: '2026-01', dueDate: '2026-01-01', amount: 150_000 },
      { leaseId: a.lease.id, kind: 'rent', period: '2026-01', dueDate: '2026-01-01', amount: 100_000 },
      { leaseId: a.lease.id, kind: 'rent', period: '2026-02', dueDate: '2026-02-01', amount: 100_000 },
      { leaseId: a.lease.id, kind: 'rent', period: '2026-03', dueDate: '2026-03-01', amount: 100_000 },
    ])
    .returning();
  const [payment] = await db
    .insert(payments)
    .values({
      leaseId: a.lease.id,
      orgId,
      ownerId: admin.userId,
      tenantId: a.tenant.id,
      amount: 250_000,
      method: 'cash',
      receivedAt: new Date('2026-01-05T12:00:00Z'),
      recordedBy: admin.userId,
    })
    .returning();
  await db.insert(paymentAllocations).values([
    { paymentId: payment.id, chargeId: deposit.id, amount: 150_000 },
    { paymentId: payment.id, chargeId: january.id, amount: 100_000 },
  ]);
  await db.insert(expenses).values([
    {
      orgId,
      propertyId: propertyA,
      category: 'utilities',
      date: '2026-01-10',
      amount: 20_000,
      description: 'Water',
      createdBy: admin.userId,
    },
    {
      orgId,
      propertyId: propertyA,
      category: 'capital_improvements',
      date: '2026-01-20',
      amount: 50_000,
      description: 'New roof',
      createdBy: admin.userId,
    },
  ]);
  // B: one tenant, March open (due March 1, 120 days late on June 29).
  const b = await tenantWithLease(
    propertyB,
    { firstName: 'Bea', lastName: 'Scope' },
    { rentAmount: 80_000, depositAmount: 0 },
  );
  await db
    .insert(charges)
    .values({ leaseId: b.lease.id, kind: 'rent', period: '2026-03', dueDate: '2026-03-01', amount: 80_000 });

  async function member(role: 'manager' | 'maintenance', propertyIds: string[] | null) {
    const user = await createSignedInUser(ctx, { role: 'owner' });
    await db.insert(memberships).values({ orgId, userId: user.userId, role, propertyIds });
    return { ...user.headers, 'x-org-id': orgId };
  }
  limited = await member('manager', [propertyB]);
  maintenance = await member('maintenance', null);
  ownerClient = (await createOwnerClientLogin(ctx, orgId, propertyB)).headers;
}, 60_000);
afterAll(() => ctx.close());

describe('reports routes', () => {
  it('NOI: income collected − operating expenses by month, the roof apart', async () => {
    const response = await get(`/api/reports/noi?from=2025-12&to=2026-02&propertyId=${propertyA}`);
    expect(response.statusCode, response.body).toBe(200);
    const noi = response.json();
    expect(noi.currency).toBe('USD');
    expect(noi.months).toEqual([
      { month: '2025-12', income: 0, operatingExpenses: 0, capitalExpenses: 0, noi: 0 },
      { month: '2026-01', income: 250_000, operatingExpenses: 20_000, capitalExpenses: 50_000, noi: 230_000 },
      { month: '2026-02', income: 0, operatingExpenses: 0, capitalExpenses: 0, noi: 0 },
    ]);
    expect(noi.properties).toHaveLength(1);
    // Without a property: both, and twelve months by default.
    const portfolio = (await get('/api/reports/noi?to=2026-03')).json();
    expect(portfolio.months).toHaveLength(12);
    expect(portfolio.from).toBe('2025-04');
    expect(portfolio.properties.map((p: { propertyName: string }) => p.propertyName).sort()).toEqual([
      '1 Report Road',
      '2 Scope Street',
    ]);
    expect(portfolio.total.noi).toBe(230_000);
  });

  it('rent roll, aged receivables, deposits, income statement and expenses from the same ledger', async () => {
    const roll = (await get(`/api/reports/rent-roll?asOf=2026-03-15&propertyId=${propertyA}`)).json();
    expect(roll.rows).toEqual([
      expect.objectContaining({
        tenantName: '=HYPERLINK("x") Doe',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        rent: 100_000,
        depositHeld: 150_000,
        balance: 200_000,
      }),
    ]);
    const aged = (await get('/api/reports/aged-receivables?asOf=2026-03-15')).json();
    const doe = aged.rows.find((row: { tenantName: string }) => row.tenantName.endsWith('Doe'));
    expect(doe).toMatchObject({ current: 0, days1To30: 100_000, days31To60: 100_000, total: 200_000 });
    const late = (await get('/api/reports/aged-receivables?asOf=2026-06-29')).json();
    expect(late.totals).toMatchObject({ days90Plus: 280_000, total: 280_000 });
    const deposits = (await get('/api/reports/deposits')).json();
    expect(deposits.rows).toEqual([
      expect.objectContaining({ required: 150_000, received: 150_000, held: 150_000, status: 'held' }),
    ]);
    const statement = (await get('/api/reports/income-statement?from=2026-01&to=2026-03')).json();
    const a = statement.rows.find((row: { propertyId: string }) => row.propertyId === propertyA);
    expect(a).toMatchObject({
      income: 250_000,
      operatingExpenses: 20_000,
      noi: 230_000,
      capitalExpenses: 50_000,
      netCashFlow: 180_000,
      categories: [
        { category: 'utilities', amount: 20_000 },
        { category: 'capital_improvements', amount: 50_000 },
      ],
    });
    const byCategory = (await get('/api/reports/expenses?from=2026-01&to=2026-01')).json();
    expect(byCategory.rows).toEqual([
      { category: 'utilities', operating: true, count: 1, amount: 20_000 },
      { category: 'capital_improvements', operating: false, count: 1, amount: 50_000 },
    ]);
    expect(byCategory.totals).toEqual({ count: 2, amount: 70_000, operating: 20_000 });
  });

  it('CSV: the same rows, headings in the reader language, formulas escaped, money as numbers', async () => {
    const csv = await get(
      `/api/reports/rent-roll?asOf=2026-03-15&propertyId=${propertyA}&format=csv&lang=fr`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="rent-roll-.*\.csv"/);
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Bien,Logement,Locataire,Début du bail,Fin du bail,Loyer,Dépôt détenu,Solde');
    expect(lines[1]).toBe(`1 Report Road,,"'=HYPERLINK(""x"") Doe",2026-01-01,2026-12-31,1000,1500,2000`);
    expect(lines[2]).toBe('Total,,,,,1000,1500,2000');
    const expensesCsv = await get('/api/reports/expenses?from=2026-01&format=csv', {
      ...admin.headers,
      'accept-language': 'en-GB',
    });
    expect(expensesCsv.body).toContain('Category,Operating,Bills,Amount');
    expect(expensesCsv.body).toContain('Capital improvements,No,1,500');
  });

  it('PDF: a PDF of the report, in either language', async () => {
    for (const lang of ['en', 'fr']) {
      const pdf = await get(`/api/reports/aged-receivables?asOf=2026-03-15&format=pdf&lang=${lang}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pdf.rawPayload.length).toBeGreaterThan(1000);
    }
  });

  it('400 on bad parameters', async () => {
    for (const url of [
      '/api/reports/noi?from=2026-13',
      '/api/reports/noi?from=2026-03&to=2026-01',
      '/api/reports/noi?from=2020-01&to=2026-01',
      '/api/reports/income-statement?from=2026-02&to=2026-01',
      '/api/reports/rent-roll?format=xml',
      '/api/reports/rent-roll?asOf=2026-02-30',
      '/api/reports/deposits?propertyId=nope',
      '/api/reports/expenses?unknown=1',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
    }
    const range = await get('/api/reports/noi?from=2026-03&to=2026-01');
    expect(JSON.stringify(range.json())).toContain('reports:validation.range');
  });

  it('403 for a role without report.read; another organisation or property is a 404', async () => {
    expect((await get('/api/reports/rent-roll', maintenance)).statusCode).toBe(403);
    expect((await get('/api/reports/noi', maintenance)).statusCode).toBe(403);
    expect((await get(`/api/reports/rent-roll?propertyId=${propertyA}`, other.headers)).statusCode).toBe(404);
    expect((await get(`/api/reports/noi?propertyId=${propertyA}`, other.headers)).statusCode).toBe(404);
    const foreign = (await get('/api/reports/rent-roll?asOf=2026-03-15', other.headers)).json();
    expect(foreign.rows).toEqual([]);
    for (const headers of [limited, ownerClient]) {
      expect((await get(`/api/reports/deposits?propertyId=${propertyA}`, headers)).statusCode).toBe(404);
      const roll = (await get('/api/reports/rent-roll?asOf=2026-03-15', headers)).json();
      expect(roll.rows.map((row: { tenantName: string }) => row.tenantName)).toEqual(['Bea Scope']);
      const aged = (await get('/api/reports/aged-receivables?asOf=2026-03-15', headers)).json();
      expect(aged.totals.total).toBe(80_000);
      const noi = (await get('/api/reports/noi?to=2026-03', headers)).json();
      expect(noi.properties.map((p: { propertyId: string }) => p.propertyId)).toEqual([propertyB]);
      expect(noi.total.income).toBe(0);
      const csv = await get('/api/reports/income-statement?from=2026-01&format=csv', headers);
      expect(csv.body).not.toContain('Report Road');
    }
  });
});
