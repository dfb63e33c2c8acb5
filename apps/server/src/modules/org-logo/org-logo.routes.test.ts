import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { createLeasedBuilding } from '../../../test/leases';
import { multipartBody, pngImage, TINY_PDF } from '../../../test/multipart';
import { actorOfOwner } from '../../../test/organisations';
import { auditEvents, memberships, organisationLogos } from '../../db/schema';

/**
 * The organisation's logo (issue 19 item 1): upload (PNG/JPEG ≤ 1 MB, the type read from the
 * bytes), show, remove; the statement, the reports and the lease agreement PDFs embed it.
 */

let ctx: TestContext;
let admin: SignedInUser;
let other: SignedInUser;
let viewer: Record<string, string>;
let leaseId: string;
let ownerId: string;

const ORG = 'x-org-id';

const LOGO = pngImage(8, 4);
/** An image XObject in a PDF: what pdfkit writes for an embedded picture. */
const hasImage = (pdf: Buffer) => pdf.toString('latin1').includes('/Subtype /Image');

function upload(headers: Record<string, string>, bytes: Uint8Array, fileName = 'logo.png') {
  const body = multipartBody({}, [{ fileName, bytes, contentType: 'image/png' }]);
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/org/logo',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

const get = (url: string, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx, { role: 'owner' });
  other = await createSignedInUser(ctx, { role: 'owner' });
  const member = await createSignedInUser(ctx, { role: 'owner' });
  await ctx.database.db
    .insert(memberships)
    .values({ orgId: admin.orgId!, userId: member.userId, role: 'viewer' });
  viewer = { ...member.headers, [ORG]: admin.orgId! };
  const building = await createLeasedBuilding(ctx.database.db, actorOfOwner(admin), {
    address: '7 Logo Lane',
    units: 1,
  });
  leaseId = building.leaseId;
  const owner = await ctx.app.inject({
    method: 'POST',
    url: '/api/owners',
    headers: admin.headers,
    payload: { firstName: 'Lola', lastName: 'Logo', email: `${randomUUID()}@owners.test` },
  });
  expect(owner.statusCode, owner.body).toBe(201);
  ownerId = owner.json().id;
}, 60_000);
afterAll(() => ctx.close());

describe('the organisation logo', () => {
  it('none yet: GET is a 404 and the PDFs have no image', async () => {
    expect((await get('/api/org/logo')).statusCode).toBe(404);
    const report = await get('/api/reports/rent-roll?format=pdf');
    expect(report.statusCode).toBe(200);
    expect(hasImage(report.rawPayload)).toBe(false);
  });

  it('refuses another type with 415 (the bytes decide, not the name) and a file over 1 MB with 413', async () => {
    const pdf = await upload(admin.headers, TINY_PDF, 'logo.png');
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.key).toBe('errors:orgLogo.type');
    // A PNG signature then 1 MB of padding: too big before anything else is read.
    const big = Buffer.concat([LOGO, Buffer.alloc(1024 * 1024)]);
    expect((await upload(admin.headers, big)).statusCode).toBe(413);
    // A PNG signature on damaged data: pdfkit could not draw it, so it is not accepted.
    const damaged = Buffer.concat([LOGO.subarray(0, 16), Buffer.alloc(40)]);
    expect((await upload(admin.headers, damaged)).statusCode).toBe(415);
    expect((await get('/api/org/logo')).statusCode).toBe(404);
  });

  it('a viewer may see it but not change it (403)', async () => {
    expect((await upload(viewer, LOGO)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/org/logo', headers: viewer })).statusCode,
    ).toBe(403);
  });

  it('an admin uploads it: GET answers the bytes, audited, and every member sees it', async () => {
    const response = await upload(admin.headers, LOGO);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ contentType: 'image/png', size: LOGO.length });
    const logo = await get('/api/org/logo');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.rawPayload.equals(LOGO)).toBe(true);
    expect((await get('/api/org/logo', viewer)).statusCode).toBe(200);
    const events = await ctx.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.orgId, admin.orgId!), eq(auditEvents.entityType, 'organisation')));
    expect(events.some((event) => (event.after as { logo?: unknown })?.logo !== undefined)).toBe(true);
  });

  it("another organisation's member gets its own answer (404), never this logo", async () => {
    expect((await get('/api/org/logo', other.headers)).statusCode).toBe(404);
    // Naming this organisation without being a member of it: 404 too.
    expect((await get('/api/org/logo', { ...other.headers, [ORG]: admin.orgId! })).statusCode).toBe(404);
  });

  it('the statement, the reports and the lease agreement PDFs embed it', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const statement = await get(`/api/owners/${ownerId}/statements/${month}.pdf`);
    expect(statement.statusCode, statement.body).toBe(200);
    expect(hasImage(statement.rawPayload)).toBe(true);
    const report = await get('/api/reports/income-statement?format=pdf');
    expect(report.statusCode, report.body).toBe(200);
    expect(hasImage(report.rawPayload)).toBe(true);
    const agreement = await get(`/api/leases/${leaseId}/agreement.pdf`);
    expect(agreement.statusCode, agreement.body).toBe(200);
    expect(hasImage(agreement.rawPayload)).toBe(true);
    // Another organisation's PDFs stay without it.
    const theirs = await get('/api/reports/rent-roll?format=pdf', other.headers);
    expect(hasImage(theirs.rawPayload)).toBe(false);
  });

  it('replacing and removing: the row follows, DELETE twice is a 404', async () => {
    const before = await ctx.database.db
      .select()
      .from(organisationLogos)
      .where(eq(organisationLogos.orgId, admin.orgId!));
    expect((await upload(admin.headers, LOGO)).statusCode).toBe(200);
    const after = await ctx.database.db
      .select()
      .from(organisationLogos)
      .where(eq(organisationLogos.orgId, admin.orgId!));
    expect(after[0]?.storageKey).not.toBe(before[0]?.storageKey);
    const removed = await ctx.app.inject({ method: 'DELETE', url: '/api/org/logo', headers: admin.headers });
    expect(removed.statusCode).toBe(204);
    expect((await get('/api/org/logo')).statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/org/logo', headers: admin.headers })).statusCode,
    ).toBe(404);
    const report = await get('/api/reports/rent-roll?format=pdf');
    expect(hasImage(report.rawPayload)).toBe(false);
  });
});
