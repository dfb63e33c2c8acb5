import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntityType } from '@rentwise/core/audit/schemas';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  latestEmail,
  linkIn,
  type SignedInUser,
  uniqueEmail,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { multipartBody, pngImage, TINY_PDF, TINY_PNG } from '../../../test/multipart';
import { STRIPE_TEST_KEYS, signedEvent, startStripeFake } from '../../../test/stripe-fake';
import type { AuditEventRow } from '../../db/schema';
import { allAuditEvents } from './audit.repository';

/**
 * Every mutating operation of the product writes exactly one audit event, in the change's own
 * transaction (issue 17 item 5): each operation is driven through its route, and the events that
 * appeared are compared with what it did. A refused change writes none.
 */

let ctx: TestContext;
let admin: SignedInUser;
let orgId: string;
let propertyId: string;
let tenantId: string;

async function call(options: InjectOptions, expected: number) {
  const response = await ctx.app.inject(options);
  expect(response.statusCode, response.body).toBe(expected);
  return response;
}

const seen = new Set<string>();
async function newEvents(): Promise<AuditEventRow[]> {
  const fresh = (await allAuditEvents(ctx.database.db, orgId)).filter((event) => !seen.has(event.id));
  for (const event of fresh) seen.add(event.id);
  return fresh;
}

/** Runs `operation` and answers the one event it wrote (fails if it wrote none or several). */
async function oneEventOf<T>(operation: () => Promise<T>): Promise<{ result: T; event: AuditEventRow }> {
  await newEvents();
  const result = await operation();
  const events = await newEvents();
  expect(events.map((event) => `${event.entityType}.${event.action}`)).toHaveLength(1);
  return { result, event: events[0] };
}

async function noEventOf(operation: () => Promise<unknown>): Promise<void> {
  await newEvents();
  await operation();
  expect(await newEvents()).toEqual([]);
}

function expectEvent(
  event: AuditEventRow,
  expected: { action: AuditAction; entityType: AuditEntityType; entityId?: string; actorRole?: string },
) {
  expect(event).toMatchObject({
    orgId,
    actorUserId: expected.actorRole === 'tenant' ? expect.any(String) : admin.userId,
    actorRole: expected.actorRole ?? 'admin',
    action: expected.action,
    entityType: expected.entityType,
    ...(expected.entityId ? { entityId: expected.entityId } : {}),
  });
}

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx, { role: 'owner' });
  orgId = admin.orgId as string;
});

afterAll(async () => {
  await ctx.close();
});

