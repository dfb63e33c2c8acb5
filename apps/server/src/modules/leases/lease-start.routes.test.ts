import { addDays } from '@rentwise/core/leases/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser, uniqueEmail } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

/**
 * Issue 24 item 5: a lease starting before the organisation's today is an existing lease, said so
 * (`existingLease: true`), on the server as in the Create Lease dialog.
 */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** Today in `timeZone`, as YYYY-MM-DD. */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** An owner whose organisation lives in `timeZone`, with a two-unit property and two tenants. */
async function ownerIn(timeZone: string) {
  const owner = await createSignedInUser(ctx, { role: 'owner' });
  const zone = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/org',
    headers: owner.headers,
    payload: { timeZone },
  });
  expect(zone.statusCode).toBe(200);
  const property = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: owner.headers,
    payload: { address: '5 Backdate Lane', propertyType: 'Apartment', units: 2, monthlyRent: 100000 },
  });
  const propertyId: string = property.json().id;
  const tenantIds: string[] = [];
  for (const firstName of ['Ada', 'Bea']) {
    const tenant = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: owner.headers,
      payload: {
        firstName,
        lastName: 'Early',
        email: uniqueEmail(firstName),
        phone: '5550001111',
        propertyId,
      },
    });
    expect(tenant.statusCode).toBe(201);
    tenantIds.push(tenant.json().tenant.id);
  }
  return { owner, propertyId, tenantIds };
}

function postLease(owner: SignedInUser, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/leases', headers: owner.headers, payload });
}

describe('POST /api/leases: a past start is an existing lease, said so', () => {
  it('refuses a start before today without existingLease (under startDate, translated) and accepts it with', async () => {
    const { owner, propertyId, tenantIds } = await ownerIn('UTC');
    const today = todayIn('UTC');
    const past = {
      propertyId,
      tenantId: tenantIds[0],
      startDate: addDays(today, -40),
      endDate: addDays(today, 320),
      rentAmount: 100000,
    };

    for (const payload of [past, { ...past, existingLease: false }, { ...past, status: 'draft' }]) {
      const refused = await postLease(owner, payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        key: 'errors:lease.startInPast',
        details: { startDate: 'validation:lease.startInPast' },
      });
    }
    // Nothing was stored by the refusals.
    expect((await ctx.app.inject({ url: '/api/leases', headers: owner.headers })).json().items).toEqual([]);

    // Said to be an existing lease, it is created and charged from its start (the dialog's hint).
    const existing = await postLease(owner, { ...past, existingLease: true });
    expect(existing.statusCode).toBe(201);
    const ledger = (
      await ctx.app.inject({ url: `/api/leases/${existing.json().id}/ledger`, headers: owner.headers })
    ).json();
    expect(ledger.charges.map((c: { kind: string; dueDate: string }) => `${c.kind} ${c.dueDate}`)).toContain(
      `deposit ${past.startDate}`,
    );
    expect(ledger.charges.some((c: { kind: string }) => c.kind === 'rent')).toBe(true);
    // Late fees count from the day it was recorded (today), never for the months before.
    expect(ledger.charges.some((c: { kind: string }) => c.kind === 'late_fee')).toBe(false);

    // A lease starting today or later needs no flag.
    const fromToday = await postLease(owner, { ...past, tenantId: tenantIds[1], startDate: today });
    expect(fromToday.statusCode).toBe(201);
  });

  it('refuses a draft moved to a past start the same way (PATCH /api/leases/:id)', async () => {
    const { owner, propertyId, tenantIds } = await ownerIn('UTC');
    const today = todayIn('UTC');
    const draft = await postLease(owner, {
      propertyId,
      tenantId: tenantIds[0],
      startDate: addDays(today, 10),
      endDate: addDays(today, 375),
      rentAmount: 100000,
      status: 'draft',
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const patch = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PATCH',
        url: `/api/leases/${draft.json().id}`,
        headers: owner.headers,
        payload,
      });
    const refused = await patch({ startDate: addDays(today, -10) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toEqual({ startDate: 'validation:lease.startInPast' });
    // Other terms of a draft that has meanwhile started are still editable.
    expect((await patch({ dueDay: 3 })).statusCode).toBe(200);
    const moved = await patch({ startDate: addDays(today, -10), existingLease: true });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().startDate).toBe(addDays(today, -10));
  });

  it("measures 'today' in the organisation's time zone", async () => {
    // Between them, these two zones are a day off UTC at any hour: one is still on yesterday
    // (UTC−11 before 11:00 UTC), the other already on tomorrow (UTC+14 from 10:00 UTC).
    for (const timeZone of ['Pacific/Pago_Pago', 'Pacific/Kiritimati']) {
      const { owner, propertyId, tenantIds } = await ownerIn(timeZone);
      const today = todayIn(timeZone);
      const lease = { propertyId, rentAmount: 100000, endDate: addDays(today, 365) };
      const yesterday = await postLease(owner, {
        ...lease,
        tenantId: tenantIds[0],
        startDate: addDays(today, -1),
      });
      expect(yesterday.statusCode, timeZone).toBe(400);
      const onToday = await postLease(owner, { ...lease, tenantId: tenantIds[0], startDate: today });
      expect(onToday.statusCode, `${timeZone}: ${onToday.body}`).toBe(201);
    }
  });
});
