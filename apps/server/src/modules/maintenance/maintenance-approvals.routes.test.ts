import { ORG_HEADER } from '@rentwise/core/organisations/roles';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createSignedInUser, emailsTo, linkIn, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { memberships, organisations, ownerClients, profiles } from '../../db/schema';
import { approvalAfterEstimate } from './maintenance-approvals.service';

let ctx: TestContext;
let admin: SignedInUser;
/** The owner clients' portal logins: `ownerA` owns property A, `ownerB` property B. */
let ownerA: SignedInUser;
let ownerB: SignedInUser;
let headersA: Record<string, string>;
let headersB: Record<string, string>;
let propertyA: string;
let propertyB: string;
let vendorId: string;

async function inject(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return ctx.app.inject({ method, url, headers, payload });
}

/** An owner client of the admin's organisation owning 100 % of `propertyId`, with a portal login. */
async function portalOwner(user: SignedInUser, propertyId: string, firstName: string) {
  const owner = (
    await inject('POST', '/api/owners', admin.headers, { firstName, lastName: 'Owner', email: user.email })
  ).json();
  const shares = await inject('PUT', `/api/properties/${propertyId}/owners`, admin.headers, [
    { ownerId: owner.id, share: 100 },
  ]);
  expect(shares.statusCode).toBe(200);
  await ctx.database.db
    .insert(memberships)
    .values({ orgId: admin.orgId!, userId: user.userId, role: 'owner_client', ownerClientId: owner.id });
  await ctx.database.db
    .update(ownerClients)
    .set({ userId: user.userId })
    .where(eq(ownerClients.id, owner.id));
  return { ...user.headers, [ORG_HEADER]: admin.orgId! };
}

async function newRequest(propertyId: string, title = 'Replace the boiler') {
  const response = await inject('POST', '/api/maintenance-requests', admin.headers, {
    propertyId,
    title,
    category: 'plumbing',
    priority: 'high',
    description: 'The boiler is leaking and needs replacing.',
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const estimate = (
  id: string,
  estimatedCost: number | null,
  headers: Record<string, string> = admin.headers,
) => inject('PUT', `/api/maintenance-requests/${id}/estimate`, headers, { estimatedCost });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx, { role: 'owner' });
  ownerA = await createSignedInUser(ctx, { role: 'owner' });
  ownerB = await createSignedInUser(ctx, { role: 'owner' });
  await ctx.database.db.update(profiles).set({ locale: 'fr' }).where(eq(profiles.id, ownerB.userId));
  propertyA = await createProperty(ctx, admin, { address: '1 Approval Avenue' });
  propertyB = await createProperty(ctx, admin, { address: '2 Other Owner Street' });
  headersA = await portalOwner(ownerA, propertyA, 'Alice');
  headersB = await portalOwner(ownerB, propertyB, 'Bruno');
  const vendor = await inject('POST', '/api/vendors', admin.headers, {
    name: 'Fix-It Plumbing',
    trade: 'Plumber',
    email: 'fixit@example.test',
    phone: '5550102030',
  });
  vendorId = vendor.json().id;
}, 60_000);
afterAll(() => ctx.close());