describe('every change writes one audit event', () => {
  it('properties: create, update (only the changed fields), unit update, delete', async () => {
    const created = await oneEventOf(() =>
      createProperty(ctx, admin, { address: '10 Ledger Lane', units: 3, monthlyRent: 150000 }),
    );
    propertyId = created.result;
    expectEvent(created.event, { action: 'create', entityType: 'property', entityId: propertyId });
    expect(created.event.before).toBeNull();
    expect(created.event.after).toMatchObject({ address: '10 Ledger Lane', units: 3, monthlyRent: 150000 });

    const updated = await oneEventOf(() =>
      call(
        {
          method: 'PATCH',
          url: `/api/properties/${propertyId}`,
          headers: { ...admin.headers, 'x-request-id': 'coverage-request-1' },
          payload: { city: 'Lyon', monthlyRent: 160000 },
        },
        200,
      ),
    );
    expectEvent(updated.event, { action: 'update', entityType: 'property', entityId: propertyId });
    expect(updated.event.before).toEqual({ city: null, monthlyRent: 150000 });
    expect(updated.event.after).toEqual({ city: 'Lyon', monthlyRent: 160000 });
    expect(updated.event.requestId).toBe('coverage-request-1');

    const units = (
      await call({ method: 'GET', url: `/api/properties/${propertyId}/units`, headers: admin.headers }, 200)
    ).json();
    const unit = await oneEventOf(() =>
      call(
        {
          method: 'PATCH',
          url: `/api/units/${units[0].id}`,
          headers: admin.headers,
          payload: { label: 'Flat A' },
        },
        200,
      ),
    );
    expectEvent(unit.event, { action: 'update', entityType: 'unit', entityId: units[0].id });
    expect(unit.event.before).toEqual({ label: units[0].label });
    expect(unit.event.after).toEqual({ label: 'Flat A' });

    const spare = await createProperty(ctx, admin, { address: '11 Spare Street' });
    const deleted = await oneEventOf(() =>
      call({ method: 'DELETE', url: `/api/properties/${spare}`, headers: admin.headers }, 204),
    );
    expectEvent(deleted.event, { action: 'delete', entityType: 'property', entityId: spare });
    expect(deleted.event.before).toMatchObject({ address: '11 Spare Street' });
    expect(deleted.event.after).toBeNull();
  });

  it('a refused change writes nothing (a property of another organisation, an update to nothing)', async () => {
    const outsider = await createSignedInUser(ctx, { role: 'owner' });
    const theirs = await createProperty(ctx, outsider, { address: '99 Other Road' });
    await noEventOf(() =>
      call(
        { method: 'PATCH', url: `/api/properties/${theirs}`, headers: admin.headers, payload: { city: 'X' } },
        404,
      ),
    );
    await noEventOf(() =>
      call(
        {
          method: 'PATCH',
          url: `/api/properties/${propertyId}`,
          headers: admin.headers,
          payload: { city: 'Lyon' },
        },
        200,
      ),
    );
  });

  it('tenants: create (no password in the log) and update', async () => {
    const email = uniqueEmail('audited');
    const created = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: '/api/tenants',
          headers: admin.headers,
          payload: { firstName: 'Ada', lastName: 'Lovelace', email, phone: '5550001111', propertyId },
        },
        201,
      ),
    );
    const { tenant, credentials } = created.result.json();
    tenantId = tenant.id;
    expectEvent(created.event, { action: 'create', entityType: 'tenant', entityId: tenantId });
    expect(created.event.after).toMatchObject({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email,
      status: 'pending',
    });
    expect(JSON.stringify(created.event)).not.toContain(credentials.temporaryPassword);

    const updated = await oneEventOf(() =>
      call(
        {
          method: 'PATCH',
          url: `/api/tenants/${tenantId}`,
          headers: admin.headers,
          payload: { phone: '5550002222' },
        },
        200,
      ),
    );
    expectEvent(updated.event, { action: 'update', entityType: 'tenant', entityId: tenantId });
    expect(updated.event.before).toEqual({ phone: '5550001111' });
    expect(updated.event.after).toEqual({ phone: '5550002222' });

    // Issue 23 finding 4: the owner resends the invitation (paced: the first went 11 min ago)…
    await ctx.database.db.execute(
      sql`update tenant_invitations set sent_at = now() - interval '11 minutes' where tenant_id = ${tenantId}`,
    );
    const resent = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/tenants/${tenantId}/invitation`, headers: admin.headers }, 200),
    );
    expectEvent(resent.event, { action: 'invite', entityType: 'tenant', entityId: tenantId });
    expect(resent.event.after).toEqual({ email });
    // …and the tenant confirms through the link (no account signed in: a system event), never its token.
    const token = new URL(linkIn((await latestEmail(ctx, email)).textBody)).searchParams.get(
      'token',
    ) as string;
    const confirmed = await oneEventOf(() =>
      call({ method: 'POST', url: '/api/tenant-invitations/confirm', payload: { token } }, 200),
    );
    expect(confirmed.event).toMatchObject({
      orgId,
      actorUserId: null,
      actorRole: null,
      action: 'accept',
      entityType: 'tenant',
      entityId: tenantId,
      after: { emailConfirmed: true, linked: false },
    });
    expect(JSON.stringify(confirmed.event)).not.toContain(token);
  });

  let leaseId: string;
  it('leases: create a draft, delete it, create another and activate it', async () => {
    const body = {
      propertyId,
      tenantId,
      startDate: today(),
      endDate: inDays(365),
      rentAmount: 150000,
      status: 'draft',
    };
    const draft = await oneEventOf(() =>
      call({ method: 'POST', url: '/api/leases', headers: admin.headers, payload: body }, 201),
    );
    const draftId = draft.result.json().id;
    expectEvent(draft.event, { action: 'create', entityType: 'lease', entityId: draftId });
    expect(draft.event.after).toMatchObject({ status: 'draft', rentAmount: 150000, tenantId });

    const deleted = await oneEventOf(() =>
      call({ method: 'DELETE', url: `/api/leases/${draftId}`, headers: admin.headers }, 204),
    );
    expectEvent(deleted.event, { action: 'delete', entityType: 'lease', entityId: draftId });
    expect(deleted.event.before).toMatchObject({ status: 'draft', rentAmount: 150000 });

    leaseId = (
      await call({ method: 'POST', url: '/api/leases', headers: admin.headers, payload: body }, 201)
    ).json().id;
    const activated = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/leases/${leaseId}/activate`, headers: admin.headers }, 200),
    );
    expectEvent(activated.event, { action: 'activate', entityType: 'lease', entityId: leaseId });
    expect(activated.event.before).toEqual({ status: 'draft' });
    expect(activated.event.after).toMatchObject({ status: 'active' });

    // Activating it again is refused (409): no event.
    await noEventOf(() =>
      call({ method: 'POST', url: `/api/leases/${leaseId}/activate`, headers: admin.headers }, 409),
    );
  });

  it('payments: record, void (a refused second void writes nothing), refund', async () => {
    const pay = (amount: number) =>
      call(
        {
          method: 'POST',
          url: '/api/payments',
          headers: { ...admin.headers, 'idempotency-key': `audit-${randomUUID()}` },
          payload: { leaseId, amount, method: 'cash' },
        },
        201,
      );
    const recorded = await oneEventOf(() => pay(50000));
    const paymentId = recorded.result.json().payment.id;
    expectEvent(recorded.event, { action: 'create', entityType: 'payment', entityId: paymentId });
    expect(recorded.event.after).toMatchObject({ leaseId, amount: 50000, method: 'cash' });

    const voided = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/payments/${paymentId}/void`,
          headers: admin.headers,
          payload: { reason: 'Typo' },
        },
        200,
      ),
    );
    expectEvent(voided.event, { action: 'void', entityType: 'payment', entityId: paymentId });
    expect(voided.event.before).toMatchObject({ voided: false });
    expect(voided.event.after).toMatchObject({ voided: true, reason: 'Typo' });

    await noEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/payments/${paymentId}/void`,
          headers: admin.headers,
          payload: { reason: 'Again' },
        },
        409,
      ),
    );

    const second = (await pay(30000)).json().payment.id;
    const refunded = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/payments/${second}/refund`,
          headers: admin.headers,
          payload: { amount: 10000, reason: 'Overpaid' },
        },
        200,
      ),
    );
    expectEvent(refunded.event, { action: 'refund', entityType: 'payment', entityId: second });
    expect(refunded.event.after).toMatchObject({ refundAmount: 10000, reason: 'Overpaid' });
  });

  it('charges and credits (issue 18 items 5-6): a charge, a monthly charge and its stop, a credit, a charge void, a returned payment', async () => {
    const post = (url: string, payload: object, expected: number) =>
      call({ method: 'POST', url, headers: admin.headers, payload }, expected);
    const once = await oneEventOf(() =>
      post(`/api/leases/${leaseId}/charges`, { description: 'Repair', amount: 4000, dueDate: today() }, 201),
    );
    expectEvent(once.event, { action: 'create', entityType: 'charge' });
    expect(once.event.after).toMatchObject({ leaseId, description: 'Repair', amount: 4000 });
    const monthly = await oneEventOf(() =>
      post(
        `/api/leases/${leaseId}/charges`,
        { description: 'Parking', amount: 5000, dueDate: today(), recurring: true },
        201,
      ),
    );
    expectEvent(monthly.event, { action: 'create', entityType: 'charge' });
    expect(monthly.event.after).toMatchObject({ recurring: 'monthly', description: 'Parking' });
    const stopped = await oneEventOf(() =>
      post(`/api/leases/${leaseId}/recurring-charges/${monthly.event.entityId}/stop`, {}, 200),
    );
    expectEvent(stopped.event, {
      action: 'stop',
      entityType: 'charge',
      entityId: monthly.event.entityId ?? undefined,
    });
    await noEventOf(() =>
      post(`/api/leases/${leaseId}/recurring-charges/${monthly.event.entityId}/stop`, {}, 409),
    );
    const credit = await oneEventOf(() =>
      post(`/api/leases/${leaseId}/credits`, { description: 'Goodwill', amount: 1500, date: today() }, 201),
    );
    expectEvent(credit.event, { action: 'create', entityType: 'payment' });
    expect(credit.event.after).toMatchObject({ method: 'credit', description: 'Goodwill', amount: 1500 });
    const chargeId = once.event.entityId;
    const voided = await oneEventOf(() => post(`/api/charges/${chargeId}/void`, { reason: 'Not ours' }, 200));
    expectEvent(voided.event, { action: 'void', entityType: 'charge', entityId: chargeId ?? undefined });
    expect(voided.event.after).toMatchObject({ voided: true, reason: 'Not ours' });
    await noEventOf(() => post(`/api/charges/${chargeId}/void`, { reason: 'Again' }, 409));
    const paid = await call(
      {
        method: 'POST',
        url: '/api/payments',
        headers: { ...admin.headers, 'idempotency-key': `audit-${randomUUID()}` },
        payload: { leaseId, amount: 20000, method: 'check' },
      },
      201,
    );
    const paymentId = paid.json().payment.id;
    const returned = await oneEventOf(() =>
      post(`/api/payments/${paymentId}/return`, { reason: 'NSF', fee: 2500 }, 200),
    );
    expectEvent(returned.event, { action: 'return', entityType: 'payment', entityId: paymentId });
    expect(returned.event.after).toMatchObject({ returned: true, reason: 'NSF', fee: 2500 });
    await noEventOf(() => post(`/api/payments/${paymentId}/return`, { reason: 'Again' }, 409));
  });

  it('reminders: create and cancel; rent-reminder settings', async () => {
    const created = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: '/api/reminders',
          headers: admin.headers,
          payload: { recipient: tenantId, subject: 'Rent', message: 'Rent is due soon.', sendOn: inDays(10) },
        },
        201,
      ),
    );
    const reminderId = created.result.json().id;
    expectEvent(created.event, { action: 'create', entityType: 'reminder', entityId: reminderId });
    expect(created.event.after).toMatchObject({ subject: 'Rent', status: 'scheduled', tenantId });

    const cancelled = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/reminders/${reminderId}/cancel`, headers: admin.headers }, 200),
    );
    expectEvent(cancelled.event, { action: 'cancel', entityType: 'reminder', entityId: reminderId });
    expect(cancelled.event.after).toEqual({ status: 'cancelled' });

    const current = (
      await call({ method: 'GET', url: '/api/settings/rent-reminders', headers: admin.headers }, 200)
    ).json();
    const settings = await oneEventOf(() =>
      call(
        {
          method: 'PUT',
          url: '/api/settings/rent-reminders',
          headers: admin.headers,
          payload: { ...current, enabled: !current.enabled },
        },
        200,
      ),
    );
    expectEvent(settings.event, { action: 'update', entityType: 'rent_reminder_settings', entityId: orgId });
    expect(settings.event.before).toEqual({ enabled: current.enabled });
    expect(settings.event.after).toEqual({ enabled: !current.enabled });
  });

  it('maintenance: request, update, vendor, assignment, photo, comment', async () => {
    const created = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: '/api/maintenance-requests',
          headers: admin.headers,
          payload: {
            propertyId,
            title: 'Leaking tap',
            category: 'plumbing',
            priority: 'medium',
            description: 'Drips all night.',
          },
        },
        201,
      ),
    );
    const requestId = created.result.json().id;
    expectEvent(created.event, { action: 'create', entityType: 'maintenance_request', entityId: requestId });
    expect(created.event.after).toMatchObject({
      title: 'Leaking tap',
      category: 'plumbing',
      priority: 'medium',
    });

    const updated = await oneEventOf(() =>
      call(
        {
          method: 'PATCH',
          url: `/api/maintenance-requests/${requestId}`,
          headers: admin.headers,
          payload: { priority: 'high' },
        },
        200,
      ),
    );
    expectEvent(updated.event, { action: 'update', entityType: 'maintenance_request', entityId: requestId });
    expect(updated.event.before).toEqual({ priority: 'medium' });
    expect(updated.event.after).toEqual({ priority: 'high' });

    const vendor = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: '/api/vendors',
          headers: admin.headers,
          payload: {
            name: 'Pat Plumber',
            trade: 'Plumbing',
            email: 'pat@plumbers.test',
            phone: '5550003333',
          },
        },
        201,
      ),
    );
    const vendorId = vendor.result.json().id;
    expectEvent(vendor.event, { action: 'create', entityType: 'vendor', entityId: vendorId });
    expect(vendor.event.after).toMatchObject({ name: 'Pat Plumber', trade: 'Plumbing' });

    const assigned = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/maintenance-requests/${requestId}/assign`,
          headers: admin.headers,
          payload: { vendorId },
        },
        200,
      ),
    );
    expectEvent(assigned.event, { action: 'assign', entityType: 'maintenance_request', entityId: requestId });
    expect(assigned.event.before).toEqual({ vendorId: null });
    expect(assigned.event.after).toMatchObject({ vendorId, vendorName: 'Pat Plumber' });

    const photo = multipartBody({}, [{ fileName: 'tap.png', bytes: TINY_PNG }]);
    const photoAdded = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/maintenance-requests/${requestId}/photos`,
          headers: { ...admin.headers, ...photo.headers },
          payload: photo.payload,
        },
        201,
      ),
    );
    expectEvent(photoAdded.event, { action: 'create', entityType: 'maintenance_photo' });
    expect(photoAdded.event.after).toMatchObject({ requestId, name: 'tap.png' });

    const comment = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/maintenance-requests/${requestId}/updates`,
          headers: admin.headers,
          payload: { text: 'Plumber booked', status: 'in_progress' },
        },
        201,
      ),
    );
    expectEvent(comment.event, { action: 'update', entityType: 'maintenance_request', entityId: requestId });
    expect(comment.event.before).toEqual({ status: 'pending' });
    expect(comment.event.after).toEqual({ status: 'in_progress', comment: 'Plumber booked' });
  });

  it('documents: upload and delete', async () => {
    const body = multipartBody({ kind: 'other', name: 'House rules' }, [
      { fileName: 'rules.pdf', bytes: TINY_PDF },
    ]);
    const uploaded = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: '/api/documents',
          headers: { ...admin.headers, ...body.headers },
          payload: body.payload,
        },
        201,
      ),
    );
    const documentId = uploaded.result.json().id;
    expectEvent(uploaded.event, { action: 'create', entityType: 'document', entityId: documentId });
    expect(uploaded.event.after).toMatchObject({
      name: 'House rules',
      kind: 'other',
      contentType: 'application/pdf',
    });

    const deleted = await oneEventOf(() =>
      call({ method: 'DELETE', url: `/api/documents/${documentId}`, headers: admin.headers }, 204),
    );
    expectEvent(deleted.event, { action: 'delete', entityType: 'document', entityId: documentId });
    expect(deleted.event.before).toMatchObject({ name: 'House rules' });
    await noEventOf(() =>
      call({ method: 'DELETE', url: `/api/documents/${documentId}`, headers: admin.headers }, 404),
    );
  });

  it('messages: starting a conversation (once: starting it again changes nothing)', async () => {
    const started = await oneEventOf(() =>
      call({ method: 'POST', url: '/api/conversations', headers: admin.headers, payload: { tenantId } }, 201),
    );
    expectEvent(started.event, {
      action: 'create',
      entityType: 'conversation',
      entityId: started.result.json().id,
    });
    expect(started.event.after).toEqual({ tenantId });
    await noEventOf(() =>
      call({ method: 'POST', url: '/api/conversations', headers: admin.headers, payload: { tenantId } }, 200),
    );
  });

  it('lease lifecycle: draft edit, rent change, end, deposit settlement, renewal', async () => {
    const place = await createProperty(ctx, admin, {
      address: '14 Lifecycle Lane',
      units: 3,
      monthlyRent: 100000,
    });
    const newTenant = async (firstName: string) =>
      (
        await call(
          {
            method: 'POST',
            url: '/api/tenants',
            headers: admin.headers,
            payload: {
              firstName,
              lastName: 'Lifecycle',
              email: uniqueEmail('cycle'),
              phone: '5550004444',
              propertyId: place,
            },
          },
          201,
        )
      ).json().tenant.id as string;
    const lease = async (tenant: string, status?: 'draft') =>
      (
        await call(
          {
            method: 'POST',
            url: '/api/leases',
            headers: admin.headers,
            payload: {
              propertyId: place,
              tenantId: tenant,
              startDate: inDays(-40),
              existingLease: true,
              endDate: inDays(300),
              rentAmount: 100000,
              status,
            },
          },
          201,
        )
      ).json().id as string;

    const draftId = await lease(await newTenant('Dora'), 'draft');
    const edited = await oneEventOf(() =>
      call(
        {
          method: 'PATCH',
          url: `/api/leases/${draftId}`,
          headers: admin.headers,
          payload: { rentAmount: 105000 },
        },
        200,
      ),
    );
    expectEvent(edited.event, { action: 'update', entityType: 'lease', entityId: draftId });
    expect(edited.event.before).toEqual({ rentAmount: 100000 });
    expect(edited.event.after).toEqual({ rentAmount: 105000 });

    const activeId = await lease(await newTenant('Evan'));
    const change = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/leases/${activeId}/rent-changes`,
          headers: admin.headers,
          payload: { effectiveDate: inDays(60), rentAmount: 130000 },
        },
        201,
      ),
    );
    expectEvent(change.event, { action: 'update', entityType: 'lease', entityId: activeId });
    expect(change.event.after).toEqual({ rentAmount: 130000, effectiveDate: inDays(60) });

    const ended = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/leases/${activeId}/end`,
          headers: admin.headers,
          payload: { moveOutDate: today(), reason: 'Moving abroad' },
        },
        200,
      ),
    );
    expectEvent(ended.event, { action: 'end', entityType: 'lease', entityId: activeId });
    expect(ended.event.before).toEqual({ status: 'active' });
    expect(ended.event.after).toEqual({ status: 'ended', moveOutDate: today(), endReason: 'Moving abroad' });
    await noEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/leases/${activeId}/end`,
          headers: admin.headers,
          payload: { moveOutDate: today(), reason: 'x' },
        },
        409,
      ),
    );

    const settled = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/leases/${activeId}/deposit-settlement`,
          headers: admin.headers,
          payload: { deductions: [{ description: 'Cleaning', amount: 15000 }] },
        },
        201,
      ),
    );
    expectEvent(settled.event, { action: 'settle', entityType: 'lease', entityId: activeId });
    expect(settled.event.after).toMatchObject({
      deductionsTotal: 15000,
      deductions: [{ description: 'Cleaning', amount: 15000 }],
    });

    const renewableId = await lease(await newTenant('Fay'));
    const renewFrom = inDays(301);
    const renewed = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/leases/${renewableId}/renew`,
          headers: admin.headers,
          payload: { startDate: renewFrom, endDate: inDays(665), rentAmount: 110000 },
        },
        201,
      ),
    );
    expectEvent(renewed.event, { action: 'renew', entityType: 'lease', entityId: renewableId });
    expect(renewed.event.after).toMatchObject({
      renewalLeaseId: renewed.result.json().id,
      startDate: renewFrom,
      rentAmount: 110000,
    });
  });

  it('team: organisation settings, invitation, acceptance (the new member’s event), role change, removal, revocation', async () => {
    const org = await oneEventOf(() =>
      call(
        { method: 'PATCH', url: '/api/org', headers: admin.headers, payload: { name: 'Audited Homes' } },
        200,
      ),
    );
    expectEvent(org.event, { action: 'update', entityType: 'organisation', entityId: orgId });
    expect(org.event.after).toEqual({ name: 'Audited Homes' });

    const colleague = await createSignedInUser(ctx, { role: 'owner' });
    const invited = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: '/api/org/invitations',
          headers: admin.headers,
          payload: { email: colleague.email, role: 'viewer' },
        },
        201,
      ),
    );
    expectEvent(invited.event, {
      action: 'invite',
      entityType: 'invitation',
      entityId: invited.result.json().id,
    });
    expect(invited.event.after).toMatchObject({ email: colleague.email, role: 'viewer' });
    const mail = await latestEmail(ctx, colleague.email);
    const token = new URL(linkIn(mail.textBody)).pathname.split('/').pop() as string;
    expect(JSON.stringify(invited.event)).not.toContain(token);

    const accepted = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/invitations/${token}/accept`, headers: colleague.headers }, 200),
    );
    expect(accepted.event).toMatchObject({
      orgId,
      actorUserId: colleague.userId,
      actorRole: 'viewer',
      action: 'accept',
      entityType: 'invitation',
    });

    const team = (await call({ method: 'GET', url: '/api/org/members', headers: admin.headers }, 200)).json();
    const membership = team.members.find((m: { userId: string }) => m.userId === colleague.userId);
    const promoted = await oneEventOf(() =>
      call(
        {
          method: 'PATCH',
          url: `/api/org/members/${membership.id}`,
          headers: admin.headers,
          payload: { role: 'accountant' },
        },
        200,
      ),
    );
    expectEvent(promoted.event, { action: 'role_change', entityType: 'member', entityId: membership.id });
    expect(promoted.event.before).toEqual({ role: 'viewer' });
    expect(promoted.event.after).toEqual({ role: 'accountant' });

    const removed = await oneEventOf(() =>
      call({ method: 'DELETE', url: `/api/org/members/${membership.id}`, headers: admin.headers }, 204),
    );
    expectEvent(removed.event, { action: 'remove', entityType: 'member', entityId: membership.id });
    expect(removed.event.before).toMatchObject({ userId: colleague.userId, role: 'accountant' });

    const other = uniqueEmail('invited');
    const pending = (
      await call(
        {
          method: 'POST',
          url: '/api/org/invitations',
          headers: admin.headers,
          payload: { email: other, role: 'manager' },
        },
        201,
      )
    ).json();
    const revoked = await oneEventOf(() =>
      call({ method: 'DELETE', url: `/api/org/invitations/${pending.id}`, headers: admin.headers }, 204),
    );
    expectEvent(revoked.event, { action: 'revoke', entityType: 'invitation', entityId: pending.id });
    expect(revoked.event.after).toEqual({ status: 'revoked' });
  });

  it('a tenant’s own change is recorded in their landlord’s organisation with the tenant role', async () => {
    const place = await createProperty(ctx, admin, { address: '12 Tenant Terrace', units: 1 });
    await newEvents();
    const tenant = await createTenantWithLogin(ctx, admin, place);
    // Added by the admin, then activated by the tenant setting their own password; then the tenant
    // confirms their address through the invitation's link (issue 23 finding 4: no actor, the link).
    const joined = await newEvents();
    expect(joined.map((event) => `${event.entityType}.${event.action}.${event.actorRole}`)).toEqual([
      'tenant.create.admin',
      'tenant.activate.tenant',
      'tenant.accept.null',
    ]);
    expect(joined[1]).toMatchObject({
      entityId: tenant.tenantId,
      actorUserId: tenant.userId,
      after: { status: 'active' },
    });
    await call(
      {
        method: 'POST',
        url: '/api/leases',
        headers: admin.headers,
        payload: {
          propertyId: place,
          tenantId: tenant.tenantId,
          startDate: today(),
          endDate: inDays(365),
          rentAmount: 90000,
        },
      },
      201,
    );
    const reported = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: '/api/maintenance-requests',
          headers: tenant.headers,
          payload: { title: 'Broken heater', description: 'No heat since Monday.' },
        },
        201,
      ),
    );
    expectEvent(reported.event, { action: 'create', entityType: 'maintenance_request', actorRole: 'tenant' });
    expect(reported.event.actorUserId).toBe(tenant.userId);
    // Withdrawn by the tenant while nobody has started on it (issue 24 item 5).
    const requestId = reported.result.json().id;
    const withdrawn = await oneEventOf(() =>
      call(
        { method: 'POST', url: `/api/maintenance-requests/${requestId}/withdraw`, headers: tenant.headers },
        200,
      ),
    );
    expectEvent(withdrawn.event, {
      action: 'cancel',
      entityType: 'maintenance_request',
      entityId: requestId,
      actorRole: 'tenant',
    });
    expect(withdrawn.event.before).toEqual({ status: 'pending' });
    expect(withdrawn.event.after).toEqual({ status: 'cancelled' });
    // Once closed, a second withdrawal is refused and records nothing.
    await noEventOf(() =>
      call(
        { method: 'POST', url: `/api/maintenance-requests/${requestId}/withdraw`, headers: tenant.headers },
        409,
      ),
    );
  });

  it('portfolio edits (issue 18): add and delete a unit, archive and unarchive a property and a tenant, a tenant renaming themselves', async () => {
    const place = await createProperty(ctx, admin, { address: '14 Archive Alley', units: 1 });
    const added = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/properties/${place}/units`,
          headers: admin.headers,
          payload: { label: 'Garden flat', monthlyRent: 95000 },
        },
        201,
      ),
    );
    const unitId = added.result.json().id;
    expectEvent(added.event, { action: 'create', entityType: 'unit', entityId: unitId });
    expect(added.event.after).toEqual({ propertyId: place, label: 'Garden flat', monthlyRent: 95000 });
    const removed = await oneEventOf(() =>
      call({ method: 'DELETE', url: `/api/units/${unitId}`, headers: admin.headers }, 204),
    );
    expectEvent(removed.event, { action: 'delete', entityType: 'unit', entityId: unitId });
    expect(removed.event.before).toMatchObject({ label: 'Garden flat' });

    const tenant = await createTenantWithLogin(ctx, admin, place);
    const renamed = await oneEventOf(() =>
      call(
        { method: 'PATCH', url: '/api/profile', headers: tenant.headers, payload: { firstName: 'Tessa' } },
        200,
      ),
    );
    expectEvent(renamed.event, {
      action: 'update',
      entityType: 'tenant',
      entityId: tenant.tenantId,
      actorRole: 'tenant',
    });
    expect(renamed.event.after).toEqual({ firstName: 'Tessa' });

    const archivedTenant = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/tenants/${tenant.tenantId}/archive`, headers: admin.headers }, 200),
    );
    expectEvent(archivedTenant.event, { action: 'archive', entityType: 'tenant', entityId: tenant.tenantId });
    expect(archivedTenant.event.after).toMatchObject({ status: 'former' });
    await noEventOf(() =>
      call({ method: 'POST', url: `/api/tenants/${tenant.tenantId}/archive`, headers: admin.headers }, 200),
    );
    const back = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/tenants/${tenant.tenantId}/unarchive`, headers: admin.headers }, 200),
    );
    expectEvent(back.event, { action: 'update', entityType: 'tenant', entityId: tenant.tenantId });
    expect(back.event.after).toEqual({ archivedAt: null });

    const archived = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/properties/${place}/archive`, headers: admin.headers }, 200),
    );
    expectEvent(archived.event, { action: 'archive', entityType: 'property', entityId: place });
    const unarchived = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/properties/${place}/unarchive`, headers: admin.headers }, 200),
    );
    expectEvent(unarchived.event, { action: 'update', entityType: 'property', entityId: place });
    // A property with history is not deleted: the refusal writes nothing.
    await noEventOf(() =>
      call({ method: 'DELETE', url: `/api/properties/${place}`, headers: admin.headers }, 409),
    );
  });

  it('owner clients: create, update, archive, invitation, shares; a repair estimate and its approval', async () => {
    const place = await createProperty(ctx, admin, { address: '5 Owner Audit Way' });
    const created = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: '/api/owners',
          headers: admin.headers,
          payload: { firstName: 'Orla', lastName: 'Audit', email: uniqueEmail('orla') },
        },
        201,
      ),
    );
    const owner = created.result.json();
    expectEvent(created.event, { action: 'create', entityType: 'owner_client', entityId: owner.id });
    const updated = await oneEventOf(() =>
      call(
        {
          method: 'PATCH',
          url: `/api/owners/${owner.id}`,
          headers: admin.headers,
          payload: { company: 'Audit Ltd' },
        },
        200,
      ),
    );
    expectEvent(updated.event, { action: 'update', entityType: 'owner_client', entityId: owner.id });
    expect(updated.event.after).toEqual({ company: 'Audit Ltd' });
    const shares = await oneEventOf(() =>
      call(
        {
          method: 'PUT',
          url: `/api/properties/${place}/owners`,
          headers: admin.headers,
          payload: [{ ownerId: owner.id, share: 100 }],
        },
        200,
      ),
    );
    expectEvent(shares.event, { action: 'update', entityType: 'property', entityId: place });
    expect(shares.event.after).toEqual({ owners: [{ ownerId: owner.id, share: 100 }] });
    const invited = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/owners/${owner.id}/invite`, headers: admin.headers }, 201),
    );
    expectEvent(invited.event, { action: 'invite', entityType: 'invitation' });

    // The owner client accepts (their own event), then approves a repair the admin estimated.
    const mail = await latestEmail(ctx, owner.email);
    const login = await createSignedInUser(ctx, { role: 'owner', email: owner.email });
    const token = new URL(linkIn(mail.textBody)).pathname.split('/').pop() as string;
    await call({ method: 'POST', url: `/api/invitations/${token}/accept`, headers: login.headers }, 200);
    const repair = await call(
      {
        method: 'POST',
        url: '/api/maintenance-requests',
        headers: admin.headers,
        payload: {
          propertyId: place,
          title: 'New roof',
          category: 'structural',
          priority: 'high',
          description: 'The roof leaks.',
        },
      },
      201,
    );
    const requestId = repair.json().id;
    const estimated = await oneEventOf(() =>
      call(
        {
          method: 'PUT',
          url: `/api/maintenance-requests/${requestId}/estimate`,
          headers: admin.headers,
          payload: { estimatedCost: 900_000 },
        },
        200,
      ),
    );
    expectEvent(estimated.event, {
      action: 'update',
      entityType: 'maintenance_request',
      entityId: requestId,
    });
    expect(estimated.event.after).toEqual({ estimatedCost: 900_000, approvalStatus: 'pending' });
    const approved = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/maintenance-requests/${requestId}/approval`,
          headers: { ...login.headers, 'x-org-id': orgId },
          payload: { decision: 'approve', note: 'Fine' },
        },
        200,
      ),
    );
    expect(approved.event).toMatchObject({
      orgId,
      actorUserId: login.userId,
      actorRole: 'owner_client',
      action: 'approve',
      entityType: 'maintenance_request',
      entityId: requestId,
    });
    const archived = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/owners/${owner.id}/archive`, headers: admin.headers }, 200),
    );
    expectEvent(archived.event, { action: 'archive', entityType: 'owner_client', entityId: owner.id });
    // Archiving twice changes nothing.
    await noEventOf(() =>
      call({ method: 'POST', url: `/api/owners/${owner.id}/archive`, headers: admin.headers }, 200),
    );
  });
});

describe('owner money (issue 19)', () => {
  it('expenses: create, update (the changed fields), void with its reason; a second void writes nothing', async () => {
    const place = await createProperty(ctx, admin, { address: '19 Expense Row' });
    const post = (url: string, payload: object, status: number) =>
      call({ method: 'POST', url, headers: admin.headers, payload }, status);
    const created = await oneEventOf(() =>
      post(
        '/api/expenses',
        { propertyId: place, category: 'utilities', date: today(), amount: 5000, description: 'Water' },
        201,
      ),
    );
    const id = created.result.json().id;
    expectEvent(created.event, { action: 'create', entityType: 'expense', entityId: id });
    expect(created.event.after).toMatchObject({ category: 'utilities', amount: 5000, description: 'Water' });
    const updated = await oneEventOf(() =>
      call(
        { method: 'PATCH', url: `/api/expenses/${id}`, headers: admin.headers, payload: { amount: 5500 } },
        200,
      ),
    );
    expectEvent(updated.event, { action: 'update', entityType: 'expense', entityId: id });
    expect(updated.event.before).toEqual({ amount: 5000 });
    expect(updated.event.after).toEqual({ amount: 5500 });
    const voided = await oneEventOf(() => post(`/api/expenses/${id}/void`, { reason: 'Duplicate' }, 200));
    expectEvent(voided.event, { action: 'void', entityType: 'expense', entityId: id });
    expect(voided.event.after).toMatchObject({ reason: 'Duplicate' });
    await noEventOf(() => post(`/api/expenses/${id}/void`, { reason: 'Again' }, 409));
  });

  it('fee policy, an owner transaction, a reserve and each publication of a statement write one event', async () => {
    const place = await createProperty(ctx, admin, { address: '19 Statement Audit Row' });
    const owner = (
      await call(
        {
          method: 'POST',
          url: '/api/owners',
          headers: admin.headers,
          payload: { firstName: 'Audrey', lastName: 'Statement' },
        },
        201,
      )
    ).json();
    const fee = await oneEventOf(() =>
      call(
        {
          method: 'PUT',
          url: `/api/owners/${owner.id}/fee-policy`,
          headers: admin.headers,
          payload: { kind: 'flat', flatMonthly: 5000 },
        },
        200,
      ),
    );
    expectEvent(fee.event, { action: 'update', entityType: 'owner_fee_policy', entityId: owner.id });
    const transaction = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/owners/${owner.id}/transactions`,
          headers: admin.headers,
          payload: { kind: 'distribution', date: today(), amount: 2500, reference: 'Draw 1' },
        },
        201,
      ),
    );
    expectEvent(transaction.event, {
      action: 'create',
      entityType: 'owner_transaction',
      entityId: transaction.result.json().id,
    });
    const reserve = await oneEventOf(() =>
      call(
        {
          method: 'PUT',
          url: `/api/properties/${place}/reserve`,
          headers: admin.headers,
          payload: { amount: 100000 },
        },
        200,
      ),
    );
    expectEvent(reserve.event, { action: 'update', entityType: 'property_reserve', entityId: place });
    const period = today().slice(0, 7);
    const publish = () =>
      call(
        {
          method: 'POST',
          url: `/api/owners/${owner.id}/statements/${period}/publish`,
          headers: admin.headers,
        },
        200,
      );
    const first = await oneEventOf(publish);
    expectEvent(first.event, { action: 'publish', entityType: 'owner_statement' });
    expect(first.event.after).toMatchObject({ ownerId: owner.id, period, version: 1 });
    const second = await oneEventOf(publish);
    expect(second.event.after).toMatchObject({ ownerId: owner.id, period, version: 2 });
    // Reading a statement changes nothing.
    await noEventOf(() =>
      call(
        { method: 'GET', url: `/api/owners/${owner.id}/statements/${period}.pdf`, headers: admin.headers },
        200,
      ),
    );
  });
});

