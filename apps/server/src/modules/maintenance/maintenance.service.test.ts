import { createHash } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  latestEmail,
  type SignedInUser,
  type TenantWithLogin,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { actorOfOwner } from '../../../test/organisations';
import type { Actor } from '../../auth/actor';
import { notifications, vendorJobLinks } from '../../db/schema';
import { sayNotificationText } from '../notifications/notifications.service';
import * as requests from './maintenance-requests.service';
import * as vendorJobs from './vendor-jobs.service';

let ctx: TestContext;
let deps: vendorJobs.MaintenanceDeps;
let owner: SignedInUser;
let tenant: TenantWithLogin;
let ownerActor: Actor;
let tenantActor: Actor;

async function errorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

/** A user's maintenance notifications as stored (catalogue keys with their parameters). */
async function maintenanceNotifications(userId: string) {
  return ctx.database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'maintenance')));
}

/** The token of the newest job email sent to `email`. */
async function tokenSentTo(email: string): Promise<string> {
  const message = await latestEmail(ctx, email);
  const match = message.textBody.match(/\/vendor-jobs\/([\w-]+)/);
  if (!match) throw new Error('no job link in the email');
  return match[1];
}

let vendorCounter = 0;
async function newVendor(name = 'Vic Vendor') {
  vendorCounter += 1;
  return vendorJobs.createVendor(deps.db, ownerActor, {
    name,
    trade: 'Plumbing',
    email: `vendor.${vendorCounter}@vendors.test`,
    phone: '5550100000',
  });
}

async function newRequest(title = 'Leaking kitchen faucet') {
  return requests.createRequest(deps.db, tenantActor, {
    title,
    category: 'plumbing',
    priority: 'high',
    description: 'Water drips constantly from the kitchen faucet.',
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  deps = { db: ctx.database.db, mailer: ctx.mailer, publicUrl: 'https://rentwise.test' };
  owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address: '9 Service Street' });
  tenant = await createTenantWithLogin(ctx, owner, propertyId);
  const lease = await ctx.app.inject({
    method: 'POST',
    url: '/api/leases',
    headers: owner.headers,
    payload: {
      propertyId,
      tenantId: tenant.tenantId,
      startDate: '2026-01-01',
      existingLease: true,
      endDate: '2027-12-31',
      rentAmount: 90000,
    },
  });
  expect(lease.statusCode, lease.body).toBe(201);
  ownerActor = actorOfOwner(owner);
  tenantActor = { userId: tenant.userId, role: 'tenant' };
}, 60_000);
afterAll(() => ctx.close());

describe('maintenance requests', () => {
  it("notify the owner of a tenant's new request, in the owner's words", async () => {
    const before = (await maintenanceNotifications(owner.userId)).length;
    const request = await newRequest('Broken dishwasher');
    const after = await maintenanceNotifications(owner.userId);
    expect(after.length).toBe(before + 1);
    const latest = after.find((n) => sayNotificationText(n.body, 'en').includes('Broken dishwasher'));
    expect(latest).toMatchObject({ link: `/owner-dashboard/maintenance?request=${request.id}` });
    // Stored as keys: said in the reader's language when read.
    expect(sayNotificationText(latest?.title ?? '', 'en')).toBe('New maintenance request');
    expect(sayNotificationText(latest?.title ?? '', 'fr')).toBe('Nouvelle demande d’intervention');
  });

  it('notify the other parties of every update, never its author', async () => {
    const request = await newRequest('Flickering hallway light');
    const ownerBefore = (await maintenanceNotifications(owner.userId)).length;
    const tenantBefore = (await maintenanceNotifications(tenant.userId)).length;

    await requests.addUpdate(deps.db, ownerActor, request.id, {
      text: 'An electrician comes Monday.',
      status: 'in_progress',
    });
    expect((await maintenanceNotifications(tenant.userId)).length).toBe(tenantBefore + 1);
    expect((await maintenanceNotifications(owner.userId)).length).toBe(ownerBefore);
    const told = (await maintenanceNotifications(tenant.userId)).find((n) => n.body.includes('electrician'));
    expect(told).toMatchObject({ link: '/tenant-dashboard/maintenance' });
    // Stored as a key with the status, said in the reader's language when read.
    const say = (language: 'en' | 'fr', text = '') => sayNotificationText(text, language);
    expect(say('en', told?.title)).toBe('Maintenance: In Progress');
    expect(say('fr', told?.title)).toBe('Intervention\u202f: En cours');

    await requests.addUpdate(deps.db, tenantActor, request.id, { text: 'Thanks, I will be home.' });
    expect((await maintenanceNotifications(owner.userId)).length).toBe(ownerBefore + 1);
    expect((await maintenanceNotifications(tenant.userId)).length).toBe(tenantBefore + 1);

    const seen = await requests.getRequest(deps.db, tenantActor, request.id);
    expect(seen.updates.map((u) => [u.authorKind, u.statusChange])).toEqual([
      ['owner', 'in_progress'],
      ['tenant', null],
    ]);
  });
});

