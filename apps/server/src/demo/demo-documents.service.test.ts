import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ordinal } from '@rentwise/core/leases/terms-text';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';
import { extractPages } from '../modules/lease-reviews/extract-text';
import { DEMO_OWNER, DEMO_TENANT } from './demo-data';
import { seedDemoIfEmpty } from './seed-demo';

let ctx: TestContext;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rw-demo-docs-'));
  ctx = await createTestApp({ config: { dataDir } });
  await seedDemoIfEmpty(ctx.database, pino({ level: 'silent' }) as never, ctx.app.deps.storage);
}, 60_000);
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function headersOf(email: string, password: string) {
  const session = await signIn(ctx, email, password, '10.79.0.1');
  return { authorization: `Bearer ${session.json().access_token}` };
}

describe('demo documents', () => {
  it('gives the demo tenant a real lease agreement PDF on their lease and a notice', async () => {
    const tenant = await headersOf(DEMO_TENANT.email, DEMO_TENANT.password);
    const list = (await ctx.app.inject({ url: '/api/documents', headers: tenant })).json();
    const byKind = Object.fromEntries(
      list.items.map((d: { kind: string; name: string; leaseId: string | null; contentType: string }) => [
        d.kind,
        d,
      ]),
    );
    expect(byKind.lease).toMatchObject({ name: 'Lease agreement', contentType: 'application/pdf' });
    expect(byKind.lease.leaseId).toEqual(expect.any(String));
    expect(byKind.notice).toMatchObject({
      name: 'Notice of annual inspection',
      contentType: 'application/pdf',
    });

    const pdf = await ctx.app.inject({ url: `/api/documents/${byKind.lease.id}/download`, headers: tenant });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.rawPayload.toString('latin1')).toContain('%%EOF');
    // Written from the lease's own terms: the demo tenant's rent falls due on the seeding day.
    const lease = (
      await ctx.app.inject({ url: `/api/leases/${byKind.lease.leaseId}`, headers: tenant })
    ).json();
    const text = (await extractPages(new Uint8Array(pdf.rawPayload), 'application/pdf'))
      .join(' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain(`due on the ${ordinal(lease.dueDay)} day of each month`);
    if (lease.dueDay !== 1) expect(text).not.toContain('due on the 1st');

    // The owner sees the lease agreement on the lease's detail.
    const owner = await headersOf(DEMO_OWNER.email, DEMO_OWNER.password);
    const onLease = (
      await ctx.app.inject({ url: `/api/documents?leaseId=${byKind.lease.leaseId}`, headers: owner })
    ).json();
    expect(onLease.items.map((d: { id: string }) => d.id)).toEqual([byKind.lease.id]);
  });
});
