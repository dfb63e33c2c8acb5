import { addDays } from '@rentwise/core/leases/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  emailsTo,
  type SignedInUser,
  type TenantWithLogin,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
let owner: SignedInUser;
let stranger: SignedInUser;
let propertyId: string;
const today = new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  stranger = await createSignedInUser(ctx, { role: 'owner' });
  propertyId = await createProperty(ctx, owner, {
    address: '21 Renewal Street',
    units: 6,
    monthlyRent: 123450,
  });
});
afterAll(() => ctx.close());

/** An active lease ending in `days` days, for a tenant of its own (with a login). */
async function leaseEndingIn(
  days: number,
): Promise<{ leaseId: string; endDate: string; tenant: TenantWithLogin }> {
  const tenant = await createTenantWithLogin(ctx, owner, propertyId);
  const endDate = addDays(today, days);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: addDays(today, -200),
      existingLease: true,
      endDate,
      rentAmount: 123450,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return { leaseId: response.json().id, endDate, tenant };
}

function sendOffer(leaseId: string, body: Record<string, unknown>, headers = owner.headers) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/leases/${leaseId}/renewal-offers`,
    headers,
    payload: body,
  });
}

describe('renewal offers over HTTP', () => {
  it('a manager sends an offer at +3 %; the tenant sees it, accepts it once; the board follows', async () => {
    const { leaseId, endDate, tenant } = await leaseEndingIn(45);
    const sent = await sendOffer(leaseId, {
      startDate: addDays(endDate, 1),
      endDate: addDays(endDate, 365),
      rentIncreasePercent: 3,
      expiresOn: addDays(today, 14),
      message: 'Happy to keep you!',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // 1,234.50 × 1.03 = 1,271.535 → 1,271.54
    expect(sent.json()).toMatchObject({ status: 'sent', rentAmount: 127154, rentIncreasePercent: 3 });
    expect(await emailsTo(ctx, tenant.email, 'renewal-offer')).toHaveLength(1);

    const mine = await ctx.app.inject({ url: '/api/renewal-offers', headers: tenant.headers });
    expect(mine.json().items.map((offer: { id: string }) => offer.id)).toEqual([sent.json().id]);
    const addendum = await ctx.app.inject({
      url: `/api/documents/${sent.json().documentId}/download`,
      headers: tenant.headers,
    });
    expect(addendum.statusCode).toBe(200);
    expect(addendum.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const board = await ctx.app.inject({ url: '/api/renewals', headers: owner.headers });
    expect(board.statusCode, board.body).toBe(200);
    expect(board.json().items.find((item: { leaseId: string }) => item.leaseId === leaseId)).toMatchObject({
      status: 'sent',
      daysLeft: 45,
    });
    expect((await ctx.app.inject({ url: '/api/renewals', headers: stranger.headers })).body).not.toContain(
      leaseId,
    );

    const other = await leaseEndingIn(50);
    const notTheirs = await ctx.app.inject({
      method: 'POST',
      url: `/api/renewal-offers/${sent.json().id}/accept`,
      headers: other.tenant.headers,
    });
    expect(notTheirs.statusCode).toBe(404);
    const accept = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/renewal-offers/${sent.json().id}/accept`,
        headers: tenant.headers,
      });
    const accepted = await accept();
    expect(accepted.statusCode, accepted.body).toBe(200);
    // The addendum went for signature: the tenant first, then the manager (modules/signatures).
    expect(accepted.json()).toMatchObject({ status: 'accepted', signatureRequestId: expect.any(String) });
    const request = await ctx.app.inject({
      url: `/api/signature-requests/${accepted.json().signatureRequestId}`,
      headers: owner.headers,
    });
    expect(request.statusCode, request.body).toBe(200);
    expect(request.json().signers.map((signer: { email: string }) => signer.email)).toEqual([
      tenant.email,
      owner.email,
    ]);
    const twice = await accept();
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.key).toBe('errors:renewals.alreadyAnswered');
    const after = await ctx.app.inject({ url: '/api/renewals', headers: owner.headers });
    expect(after.json().items.find((item: { leaseId: string }) => item.leaseId === leaseId).status).toBe(
      'accepted',
    );
  });

  it('refuses dates not following the lease (400), a lease out of reach (404), an expired offer (409)', async () => {
    const { leaseId, endDate, tenant } = await leaseEndingIn(30);
    const gap = await sendOffer(leaseId, {
      startDate: addDays(endDate, 5),
      endDate: addDays(endDate, 365),
      rentAmount: 130000,
      expiresOn: addDays(today, 7),
    });
    expect(gap.statusCode).toBe(400);
    expect(gap.json().error.details).toMatchObject({ startDate: 'validation:lease.renewalStart' });
    const both = await sendOffer(leaseId, {
      startDate: addDays(endDate, 1),
      endDate: addDays(endDate, 365),
      rentAmount: 130000,
      rentIncreasePercent: 2,
      expiresOn: addDays(today, 7),
    });
    expect(both.statusCode).toBe(400);
    const valid = {
      startDate: addDays(endDate, 1),
      endDate: addDays(endDate, 365),
      rentAmount: 130000,
      expiresOn: today,
    };
    expect((await sendOffer(leaseId, valid, stranger.headers)).statusCode).toBe(404);
    const sent = await sendOffer(leaseId, valid);
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await sendOffer(leaseId, valid)).statusCode).toBe(409);
    // Tomorrow the job marks it expired; accepting it then is a 409.
    const job = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/jobs/renewal-offers/run',
      headers: owner.headers,
      payload: { asOf: addDays(today, 1) },
    });
    expect(job.statusCode, job.body).toBe(200);
    expect(job.json().result.expired).toBeGreaterThanOrEqual(1);
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/renewal-offers/${sent.json().id}/decline`,
      headers: tenant.headers,
      payload: { reason: 'Too late' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.key).toBe('errors:renewals.offerExpired');
  });

  it('serves the lease agreement PDF to the lease’s owner and tenant only; admins edit the template', async () => {
    const { leaseId, tenant } = await leaseEndingIn(200);
    const template = await ctx.app.inject({ url: '/api/org/lease-template', headers: owner.headers });
    expect(template.json()).toMatchObject({ isDefault: true });
    expect(template.json().clauses[0].body.en).toContain('prior written approval');
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/org/lease-template',
      headers: owner.headers,
      payload: {
        clauses: [{ title: { en: 'Smoking', fr: 'Tabac' }, body: { en: 'No smoking.', fr: 'Non-fumeur.' } }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ isDefault: false, clauses: [{ title: { en: 'Smoking' } }] });
    const empty = await ctx.app.inject({
      method: 'PUT',
      url: '/api/org/lease-template',
      headers: owner.headers,
      payload: { clauses: [{ title: { en: '', fr: 'Tabac' }, body: { en: 'x', fr: 'y' } }] },
    });
    expect(empty.statusCode).toBe(400);
    for (const headers of [owner.headers, tenant.headers]) {
      const pdf = await ctx.app.inject({ url: `/api/leases/${leaseId}/agreement.pdf?lang=fr`, headers });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const foreign = await ctx.app.inject({
      url: `/api/leases/${leaseId}/agreement.pdf`,
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