describe('imports (issue 20)', () => {
  it('upload, mapping, commit and undo each write one event; a refused commit writes none', async () => {
    const upload = (text: string) => {
      const body = multipartBody({ kind: 'properties' }, [
        { fileName: 'units.csv', bytes: Buffer.from(text) },
      ]);
      return call(
        {
          method: 'POST',
          url: '/api/imports',
          headers: { ...admin.headers, ...body.headers },
          payload: body.payload,
        },
        201,
      );
    };
    const bad = await oneEventOf(() =>
      upload('Property address,Property type,Unit,Unit rent\n20 Import Row,House,A,abc\n'),
    );
    expectEvent(bad.event, { action: 'create', entityType: 'import', entityId: bad.result.json().id });
    await noEventOf(() =>
      call(
        { method: 'POST', url: `/api/imports/${bad.result.json().id}/commit`, headers: admin.headers },
        409,
      ),
    );
    const created = await oneEventOf(() =>
      upload('Property address,Property type,Unit,Unit rent\n20 Import Row,House,A,900\n'),
    );
    const id = created.result.json().id;
    const mapped = await oneEventOf(() =>
      call(
        {
          method: 'PATCH',
          url: `/api/imports/${id}`,
          headers: admin.headers,
          payload: { dateFormat: 'DD/MM/YYYY' },
        },
        200,
      ),
    );
    expectEvent(mapped.event, { action: 'update', entityType: 'import', entityId: id });
    const committed = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/imports/${id}/commit`, headers: admin.headers }, 202),
    );
    expectEvent(committed.event, { action: 'import', entityType: 'import', entityId: id });
    for (let i = 0; i < 100; i++) {
      const state = (await ctx.app.inject({ url: `/api/imports/${id}`, headers: admin.headers })).json();
      if (state.status === 'committed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const undone = await oneEventOf(() =>
      call({ method: 'POST', url: `/api/imports/${id}/undo`, headers: admin.headers }, 200),
    );
    expectEvent(undone.event, { action: 'undo', entityType: 'import', entityId: id });
    expect(undone.event.before).toEqual({
      properties: 1,
      tenants: 0,
      ownerClients: 0,
      leases: 0,
      vendors: 0,
    });
  });
});

describe('organisation export (issue 20)', () => {
  it('starting an export writes one event on the organisation; reading its status writes none', async () => {
    const started = await oneEventOf(() =>
      call({ method: 'GET', url: '/api/exports/org', headers: admin.headers }, 200),
    );
    const id = started.result.json().id;
    expectEvent(started.event, { action: 'export', entityType: 'organisation', entityId: orgId });
    expect(started.event.after).toEqual({ exportId: id });
    for (let i = 0; i < 100; i++) {
      const state = (await ctx.app.inject({ url: `/api/exports/${id}`, headers: admin.headers })).json();
      if (state.status === 'ready' || state.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await noEventOf(() => call({ method: 'GET', url: `/api/exports/${id}`, headers: admin.headers }, 200));
  });
});

describe('e-signature (issue 21)', () => {
  it('sending a document for signature, each signature and a decline write one event each', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage().drawText('Audit lease');
    const body = multipartBody({ kind: 'lease', name: 'Audit lease' }, [
      { fileName: 'audit-lease.pdf', bytes: await pdf.save() },
    ]);
    const upload = await call(
      {
        method: 'POST',
        url: '/api/documents',
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      },
      201,
    );
    const documentId = upload.json().id;
    const signerEmail = uniqueEmail('signer');
    const linkOf = async (email: string) =>
      /\/sign\/([A-Za-z0-9_-]+)/.exec((await latestEmail(ctx, email))?.textBody ?? '')?.[1];
    const send = (order: string) =>
      call(
        {
          method: 'POST',
          url: '/api/signature-requests',
          headers: admin.headers,
          payload: {
            documentId,
            order,
            signers: [{ name: 'Sam Signer', email: signerEmail, role: 'co_signer' }],
          },
        },
        201,
      );
    const sent = await oneEventOf(() => send('parallel'));
    const requestId = sent.result.json().id;
    expectEvent(sent.event, { action: 'create', entityType: 'signature_request', entityId: requestId });
    expect(sent.event.after).toMatchObject({ documentId, order: 'parallel' });

    const token = await linkOf(signerEmail);
    const signed = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/signing/${token}`,
          payload: { consent: true, signature: { type: 'typed', text: 'Sam Signer' } },
        },
        200,
      ),
    );
    expect(signed.event).toMatchObject({
      orgId,
      action: 'sign',
      entityType: 'signature_request',
      entityId: requestId,
    });
    expect(signed.event.after).toMatchObject({ signer: 'Sam Signer', status: 'completed' });
    await noEventOf(() =>
      call({ method: 'POST', url: `/api/signing/${token}`, payload: { decline: 'Twice' } }, 410),
    );

    const second = (await send('sequential')).json().id;
    const declined = await oneEventOf(async () =>
      call(
        {
          method: 'POST',
          url: `/api/signing/${await linkOf(signerEmail)}`,
          payload: { decline: 'Wrong rent' },
        },
        200,
      ),
    );
    expect(declined.event).toMatchObject({
      orgId,
      action: 'decline',
      entityType: 'signature_request',
      entityId: second,
    });
  });
});

