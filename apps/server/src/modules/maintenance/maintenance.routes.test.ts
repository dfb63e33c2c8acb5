import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createProperty,
  createSignedInUser,
  createTenantWithLogin,
  latestEmail,
  linkIn,
  type SignedInUser,
  type TenantWithLogin,
} from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { multipartBody, TINY_PDF, TINY_PNG } from '../../../test/multipart';

let ctx: TestContext;

interface Portfolio {
  owner: SignedInUser;
  propertyId: string;
  tenant: TenantWithLogin;
}

async function portfolio(address: string): Promise<Portfolio> {
  const owner = await createSignedInUser(ctx, { role: 'owner' });
  const propertyId = await createProperty(ctx, owner, { address });
  const tenant = await createTenantWithLogin(ctx, owner, propertyId);
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
      rentAmount: 100000,
    },
  });
  expect(lease.statusCode, lease.body).toBe(201);
  return { owner, propertyId, tenant };
}

const tenantRequest = {
  title: 'Leaking kitchen faucet',
  category: 'plumbing',
  priority: 'emergency',
  description: 'Water drips constantly from the kitchen faucet.',
};

async function post(url: string, headers: Record<string, string> | undefined, payload: object) {
  return ctx.app.inject({ method: 'POST', url, headers, payload });
}

let a: Portfolio;
let b: Portfolio;
let aRequestId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  a = await portfolio('1 Wrench Way');
  b = await portfolio('2 Spanner Street');
  const created = await post('/api/maintenance-requests', a.tenant.headers, tenantRequest);
  expect(created.statusCode, created.body).toBe(201);
  aRequestId = created.json().id;
}, 60_000);
afterAll(() => ctx.close());