describe('vendor job links', () => {
  it('store only a hash, work only for their own job, and notify owner and tenant', async () => {
    const vendor = await newVendor('Pat Plumber');
    const jobA = await newRequest('Clogged bathroom sink');
    const jobB = await newRequest('Dripping shower head');
    await vendorJobs.assignVendor(deps, ownerActor, jobA.id, { vendorId: vendor.id });
    const tokenA = await tokenSentTo(vendor.email);
    await vendorJobs.assignVendor(deps, ownerActor, jobB.id, { vendorId: vendor.id });
    const tokenB = await tokenSentTo(vendor.email);
    expect(tokenA).not.toBe(tokenB);

    const [stored] = await ctx.database.db
      .select()
      .from(vendorJobLinks)
      .where(eq(vendorJobLinks.requestId, jobA.id));
    expect(stored.tokenHash).toBe(createHash('sha256').update(tokenA).digest('hex'));
    expect(stored.tokenHash).not.toContain(tokenA);

    expect((await vendorJobs.getVendorJob(deps.db, tokenA)).title).toBe('Clogged bathroom sink');
    expect((await vendorJobs.getVendorJob(deps.db, tokenB)).title).toBe('Dripping shower head');

    const ownerBefore = (await maintenanceNotifications(owner.userId)).length;
    const tenantBefore = (await maintenanceNotifications(tenant.userId)).length;
    await vendorJobs.postVendorUpdate(deps.db, tokenA, { status: 'in_progress', text: 'Parts ordered.' });
    // Only job A moved.
    expect((await requests.getRequest(deps.db, ownerActor, jobA.id)).status).toBe('in_progress');
    const b = await requests.getRequest(deps.db, ownerActor, jobB.id);
    expect(b.status).toBe('pending');
    expect(b.updates).toEqual([]);
    expect((await maintenanceNotifications(owner.userId)).length).toBe(ownerBefore + 1);
    expect((await maintenanceNotifications(tenant.userId)).length).toBe(tenantBefore + 1);

    expect((await errorOf(vendorJobs.getVendorJob(deps.db, `${tokenA}x`))).code).toBe('NOT_FOUND');
  });

  it('stop working when the vendor completes the job', async () => {
    const vendor = await newVendor();
    const job = await newRequest('Loose stair railing');
    await vendorJobs.assignVendor(deps, ownerActor, job.id, { vendorId: vendor.id });
    const token = await tokenSentTo(vendor.email);
    const done = await vendorJobs.postVendorUpdate(deps.db, token, {
      status: 'completed',
      text: 'Railing fixed.',
    });
    expect(done.status).toBe('completed');
    expect((await errorOf(vendorJobs.getVendorJob(deps.db, token))).code).toBe('LINK_EXPIRED');
    expect(
      (await errorOf(vendorJobs.postVendorUpdate(deps.db, token, { text: 'One more thing' }))).code,
    ).toBe('LINK_EXPIRED');
  });

  it('stop working when the owner cancels, and stay dead if the job is reopened', async () => {
    const vendor = await newVendor();
    const job = await newRequest('Noisy boiler');
    await vendorJobs.assignVendor(deps, ownerActor, job.id, { vendorId: vendor.id });
    const token = await tokenSentTo(vendor.email);
    await requests.updateRequest(deps.db, ownerActor, job.id, { status: 'cancelled' });
    expect((await errorOf(vendorJobs.getVendorJob(deps.db, token))).code).toBe('LINK_EXPIRED');
    await requests.updateRequest(deps.db, ownerActor, job.id, { status: 'in_progress' });
    expect((await errorOf(vendorJobs.getVendorJob(deps.db, token))).code).toBe('LINK_EXPIRED');
    // A new assignment sends a new, working link.
    await vendorJobs.assignVendor(deps, ownerActor, job.id, { vendorId: vendor.id });
    const fresh = await tokenSentTo(vendor.email);
    expect((await vendorJobs.getVendorJob(deps.db, fresh)).status).toBe('in_progress');
  });

  it('stop working for the previous vendor when another is assigned', async () => {
    const first = await newVendor('First Fixer');
    const second = await newVendor('Second Fixer');
    const job = await newRequest('Cracked window pane');
    await vendorJobs.assignVendor(deps, ownerActor, job.id, { vendorId: first.id });
    const oldToken = await tokenSentTo(first.email);
    await vendorJobs.assignVendor(deps, ownerActor, job.id, { vendorId: second.id });
    expect((await errorOf(vendorJobs.getVendorJob(deps.db, oldToken))).code).toBe('LINK_EXPIRED');
    const newToken = await tokenSentTo(second.email);
    expect((await vendorJobs.getVendorJob(deps.db, newToken)).vendorName).toBe('Second Fixer');
  });

  it("email the vendor in the owner's language with the job and contact", async () => {
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: owner.headers,
      payload: { locale: 'fr', phone: '5559998888' },
    });
    const vendor = await newVendor('Fanny Fixe');
    const job = await newRequest('Radiateur froid');
    await vendorJobs.assignVendor(deps, ownerActor, job.id, { vendorId: vendor.id });
    const email = await latestEmail(ctx, vendor.email);
    expect(email.subject).toContain('Nouvelle intervention');
    expect(email.textBody).toContain('Priorité\u202f: Élevée');
    expect(email.textBody).toContain('9 Service Street');
    expect(email.textBody).toContain('5559998888');
    expect(email.textBody).toContain('https://rentwise.test/vendor-jobs/');
    await ctx.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: owner.headers,
      payload: { locale: 'en' },
    });
  });
});