describe('online payments through Stripe (issue 25)', () => {
  it('connecting Stripe, the fee choice, a payment recorded by the webhook and its return each write one event; a replay none', async () => {
    const fake = await startStripeFake();
    const app = await createTestApp({ config: { stripe: { ...STRIPE_TEST_KEYS, apiUrl: fake.url } } });
    try {
      const owner = await createSignedInUser(app, { role: 'owner' });
      const org = owner.orgId as string;
      const seenHere = new Set((await allAuditEvents(app.database.db, org)).map((event) => event.id));
      const eventsOf = async (operation: () => Promise<unknown>) => {
        await operation();
        const fresh = (await allAuditEvents(app.database.db, org)).filter((event) => !seenHere.has(event.id));
        for (const event of fresh) seenHere.add(event.id);
        return fresh.map((event) => ({ ...event, key: `${event.entityType}.${event.action}` }));
      };
      const inject = async (options: InjectOptions, status: number) => {
        const response = await app.app.inject(options);
        expect(response.statusCode, response.body).toBe(status);
        return response;
      };
      const property = await createProperty(app, owner, {
        address: '25 Audit Stripe Road',
        monthlyRent: 90000,
      });
      const tenant = await createTenantWithLogin(app, owner, property, {
        firstName: 'Ada',
        lastName: 'Audit',
      });
      const leaseId = (
        await inject(
          {
            method: 'POST',
            url: '/api/leases',
            headers: owner.headers,
            payload: {
              propertyId: property,
              tenantId: tenant.tenantId,
              startDate: today(),
              endDate: inDays(365),
              rentAmount: 90000,
              depositAmount: 0,
            },
          },
          201,
        )
      ).json().id;
      await eventsOf(async () => undefined); // the fixture's own events
      const connected = await eventsOf(() =>
        inject(
          { method: 'POST', url: '/api/org/payments/onboarding', headers: owner.headers, payload: {} },
          200,
        ),
      );
      expect(connected.map((e) => e.key)).toEqual(['organisation.update']);
      const accountId = (await inject({ url: '/api/org/payments', headers: owner.headers }, 200)).json()
        .accountId;
      expect(connected[0].after).toMatchObject({ stripeAccount: accountId });
      const fee = await eventsOf(() =>
        inject(
          {
            method: 'PUT',
            url: '/api/org/payments',
            headers: owner.headers,
            payload: { feePayer: 'tenant' },
          },
          200,
        ),
      );
      expect(fee.map((e) => e.key)).toEqual(['organisation.update']);
      const back = await eventsOf(() =>
        inject(
          {
            method: 'PUT',
            url: '/api/org/payments',
            headers: owner.headers,
            payload: { feePayer: 'organisation' },
          },
          200,
        ),
      );
      expect(back.map((e) => e.key)).toEqual(['organisation.update']);
      const hook = (delivery: ReturnType<typeof signedEvent>) =>
        inject(
          {
            method: 'POST',
            url: '/api/webhooks/stripe',
            payload: delivery.payload,
            headers: delivery.headers,
          },
          200,
        );
      const account = fake.activate(accountId);
      const activated = await eventsOf(() =>
        hook(signedEvent('account.updated', account, { account: accountId })),
      );
      expect(activated.map((e) => e.key)).toEqual(['organisation.update']);
      expect(activated[0]).toMatchObject({ actorUserId: null, after: { stripeStatus: 'active' } });
      const intent = (
        await inject(
          {
            method: 'POST',
            url: '/api/payments/intents',
            headers: tenant.headers,
            payload: { leaseId, amount: 30000 },
          },
          201,
        )
      ).json();
      const succeeded = signedEvent(
        'payment_intent.succeeded',
        { ...fake.intents.get(intent.paymentIntentId), status: 'succeeded', amount_received: 30000 },
        { account: accountId },
      );
      const recorded = await eventsOf(() => hook(succeeded));
      expect(recorded.map((e) => e.key)).toEqual(['payment.create']);
      expect(recorded[0]).toMatchObject({ actorUserId: null, actorRole: null });
      expect(await eventsOf(() => hook(succeeded))).toEqual([]);
      const dispute = {
        id: 'du_audit',
        object: 'dispute',
        payment_intent: intent.paymentIntentId,
        reason: 'fraudulent',
      };
      const returned = await eventsOf(() =>
        hook(signedEvent('charge.dispute.created', dispute, { account: accountId })),
      );
      expect(returned.map((e) => e.key)).toEqual(['payment.return']);
      // Autopay (issue 25 item 3): the tenant's setup and each on/off write one event; a refused method none.
      let setupIntentId = '';
      const setup = await eventsOf(async () => {
        const response = await inject(
          { method: 'POST', url: '/api/autopay/setup', headers: tenant.headers, payload: { leaseId } },
          201,
        );
        setupIntentId = response.json().setupIntentId;
      });
      expect(setup.map((e) => e.key)).toEqual(['lease.update']);
      const stolen = fake.paymentMethodOfAnotherCustomer(accountId);
      Object.assign(fake.setupIntents.get(setupIntentId) ?? {}, {
        status: 'succeeded',
        payment_method: stolen,
      });
      const autopayBody = { leaseId, enabled: true, setupIntentId };
      expect(
        await eventsOf(() =>
          inject({ method: 'PUT', url: '/api/autopay', headers: tenant.headers, payload: autopayBody }, 422),
        ),
      ).toEqual([]);
      fake.confirmSetup(setupIntentId);
      const on = await eventsOf(() =>
        inject({ method: 'PUT', url: '/api/autopay', headers: tenant.headers, payload: autopayBody }, 200),
      );
      expect(on.map((e) => e.key)).toEqual(['lease.update']);
      expect(on[0]).toMatchObject({ actorRole: 'tenant', after: { autopay: true } });
      const off = await eventsOf(() =>
        inject(
          {
            method: 'PUT',
            url: '/api/autopay',
            headers: tenant.headers,
            payload: { leaseId, enabled: false },
          },
          200,
        ),
      );
      expect(off.map((e) => e.key)).toEqual(['lease.update']);
      // A bad signature writes nothing.
      expect(
        await eventsOf(() =>
          inject(
            {
              method: 'POST',
              url: '/api/webhooks/stripe',
              payload: succeeded.payload,
              headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
            },
            400,
          ),
        ),
      ).toEqual([]);
    } finally {
      await app.close();
      await fake.close();
    }
  });
});

