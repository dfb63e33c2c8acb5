import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  type SignedInUser,
  type TenantWithLogin,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let owner: SignedInUser;
let tenant: TenantWithLogin;
let leaseId: string;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: '9 Calendar Court' });
  tenant = await createTenantWithLogin(ctx, owner, propertyId, { firstName: 'Cal', lastName: 'Endar' });
  const lease = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: '2026-01-01',
      existingLease: true,
      endDate: '2031-12-31',
      rentAmount: 150000,
    },
  });
  expect(lease.statusCode, lease.body).toBe(201);
  leaseId = lease.json().id;
  const reminder = await ctx.app.inject({
    method: 'POST',
    url: '/api/reminders',
    headers: owner.headers,
    payload: {
      recipient: 'all',
      subject: 'Boiler check',
      message: 'The boiler is checked that day.',
      sendOn: day(30),
    },
  });
  expect(reminder.statusCode, reminder.body).toBe(201);
});
afterAll(() => ctx.close());

const calendar = (query: string, headers?: Record<string, string>) =>
  ctx.app.inject({ url: `/api/calendar${query}`, headers });

describe('GET /api/calendar', () => {
  it('needs an owner', async () => {
    expect((await calendar(`?from=${day(1)}&to=${day(45)}`)).statusCode).toBe(401);
    expect((await calendar(`?from=${day(1)}&to=${day(45)}`, tenant.headers)).statusCode).toBe(403);
  });

  it('rejects a missing, malformed, reversed or too long range', async () => {
    for (const query of [
      '',
      `?from=${day(1)}`,
      `?from=tomorrow&to=${day(5)}`,
      `?from=${day(10)}&to=${day(1)}`,
      `?from=${day(0)}&to=${day(63)}`,
      `?from=${day(0)}&to=${day(5)}&extra=1`,
    ]) {
      const response = await calendar(query, owner.headers);
      expect(response.statusCode, query).toBe(400);
    }
    expect((await calendar(`?from=${day(0)}&to=${day(62)}`, owner.headers)).statusCode).toBe(200);
  });

  it("lists the owner's rent due dates, lease dates and reminders in the range", async () => {
    const response = await calendar(`?from=${day(1)}&to=${day(45)}`, owner.headers);
    expect(response.statusCode).toBe(200);
    const { events } = response.json();
    const rent = events.filter((e: { type: string }) => e.type === 'rent-due');
    expect(rent.length).toBeGreaterThanOrEqual(1);
    expect(rent[0]).toMatchObject({
      leaseId,
      tenantName: 'Cal Endar',
      propertyAddress: '9 Calendar Court',
      amount: 150000,
    });
    expect(rent[0].date.endsWith('-01')).toBe(true);
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'reminder',
        date: day(30),
        title: 'Boiler check',
        status: 'scheduled',
      }),
    );
    const dates = events.map((e: { date: string }) => e.date);
    expect(dates).toEqual([...dates].sort());

    const start = (await calendar('?from=2025-12-15&to=2026-01-31', owner.headers)).json().events;
    expect(start.map((e: { type: string; date: string }) => `${e.type}@${e.date}`)).toEqual([
      'rent-due@2026-01-01',
      'lease-start@2026-01-01',
    ]);
    // January 2026 was charged when the lease was recorded: its status comes from the ledger.
    expect(start[0].status).toBe('overdue');
    const end = (await calendar('?from=2031-12-01&to=2031-12-31', owner.headers)).json().events;
    expect(end.map((e: { type: string }) => e.type)).toEqual(['rent-due', 'lease-end']);
  });

  it("never shows another owner's events", async () => {
    const stranger = await createSignedInUser(ctx, { role: 'owner' });
    const response = await calendar(`?from=${day(1)}&to=${day(45)}`, stranger.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().events).toEqual([]);
  });
});