describe('maintenance approvals', () => {
  it('an estimate at or below the threshold (500.00) needs no approval', async () => {
    const id = await newRequest(propertyA, 'Small fix');
    const response = await estimate(id, 50_000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ estimatedCost: 50_000, approvalStatus: null });
    expect(
      (await inject('POST', `/api/maintenance-requests/${id}/assign`, admin.headers, { vendorId }))
        .statusCode,
    ).toBe(200);
  });

  it('above the threshold the request waits: the owner client is emailed a portal link; no vendor, no work', async () => {
    const id = await newRequest(propertyA);
    const before = (await emailsTo(ctx, ownerA.email)).length;
    const response = await estimate(id, 120_000);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ estimatedCost: 120_000, approvalStatus: 'pending' });

    const emails = await emailsTo(ctx, ownerA.email);
    expect(emails).toHaveLength(before + 1);
    const email = emails.at(-1)!;
    expect(email.template).toBe('maintenance-approval-request');
    expect(email.subject).toBe('Approval needed: Replace the boiler — 1 Approval Avenue');
    expect(email.textBody).toContain('$1,200.00');
    expect(linkIn(email.textBody)).toMatch(new RegExp(`/owner-portal/approvals/${id}$`));
    // The owner of the other property hears nothing.
    expect((await emailsTo(ctx, ownerB.email)).filter((e) => e.textBody.includes(id))).toEqual([]);
    const notifications = (await inject('GET', '/api/notifications', headersA)).json();
    expect(notifications.items[0]).toMatchObject({
      title: 'Approval needed',
      // Stored as a key: the web says it in the language on screen (issue 24 item 2).
      titleKey: 'owners:notification.approvalNeeded.title',
      link: `/owner-portal/approvals/${id}`,
    });

    for (const [method, url, payload] of [
      ['POST', `/api/maintenance-requests/${id}/assign`, { vendorId }],
      ['PATCH', `/api/maintenance-requests/${id}`, { status: 'in_progress' }],
      ['POST', `/api/maintenance-requests/${id}/updates`, { text: 'Starting', status: 'in_progress' }],
    ] as const) {
      const blocked = await inject(method, url, admin.headers, payload);
      expect(blocked.statusCode, url).toBe(409);
      expect(blocked.json().error.message).toBe(
        "This request is awaiting the owner's approval of its estimate",
      );
    }
    // Other changes still work (a comment, the priority).
    expect(
      (await inject('PATCH', `/api/maintenance-requests/${id}`, admin.headers, { priority: 'urgent' }))
        .statusCode,
    ).toBe(200);
    // The same estimate again changes nothing and emails no one again.
    expect((await estimate(id, 120_000)).json().approvalStatus).toBe('pending');
    expect(await emailsTo(ctx, ownerA.email)).toHaveLength(before + 1);
  });

  it('the owner client of the property approves once, with a note: history, members told, work may start', async () => {
    const id = await newRequest(propertyA, 'New roof');
    await estimate(id, 900_000);

    // Another owner's property is invisible; a member cannot decide.
    expect(
      (await inject('POST', `/api/maintenance-requests/${id}/approval`, headersB, { decision: 'approve' }))
        .statusCode,
    ).toBe(404);
    expect((await inject('GET', `/api/maintenance-requests/${id}`, headersB)).statusCode).toBe(404);
    expect(
      (
        await inject('POST', `/api/maintenance-requests/${id}/approval`, admin.headers, {
          decision: 'approve',
        })
      ).statusCode,
    ).toBe(403);
    // An owner client cannot set estimates.
    expect((await estimate(id, 1, headersA)).statusCode).toBe(403);

    const approved = await inject('POST', `/api/maintenance-requests/${id}/approval`, headersA, {
      decision: 'approve',
      note: 'Go ahead, use the same roofer as last time.',
    });
    expect(approved.statusCode).toBe(200);
    const body = approved.json();
    expect(body.approvalStatus).toBe('approved');
    expect(body.approvalDecidedAt).not.toBeNull();
    expect(body.updates.at(-1)).toMatchObject({
      approvalDecision: 'approved',
      text: 'Go ahead, use the same roofer as last time.',
      statusChange: null,
    });

    const again = await inject('POST', `/api/maintenance-requests/${id}/approval`, headersA, {
      decision: 'decline',
    });
    expect(again.statusCode).toBe(409);

    const adminView = (await inject('GET', `/api/maintenance-requests/${id}`, admin.headers)).json();
    expect(adminView.updates.at(-1).approvalDecision).toBe('approved');
    const told = (await inject('GET', '/api/notifications', admin.headers)).json();
    expect(told.items[0]).toMatchObject({
      title: 'Repair approved',
      link: `/owner-dashboard/maintenance?request=${id}`,
    });
    expect(told.items[0].body).toContain('($9,000)');

    expect(
      (await inject('PATCH', `/api/maintenance-requests/${id}`, admin.headers, { status: 'in_progress' }))
        .statusCode,
    ).toBe(200);
    const audit = await inject(
      'GET',
      `/api/audit-events?entityType=maintenance_request&entityId=${id}`,
      admin.headers,
    );
    const actions = audit.json().items.map((e: { action: string }) => e.action);
    expect(actions).toContain('approve');
    expect(actions).toContain('update');

    // A lower estimate keeps the approval; a higher one asks again.
    expect((await estimate(id, 800_000)).json().approvalStatus).toBe('approved');
    expect((await estimate(id, 950_000)).json().approvalStatus).toBe('pending');
  });

  it('a declined repair cannot start until re-estimated; the French owner reads French', async () => {
    const id = await newRequest(propertyB, 'Nouvelle chaudière');
    await estimate(id, 200_000);
    const email = (await emailsTo(ctx, ownerB.email)).at(-1)!;
    expect(email.subject).toBe('Accord requis\u202f: Nouvelle chaudière — 2 Other Owner Street');
    const declined = await inject('POST', `/api/maintenance-requests/${id}/approval`, headersB, {
      decision: 'decline',
    });
    expect(declined.json()).toMatchObject({ approvalStatus: 'declined' });
    expect(declined.json().updates.at(-1)).toMatchObject({ approvalDecision: 'declined', text: '' });
    const blocked = await inject('POST', `/api/maintenance-requests/${id}/assign`, admin.headers, {
      vendorId,
    });
    expect(blocked.statusCode).toBe(409);
    expect((await estimate(id, 40_000)).json().approvalStatus).toBeNull();
    expect(
      (await inject('POST', `/api/maintenance-requests/${id}/assign`, admin.headers, { vendorId }))
        .statusCode,
    ).toBe(200);
  });

  it('no approval without an owner client with a portal login, nor when the organisation has no threshold', async () => {
    const lonely = await createProperty(ctx, admin, { address: '3 No Owner Road' });
    const id = await newRequest(lonely);
    expect((await estimate(id, 5_000_000)).json().approvalStatus).toBeNull();

    await ctx.database.db
      .update(organisations)
      .set({ approvalThreshold: null })
      .where(eq(organisations.id, admin.orgId!));
    const other = await newRequest(propertyA, 'Threshold off');
    expect((await estimate(other, 5_000_000)).json().approvalStatus).toBeNull();
    await ctx.database.db
      .update(organisations)
      .set({ approvalThreshold: 50_000 })
      .where(eq(organisations.id, admin.orgId!));
  });

  it('a request that needs no approval cannot be decided; bad input is a 400', async () => {
    const id = await newRequest(propertyA, 'Tiny leak fix');
    const decided = await inject('POST', `/api/maintenance-requests/${id}/approval`, headersA, {
      decision: 'approve',
    });
    expect(decided.statusCode).toBe(409);
    expect((await estimate(id, -1)).statusCode).toBe(400);
    expect((await estimate(id, 12.5)).statusCode).toBe(400);
    expect(
      (await inject('POST', `/api/maintenance-requests/${id}/approval`, headersA, { decision: 'maybe' }))
        .statusCode,
    ).toBe(400);
  });

  it('the owner client lists only their property’s requests, and can filter what waits for them', async () => {
    const mine = await newRequest(propertyA, 'Listed for A');
    const theirs = await newRequest(propertyB, 'Hidden from A');
    await estimate(mine, 70_000);
    const list = await inject('GET', '/api/maintenance-requests?limit=100', headersA);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain(mine);
    expect(list.body).not.toContain(theirs);
    const pending = (
      await inject('GET', '/api/maintenance-requests?approvalStatus=pending', headersA)
    ).json();
    expect(pending.items.every((r: { approvalStatus: string }) => r.approvalStatus === 'pending')).toBe(true);
    expect(pending.items.map((r: { id: string }) => r.id)).toContain(mine);
  });
});

describe('approvalAfterEstimate', () => {
  const none = { estimatedCost: null, approvalStatus: null };
  it('asks only above the threshold and with someone to ask', () => {
    expect(
      approvalAfterEstimate({ estimatedCost: 50_001, threshold: 50_000, hasApprovers: true, current: none }),
    ).toBe('pending');
    expect(
      approvalAfterEstimate({ estimatedCost: 50_000, threshold: 50_000, hasApprovers: true, current: none }),
    ).toBe(null);
    expect(
      approvalAfterEstimate({ estimatedCost: 90_000, threshold: 50_000, hasApprovers: false, current: none }),
    ).toBe(null);
    expect(
      approvalAfterEstimate({ estimatedCost: 90_000, threshold: null, hasApprovers: true, current: none }),
    ).toBe(null);
  });
});