describe('maintenance requests over HTTP', () => {
  it('need a signed-in user; owner-only routes refuse tenants', async () => {
    expect((await ctx.app.inject({ url: '/api/maintenance-requests' })).statusCode).toBe(401);
    expect((await post('/api/maintenance-requests', undefined, tenantRequest)).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/maintenance-requests/${aRequestId}` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/vendors' })).statusCode).toBe(401);
    const asTenant = a.tenant.headers;
    expect((await ctx.app.inject({ url: '/api/vendors', headers: asTenant })).statusCode).toBe(403);
    const patch = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/maintenance-requests/${aRequestId}`,
      headers: asTenant,
      payload: { status: 'completed' },
    });
    expect(patch.statusCode).toBe(403);
    const assign = await post(`/api/maintenance-requests/${aRequestId}/assign`, asTenant, {
      vendorId: '00000000-0000-4000-8000-000000000000',
    });
    expect(assign.statusCode).toBe(403);
  });

  it("fills a tenant's request from their lease and maps 'emergency' to urgent", async () => {
    const response = await ctx.app.inject({
      url: `/api/maintenance-requests/${aRequestId}`,
      headers: a.tenant.headers,
    });
    expect(response.statusCode).toBe(200);
    const request = response.json();
    expect(request).toMatchObject({
      propertyId: a.propertyId,
      propertyAddress: '1 Wrench Way',
      tenantId: a.tenant.tenantId,
      priority: 'urgent',
      category: 'plumbing',
      status: 'pending',
      reportedByKind: 'tenant',
      vendor: null,
      updates: [],
    });
    expect(request.unitId).toEqual(expect.any(String));
  });

  it("rejects the Log Maintenance form's bad input with the spec's messages, and unknown keys", async () => {
    const bad = await post('/api/maintenance-requests', a.owner.headers, {
      propertyId: a.propertyId,
      title: 'Leak',
      priority: 'medium',
      description: 'Too short',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual({
      title: 'maintenance:validation.issueRequired',
      description: 'maintenance:validation.descriptionMin',
    });
    const noProperty = await post('/api/maintenance-requests', a.owner.headers, {
      title: 'Broken heater',
      description: 'The heater in the lobby does not start.',
    });
    expect(noProperty.statusCode).toBe(400);
    expect(noProperty.json().error.details).toEqual({
      propertyId: 'maintenance:validation.propertyRequired',
    });
    const massAssignment = await post('/api/maintenance-requests', a.tenant.headers, {
      ...tenantRequest,
      status: 'completed',
      ownerId: b.owner.userId,
    });
    expect(massAssignment.statusCode).toBe(400);
    const wrongPriority = await post('/api/maintenance-requests', a.owner.headers, {
      propertyId: a.propertyId,
      title: 'Broken heater',
      priority: 'whenever',
      description: 'The heater in the lobby does not start.',
    });
    expect(wrongPriority.statusCode).toBe(400);
  });

  it('lets the owner log a request for their property, with the default priority medium', async () => {
    const logged = await post('/api/maintenance-requests', a.owner.headers, {
      propertyId: a.propertyId,
      title: 'Broken lobby heater',
      description: 'The heater in the lobby does not start.',
    });
    expect(logged.statusCode, logged.body).toBe(201);
    expect(logged.json()).toMatchObject({ priority: 'medium', reportedByKind: 'owner', tenantId: null });
    // Another owner's property is a 404, as if it did not exist.
    const foreign = await post('/api/maintenance-requests', b.owner.headers, {
      propertyId: a.propertyId,
      title: 'Broken lobby heater',
      description: 'The heater in the lobby does not start.',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("answers 404 to another owner and another tenant, and lists only the caller's own", async () => {
    const attempts = [
      () => ctx.app.inject({ url: `/api/maintenance-requests/${aRequestId}`, headers: b.owner.headers }),
      () => ctx.app.inject({ url: `/api/maintenance-requests/${aRequestId}`, headers: b.tenant.headers }),
      () =>
        ctx.app.inject({
          method: 'PATCH',
          url: `/api/maintenance-requests/${aRequestId}`,
          headers: b.owner.headers,
          payload: { status: 'cancelled' },
        }),
      () => post(`/api/maintenance-requests/${aRequestId}/updates`, b.owner.headers, { text: 'Hijack' }),
      () => post(`/api/maintenance-requests/${aRequestId}/updates`, b.tenant.headers, { text: 'Hijack' }),
    ];
    for (const attempt of attempts) expect((await attempt()).statusCode).toBe(404);

    for (const caller of [b.owner, b.tenant]) {
      const list = await ctx.app.inject({ url: '/api/maintenance-requests', headers: caller.headers });
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain(aRequestId);
    }
    const own = await ctx.app.inject({ url: '/api/maintenance-requests', headers: a.tenant.headers });
    expect(own.json().items.map((r: { id: string }) => r.id)).toContain(aRequestId);

    // Unchanged by the refused calls.
    const after = await ctx.app.inject({
      url: `/api/maintenance-requests/${aRequestId}`,
      headers: a.owner.headers,
    });
    expect(after.json()).toMatchObject({ status: 'pending', updates: [] });
  });

  it('refuses a tenant opening a request for a unit or property that is not theirs', async () => {
    const otherProperty = await post('/api/maintenance-requests', a.tenant.headers, {
      ...tenantRequest,
      propertyId: b.propertyId,
    });
    expect(otherProperty.statusCode).toBe(404);
    const units = await ctx.app.inject({
      url: `/api/properties/${a.propertyId}/units`,
      headers: a.owner.headers,
    });
    const unitIds = (units.json().items ?? units.json()).map((u: { id: string }) => u.id) as string[];
    const mine = (
      await ctx.app.inject({ url: `/api/maintenance-requests/${aRequestId}`, headers: a.tenant.headers })
    ).json().unitId;
    const neighbour = unitIds.find((id) => id !== mine);
    expect(neighbour).toBeDefined();
    const otherUnit = await post('/api/maintenance-requests', a.tenant.headers, {
      ...tenantRequest,
      unitId: neighbour,
    });
    expect(otherUnit.statusCode).toBe(404);
  });

  it('answers a tenant without a lease with 409 NO_ACTIVE_LEASE', async () => {
    const lonely = await createSignedInUser(ctx, { role: 'tenant' });
    const response = await post('/api/maintenance-requests', lonely.headers, tenantRequest);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('NO_ACTIVE_LEASE');
  });

  it('filters the owner list by status, priority and property, with pagination', async () => {
    const urgent = await ctx.app.inject({
      url: '/api/maintenance-requests?priority=urgent',
      headers: a.owner.headers,
    });
    expect(urgent.json().items.every((r: { priority: string }) => r.priority === 'urgent')).toBe(true);
    expect(urgent.json().items.length).toBeGreaterThan(0);
    const completed = await ctx.app.inject({
      url: '/api/maintenance-requests?status=completed',
      headers: a.owner.headers,
    });
    expect(completed.json().items).toEqual([]);
    const byProperty = await ctx.app.inject({
      url: `/api/maintenance-requests?propertyId=${b.propertyId}`,
      headers: a.owner.headers,
    });
    expect(byProperty.json().items).toEqual([]);
    const first = await ctx.app.inject({
      url: '/api/maintenance-requests?limit=1',
      headers: a.owner.headers,
    });
    expect(first.json().items).toHaveLength(1);
    expect(first.json().nextCursor).toEqual(expect.any(String));
    const second = await ctx.app.inject({
      url: `/api/maintenance-requests?limit=1&cursor=${first.json().nextCursor}`,
      headers: a.owner.headers,
    });
    expect(second.json().items).toHaveLength(1);
    expect(second.json().items[0].id).not.toBe(first.json().items[0].id);
  });

  it('lets the tenant comment but not change the status', async () => {
    const status = await post(`/api/maintenance-requests/${aRequestId}/updates`, a.tenant.headers, {
      text: 'Getting worse',
      status: 'completed',
    });
    expect(status.statusCode).toBe(403);
    const comment = await post(`/api/maintenance-requests/${aRequestId}/updates`, a.tenant.headers, {
      text: 'It is getting worse tonight.',
    });
    expect(comment.statusCode).toBe(201);
    expect(comment.json().updates.at(-1)).toMatchObject({
      authorKind: 'tenant',
      text: 'It is getting worse tonight.',
    });
  });

  it('assigns an own vendor (emailing the job link), never another owner’s', async () => {
    const bad = await post('/api/vendors', a.owner.headers, { name: 'A', trade: '', email: 'x', phone: '1' });
    expect(bad.statusCode).toBe(400);
    const vendor = await post('/api/vendors', a.owner.headers, {
      name: 'Pat Plumber',
      trade: 'Plumbing',
      email: 'pat.plumber@vendors.test',
      phone: '5550102030',
    });
    expect(vendor.statusCode, vendor.body).toBe(201);
    const foreignVendor = await post('/api/vendors', b.owner.headers, {
      name: 'Bob Builder',
      trade: 'General',
      email: 'bob@vendors.test',
      phone: '5550102031',
    });
    const vendors = await ctx.app.inject({ url: '/api/vendors', headers: a.owner.headers });
    expect(vendors.body).toContain('Pat Plumber');
    expect(vendors.body).not.toContain('Bob Builder');

    const foreign = await post(`/api/maintenance-requests/${aRequestId}/assign`, a.owner.headers, {
      vendorId: foreignVendor.json().id,
    });
    expect(foreign.statusCode).toBe(404);
    const byOtherOwner = await post(`/api/maintenance-requests/${aRequestId}/assign`, b.owner.headers, {
      vendorId: foreignVendor.json().id,
    });
    expect(byOtherOwner.statusCode).toBe(404);

    const assigned = await post(`/api/maintenance-requests/${aRequestId}/assign`, a.owner.headers, {
      vendorId: vendor.json().id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().vendor).toMatchObject({ name: 'Pat Plumber' });
    expect(assigned.body).not.toMatch(/vendor-jobs\//);

    const email = await latestEmail(ctx, 'pat.plumber@vendors.test');
    expect(email.textBody).toContain('1 Wrench Way');
    expect(email.textBody).toContain('Leaking kitchen faucet');
    expect(email.textBody).toContain('Urgent');
    const link = new URL(linkIn(email.textBody.slice(email.textBody.indexOf('/vendor-jobs/') - 40)));
    expect(link.pathname).toMatch(/^\/vendor-jobs\/[\w-]{40,}$/);
    const token = link.pathname.split('/').pop()!;

    // The public job page: no account needed.
    const job = await ctx.app.inject({ url: `/api/vendor-jobs/${token}` });
    expect(job.statusCode, job.body).toBe(200);
    expect(job.json()).toMatchObject({ title: 'Leaking kitchen faucet', vendorName: 'Pat Plumber' });
    const update = await post(`/api/vendor-jobs/${token}/updates`, undefined, {
      status: 'in_progress',
      text: 'On my way with a new cartridge.',
    });
    expect(update.statusCode, update.body).toBe(201);
    const seen = await ctx.app.inject({
      url: `/api/maintenance-requests/${aRequestId}`,
      headers: a.tenant.headers,
    });
    expect(seen.json().status).toBe('in_progress');
    expect(seen.json().updates.at(-1)).toMatchObject({
      authorKind: 'vendor',
      authorName: 'Pat Plumber',
      statusChange: 'in_progress',
    });
    // Vendors cannot cancel, nor send unknown keys.
    const cancel = await post(`/api/vendor-jobs/${token}/updates`, undefined, {
      status: 'cancelled',
      text: 'x',
    });
    expect(cancel.statusCode).toBe(400);

    // The owner closes the job: the link stops working.
    const closed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/maintenance-requests/${aRequestId}`,
      headers: a.owner.headers,
      payload: { status: 'completed', scheduledFor: '2026-12-01' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'completed', scheduledFor: '2026-12-01' });
    const expired = await ctx.app.inject({ url: `/api/vendor-jobs/${token}` });
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('LINK_EXPIRED');
    // Assigning a closed job is a conflict.
    const again = await post(`/api/maintenance-requests/${aRequestId}/assign`, a.owner.headers, {
      vendorId: vendor.json().id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('answers an unknown vendor link with 404 and limits the public routes per address', async () => {
    const token = 'x'.repeat(43);
    const unknown = await ctx.app.inject({ url: `/api/vendor-jobs/${token}`, remoteAddress: '10.77.0.1' });
    expect(unknown.statusCode).toBe(404);
    let last = 0;
    for (let i = 0; i < 11; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `/api/vendor-jobs/${token}/updates`,
        payload: { text: 'Spam' },
        remoteAddress: '10.77.0.2',
      });
      last = response.statusCode;
    }
    expect(last).toBe(429);
  });

  it('attaches photos for the owner and the request’s tenant only, images only', async () => {
    const created = await post('/api/maintenance-requests', a.tenant.headers, {
      ...tenantRequest,
      title: 'Cracked bathroom tile',
    });
    const id = created.json().id as string;
    const upload = (bytes: Buffer, fileName = 'photo.png') => multipartBody({}, [{ fileName, bytes }]);
    const send = (headers: Record<string, string>, body = upload(TINY_PNG)) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/maintenance-requests/${id}/photos`,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });

    const byTenant = await send(a.tenant.headers);
    expect(byTenant.statusCode, byTenant.body).toBe(201);
    expect(byTenant.json().photos).toHaveLength(1);
    expect(byTenant.json().photos[0]).toMatchObject({ contentType: 'image/png', name: 'photo.png' });
    const byOwner = await send(a.owner.headers);
    expect(byOwner.statusCode).toBe(201);
    expect(byOwner.json().photos).toHaveLength(2);

    // A PDF is not a photo; another owner or tenant is a 404.
    expect((await send(a.tenant.headers, upload(TINY_PDF, 'x.pdf'))).statusCode).toBe(415);
    expect((await send(b.owner.headers)).statusCode).toBe(404);
    expect((await send(b.tenant.headers)).statusCode).toBe(404);

    // The tenant and the owner download the same bytes through the documents API.
    const documentId = byTenant.json().photos[0].documentId;
    for (const caller of [a.tenant, a.owner]) {
      const download = await ctx.app.inject({
        url: `/api/documents/${documentId}/download`,
        headers: caller.headers,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(TINY_PNG)).toBe(true);
      // The photos stay with their request: no Documents list shows them (issue 18).
      for (const query of ['', '?kind=photo']) {
        const listed = (
          await ctx.app.inject({ url: `/api/documents${query}`, headers: caller.headers })
        ).json();
        expect(listed.items.map((d: { id: string }) => d.id)).not.toContain(documentId);
      }
    }
    const foreign = await ctx.app.inject({
      url: `/api/documents/${documentId}/download`,
      headers: b.tenant.headers,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('lets the vendor add and see the job’s photos through a live link only', async () => {
    const created = await post('/api/maintenance-requests', a.tenant.headers, {
      ...tenantRequest,
      title: 'Broken window latch',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const vendor = await post('/api/vendors', a.owner.headers, {
      name: 'Gail Glazier',
      trade: 'Glazing',
      email: 'gail.glazier@vendors.test',
      phone: '5550104040',
    });
    expect(vendor.statusCode, vendor.body).toBe(201);
    // The tenant's own photo first: the vendor must see it too, and only this job's photos.
    const tenantPhoto = multipartBody({}, [{ fileName: 'latch.png', bytes: TINY_PNG }]);
    const byTenant = await ctx.app.inject({
      method: 'POST',
      url: `/api/maintenance-requests/${id}/photos`,
      headers: { ...a.tenant.headers, ...tenantPhoto.headers },
      payload: tenantPhoto.payload,
    });
    expect(byTenant.statusCode, byTenant.body).toBe(201);
    const tenantPhotoId = byTenant.json().photos[0].documentId as string;
    const assigned = await post(`/api/maintenance-requests/${id}/assign`, a.owner.headers, {
      vendorId: vendor.json().id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    // The email names the tenant as the on-site contact, with their phone.
    const email = await latestEmail(ctx, 'gail.glazier@vendors.test');
    expect(email.textBody).toContain('On-site contact (tenant): Tess Tenant · 5550001111');
    const token = new URL(linkIn(email.textBody.slice(email.textBody.indexOf('/vendor-jobs/') - 40))).pathname
      .split('/')
      .pop()!;

    const job = await ctx.app.inject({ url: `/api/vendor-jobs/${token}` });
    expect(job.statusCode, job.body).toBe(200);
    expect(job.json().siteContact).toEqual({ name: 'Tess Tenant', phone: '5550001111' });
    expect(job.json().photos).toEqual([
      expect.objectContaining({ documentId: tenantPhotoId, name: 'latch.png' }),
    ]);

    const upload = (bytes: Buffer, fileName: string, remoteAddress = '10.78.0.1') => {
      const body = multipartBody({}, [{ fileName, bytes }]);
      return ctx.app.inject({
        method: 'POST',
        url: `/api/vendor-jobs/${token}/photos`,
        headers: body.headers,
        payload: body.payload,
        remoteAddress,
      });
    };
    // Not an image → 415, nothing stored.
    const pdf = await upload(TINY_PDF, 'quote.pdf');
    expect(pdf.statusCode, pdf.body).toBe(415);
    const added = await upload(TINY_PNG, 'after-repair.png');
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().photos).toHaveLength(2);
    const vendorPhotoId = added.json().photos[1].documentId as string;
    expect(added.json().photos[1]).toMatchObject({ name: 'after-repair.png', contentType: 'image/png' });
    expect(added.json().updates.at(-1)).toMatchObject({
      authorKind: 'vendor',
      authorName: 'Gail Glazier',
      text: 'Photo added: after-repair.png',
    });

    // The vendor downloads this job's photos (the tenant's and their own), with nosniff.
    for (const photoId of [tenantPhotoId, vendorPhotoId]) {
      const download = await ctx.app.inject({ url: `/api/vendor-jobs/${token}/photos/${photoId}` });
      expect(download.statusCode, download.body).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      expect(download.headers['x-content-type-options']).toBe('nosniff');
      expect(download.rawPayload.equals(TINY_PNG)).toBe(true);
    }
    // Another job's photo (from the earlier test's request) or any other id: 404.
    const otherJob = await ctx.app.inject({
      url: `/api/maintenance-requests?limit=50`,
      headers: a.owner.headers,
    });
    const otherPhotoId = (otherJob.json().items as { id: string; photos: { documentId: string }[] }[])
      .filter((item) => item.id !== id)
      .flatMap((item) => item.photos)[0]?.documentId;
    expect(otherPhotoId).toBeTruthy();
    for (const photoId of [otherPhotoId, '00000000-0000-4000-8000-000000000000']) {
      const download = await ctx.app.inject({ url: `/api/vendor-jobs/${token}/photos/${photoId}` });
      expect(download.statusCode).toBe(404);
    }

    // The owner and the tenant see the vendor's photo (same bytes) and were notified.
    for (const caller of [a.owner, a.tenant]) {
      const seen = await ctx.app.inject({ url: `/api/maintenance-requests/${id}`, headers: caller.headers });
      expect(seen.json().photos.map((photo: { documentId: string }) => photo.documentId)).toEqual([
        tenantPhotoId,
        vendorPhotoId,
      ]);
      const download = await ctx.app.inject({
        url: `/api/documents/${vendorPhotoId}/download`,
        headers: caller.headers,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.equals(TINY_PNG)).toBe(true);
      const notifications = await ctx.app.inject({ url: '/api/notifications', headers: caller.headers });
      expect(notifications.body).toContain(
        'Gail Glazier — \\"Broken window latch\\": Photo added: after-repair.png',
      );
    }
    // Another owner cannot download it.
    const foreign = await ctx.app.inject({
      url: `/api/documents/${vendorPhotoId}/download`,
      headers: b.owner.headers,
    });
    expect(foreign.statusCode).toBe(404);

    // Once the job is closed, the link neither uploads nor downloads: 410.
    const closed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/maintenance-requests/${id}`,
      headers: a.owner.headers,
      payload: { status: 'completed' },
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const late = await upload(TINY_PNG, 'late.png', '10.78.0.2');
    expect(late.statusCode).toBe(410);
    expect(late.json().error.code).toBe('LINK_EXPIRED');
    const lateDownload = await ctx.app.inject({ url: `/api/vendor-jobs/${token}/photos/${vendorPhotoId}` });
    expect(lateDownload.statusCode).toBe(410);
    // An unknown link is a 404, before the body is read.
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: `/api/vendor-jobs/${'y'.repeat(43)}/photos`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unknown.statusCode).toBe(404);
    const after = await ctx.app.inject({ url: `/api/maintenance-requests/${id}`, headers: a.owner.headers });
    expect(after.json().photos).toHaveLength(2);
  });
});
