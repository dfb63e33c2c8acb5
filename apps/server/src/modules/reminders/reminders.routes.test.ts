import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  confirmTenantInvitation,
  createSignedInUser,
  emailsTo,
  type SignedInUser,
  signIn,
  uniqueEmail,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { todayIso } from '../ledger/ledger.service';

let ctx: TestContext;
let owner: SignedInUser;
let otherOwner: SignedInUser;
let propertyId: string;

/** An owner's tenant created through the API, signed in past its temporary password. */
async function tenantWithLogin(by: SignedInUser, property: string) {
  const email = uniqueEmail('reminded');
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/tenants',
    headers: by.headers,
    payload: { firstName: 'Rita', lastName: 'Renter', email, phone: '5550001111', propertyId: property },
  });
  expect(created.statusCode).toBe(201);
  const { tenant, credentials } = created.json();
  const first = await signIn(ctx, email, credentials.temporaryPassword, '10.93.0.1');
  const changed = await ctx.app.inject({
    method: 'PUT',
    url: '/auth/v1/user',
    headers: { authorization: `Bearer ${first.json().access_token}` },
    payload: { password: 'a long tenant password 2' },
  });
  expect(changed.statusCode).toBe(200);
  // Their landlord's reminders reach them by email once they confirmed the address (decision 030).
  await confirmTenantInvitation(ctx, email);
  const session = await signIn(ctx, email, 'a long tenant password 2', '10.93.0.2');
  return {
    id: tenant.id as string,
    email,
    headers: { authorization: `Bearer ${session.json().access_token}` },
  };
}

async function newProperty(by: SignedInUser) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/properties',
    headers: by.headers,
    payload: { address: '12 Reminder Road', propertyType: 'Apartment', units: 3, monthlyRent: 120000 },
  });
  return response.json().id as string;
}

const valid = (recipient: string, sendOn = todayIso()) => ({
  recipient,
  subject: 'Rent reminder',
  message: 'A friendly reminder that rent is due on the 1st.',
  sendOn,
});

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createSignedInUser(ctx, { role: 'owner' });
  otherOwner = await createSignedInUser(ctx, { role: 'owner' });
  propertyId = await newProperty(owner);
});
afterAll(() => ctx.close());

describe('reminders over HTTP', () => {
  it('need a signed-in owner', async () => {
    expect((await ctx.app.inject({ url: '/api/reminders' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/reminders', payload: {} })).statusCode).toBe(
      401,
    );
    const tenant = await createSignedInUser(ctx, { role: 'tenant' });
    expect((await ctx.app.inject({ url: '/api/reminders', headers: tenant.headers })).statusCode).toBe(403);
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders',
      headers: tenant.headers,
      payload: valid('all'),
    });
    expect(post.statusCode).toBe(403);
  });

  it("reject bad input with the spec's messages", async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders',
      headers: owner.headers,
      payload: { recipient: '', subject: 'Hi', message: 'short', sendOn: '' },
    });
    expect(bad.statusCode).toBe(400);
    const text = JSON.stringify(bad.json());
    for (const key of ['tenantsRequired', 'subjectRequired', 'messageMin', 'dateRequired']) {
      expect(text).toContain(`validation:reminder.${key}`);
    }
    const past = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders',
      headers: owner.headers,
      payload: valid('all', '2020-01-01'),
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().error.details).toEqual({ sendOn: 'validation:reminder.datePast' });
    const extra = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders',
      headers: owner.headers,
      payload: { ...valid('all'), status: 'sent' },
    });
    expect(extra.statusCode).toBe(400);
  });

  it("answer 404 for another owner's tenant or reminder", async () => {
    const strangerProperty = await newProperty(otherOwner);
    const stranger = await tenantWithLogin(otherOwner, strangerProperty);
    const foreignTenant = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders',
      headers: owner.headers,
      payload: valid(stranger.id),
    });
    expect(foreignTenant.statusCode).toBe(404);
    const theirs = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders',
      headers: otherOwner.headers,
      payload: valid('all', '2099-12-31'),
    });
    expect(theirs.statusCode).toBe(201);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/reminders/${theirs.json().id}/cancel`,
      headers: owner.headers,
    });
    expect(cancel.statusCode).toBe(404);
    const list = await ctx.app.inject({ url: '/api/reminders', headers: owner.headers });
    expect(list.json().items.map((r: { id: string }) => r.id)).not.toContain(theirs.json().id);
  });

  it('deliver a reminder due today to the tenant: email and notification; later ones wait for the job', async () => {
    const tenant = await tenantWithLogin(owner, propertyId);
    const now = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders',
      headers: owner.headers,
      payload: valid(tenant.id),
    });
    expect(now.statusCode).toBe(201);
    expect(now.json()).toMatchObject({ status: 'sent', recipientName: 'Rita Renter', recipientCount: 1 });
    expect(await emailsTo(ctx, tenant.email, 'rent-reminder')).toHaveLength(1);

    const inbox = await ctx.app.inject({ url: '/api/notifications', headers: tenant.headers });
    expect(inbox.statusCode).toBe(200);
    expect(inbox.json().unreadCount).toBe(1);
    expect(inbox.json().items[0]).toMatchObject({ type: 'reminder', title: 'Rent reminder', readAt: null });

    const later = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders',
      headers: owner.headers,
      payload: valid(tenant.id, '2099-03-01'),
    });
    expect(later.json().status).toBe('scheduled');
    const run = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/jobs/reminders/run',
      headers: owner.headers,
      payload: { asOf: '2099-03-01' },
    });
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ job: 'reminders', result: { reminders: 1, emails: 1 } });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/jobs/reminders/run',
      headers: owner.headers,
      payload: { asOf: '2099-03-01' },
    });
    expect(again.json().result.reminders).toBe(0);
    expect(await emailsTo(ctx, tenant.email, 'rent-reminder')).toHaveLength(2);

    const cancelSent = await ctx.app.inject({
      method: 'POST',
      url: `/api/reminders/${later.json().id}/cancel`,
      headers: owner.headers,
    });
    expect(cancelSent.statusCode).toBe(409);
  });

  it('cancel a scheduled reminder', async () => {
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/reminders',
      headers: owner.headers,
      payload: valid('all', '2099-06-01'),
    });
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/reminders/${created.json().id}/cancel`,
      headers: owner.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().status).toBe('cancelled');
    const list = await ctx.app.inject({ url: '/api/reminders?status=cancelled', headers: owner.headers });
    expect(list.json().items.map((r: { id: string }) => r.id)).toEqual([created.json().id]);
  });
});