describe('lease templates and renewal offers (issue 21)', () => {
  it('saving the template, sending an offer, and the tenant accepting or declining each write one event', async () => {
    const template = await oneEventOf(() =>
      call(
        {
          method: 'PUT',
          url: '/api/org/lease-template',
          headers: admin.headers,
          payload: {
            clauses: [
              { title: { en: 'Pets', fr: 'Animaux' }, body: { en: 'No pets.', fr: 'Pas d’animaux.' } },
            ],
          },
        },
        200,
      ),
    );
    expectEvent(template.event, { action: 'update', entityType: 'organisation', entityId: orgId });
    const place = await createProperty(ctx, admin, {
      address: '21 Renewal Row',
      units: 2,
      monthlyRent: 100000,
    });
    const offerOn = async (endDate: string) => {
      const tenant = await createTenantWithLogin(ctx, admin, place);
      const lease = await call(
        {
          method: 'POST',
          url: '/api/leases',
          headers: admin.headers,
          payload: {
            propertyId: place,
            tenantId: tenant.tenantId,
            startDate: today(),
            endDate,
            rentAmount: 100000,
          },
        },
        201,
      );
      const nextDay = new Date(Date.parse(`${endDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
      const sent = await oneEventOf(() =>
        call(
          {
            method: 'POST',
            url: `/api/leases/${lease.json().id}/renewal-offers`,
            headers: admin.headers,
            payload: {
              startDate: nextDay,
              endDate: inDays(500),
              rentIncreasePercent: 3,
              expiresOn: inDays(20),
            },
          },
          201,
        ),
      );
      expectEvent(sent.event, {
        action: 'create',
        entityType: 'renewal_offer',
        entityId: sent.result.json().id,
      });
      return { tenant, offerId: sent.result.json().id as string };
    };
    const first = await offerOn(inDays(60));
    // Accepting changes two records, each with its event: the offer, and the signature request
    // that sends its addendum to be signed (modules/signatures).
    await newEvents();
    const accepted = await call(
      { method: 'POST', url: `/api/renewal-offers/${first.offerId}/accept`, headers: first.tenant.headers },
      200,
    );
    const acceptEvents = await newEvents();
    expect(acceptEvents.map((event) => `${event.entityType}.${event.action}`).sort()).toEqual([
      'renewal_offer.accept',
      'signature_request.create',
    ]);
    expectEvent(acceptEvents.find((event) => event.entityType === 'renewal_offer') as AuditEventRow, {
      action: 'accept',
      entityType: 'renewal_offer',
      entityId: first.offerId,
      actorRole: 'tenant',
    });
    expect(acceptEvents.find((event) => event.entityType === 'signature_request')?.entityId).toBe(
      accepted.json().signatureRequestId,
    );
    // A second answer is refused and writes nothing.
    await noEventOf(() =>
      call(
        { method: 'POST', url: `/api/renewal-offers/${first.offerId}/accept`, headers: first.tenant.headers },
        409,
      ),
    );
    const second = await offerOn(inDays(90));
    const declined = await oneEventOf(() =>
      call(
        {
          method: 'POST',
          url: `/api/renewal-offers/${second.offerId}/decline`,
          headers: second.tenant.headers,
          payload: { reason: 'Buying a house' },
        },
        200,
      ),
    );
    expectEvent(declined.event, {
      action: 'decline',
      entityType: 'renewal_offer',
      entityId: second.offerId,
      actorRole: 'tenant',
    });
    expect(declined.event.after).toMatchObject({ status: 'declined', declineReason: 'Buying a house' });
  });
});

describe('the organisation logo (issue 19)', () => {
  it('uploading and removing it each write one event on the organisation; a refused file writes none', async () => {
    const upload = (bytes: Uint8Array) => {
      const body = multipartBody({}, [{ fileName: 'logo.png', bytes }]);
      return {
        method: 'PUT' as const,
        url: '/api/org/logo',
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      };
    };
    await noEventOf(() => call(upload(TINY_PDF), 415));
    const set = await oneEventOf(() => call(upload(pngImage(4, 4)), 200));
    expectEvent(set.event, { action: 'update', entityType: 'organisation', entityId: orgId });
    expect(set.event.after).toMatchObject({ logo: { contentType: 'image/png' } });
    const removed = await oneEventOf(() =>
      call({ method: 'DELETE', url: '/api/org/logo', headers: admin.headers }, 204),
    );
    expectEvent(removed.event, { action: 'update', entityType: 'organisation', entityId: orgId });
    expect(removed.event.after).toEqual({ logo: null });
  });
});
