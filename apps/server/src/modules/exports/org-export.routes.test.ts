import { randomBytes } from 'node:crypto';
import { importKinds } from '@rentwise/core/imports/templates';
import { and, eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { importCsv } from '../../../test/imports';
import { multipartBody, TINY_PDF, TINY_PNG } from '../../../test/multipart';
import { notifications, orgExports, outboundEmails, users } from '../../db/schema';

/**
 * Issue 20 item 3: GET /api/exports/org builds a ZIP in the background (one CSV per kind in the
 * import templates' columns, and the documents' files), told by notification and email; the
 * round trip imports every CSV into an empty organisation and compares them entity by entity.
 */

let ctx: TestContext;
let source: SignedInUser;
let target: SignedInUser;

const get = (user: SignedInUser, url: string) => ctx.app.inject({ url, headers: user.headers });

beforeAll(async () => {
  ctx = await createTestApp();
  source = await createSignedInUser(ctx, { role: 'owner' });
  target = await createSignedInUser(ctx, { role: 'owner' });
}, 60_000);
afterAll(() => ctx.close());

describe('whole-organisation export', () => {
  it('exports a ZIP that imports into an empty organisation with nothing lost', async () => {
    await importCsv(
      ctx,
      source,
      'properties',
      'Property address;Property type;Unit;Unit rent\n4 Harbour Road;House;A;"1 200,50 €"\n4 Harbour Road;House;B;900\n=Quay 1;Flat;1;700\n',
    );
    await importCsv(
      ctx,
      source,
      'owner_clients',
      'First name,Last name,Email,Phone,Company\nPaul,Durand,paul.export@example.com,04 78 00 00 00,"SCI Durand, Lyon"\n',
    );
    await importCsv(
      ctx,
      source,
      'vendors',
      'Name,Trade,Email,Phone\n@Fix It,Plumbing,fixit.export@example.com,555 010 0001\n',
    );
    await importCsv(
      ctx,
      source,
      'tenants',
      [
        'First name,Last name,Email,Phone,Property address,Unit',
        'Kiri,Early,kiri.export@example.com,5550001111,4 Harbour Road,A',
        'Mere,Late,mere.export@example.com,5550002222,4 Harbour Road,B',
      ].join('\n'),
    );
    await importCsv(
      ctx,
      source,
      'leases',
      [
        'Property address;Unit;Tenant email;Start date;End date;Rent;Due day;Grace days;Late fee;Deposit held;Opening balance',
        '4 Harbour Road;A;kiri.export@example.com;2025-02-01;2028-01-31;1 200,50 €;3;4;45;1.200,00;"2.450,75"',
        '4 Harbour Road;B;mere.export@example.com;2026-01-01;2027-12-31;900;;;;;',
      ].join('\n'),
    );
    // Several documents, one of them larger than a read chunk (64 KiB): the ZIP is written as a
    // stream, each document deflated as it is read.
    const documents = [
      { name: 'House rules', fileName: 'rules.pdf', bytes: TINY_PDF, contentType: 'application/pdf' },
      { name: 'Floor plan', fileName: 'plan.png', bytes: TINY_PNG, contentType: 'image/png' },
      {
        name: 'Inventory',
        fileName: 'inventory.pdf',
        bytes: Buffer.concat([TINY_PDF, randomBytes(300_000)]),
        contentType: 'application/pdf',
      },
    ];
    for (const { name, ...file } of documents) {
      const upload = multipartBody({ kind: 'other', name }, [file]);
      const document = await ctx.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...source.headers, ...upload.headers },
        payload: upload.payload,
      });
      expect(document.statusCode, document.body).toBe(201);
    }

    const started = await get(source, '/api/exports/org');
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: 'queued', downloadUrl: null });
    let state = started.json();
    for (let i = 0; i < 400 && state.status !== 'ready'; i++) {
      expect(state.status).not.toBe('failed');
      await new Promise((resolve) => setTimeout(resolve, 50));
      state = (await get(source, `/api/exports/${state.id}`)).json();
    }
    expect(state).toMatchObject({ status: 'ready', downloadUrl: `/api/exports/${state.id}/download` });
    expect(new Date(state.expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    // The link arrives as a notification and by email.
    const told = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, source.userId));
    // Stored as catalogue keys, said in the reader's language (here the account's, English).
    const list = (await get(source, '/api/notifications?types=export')).json();
    expect(list.items.map((n: { title: string }) => n.title)).toContain('Your organisation export is ready');
    expect(told.map((n) => n.title)).toContain('notifications:sent.orgExportReady.title');
    expect(told.find((n) => n.type === 'export')?.body).toMatch(
      /^notifications:sent\.orgExportReady\.body\?expires=\d{4}-\d{2}-\d{2}$/,
    );
    const [account] = await ctx.database.db.select().from(users).where(eq(users.id, source.userId));
    const emails = await ctx.database.db
      .select()
      .from(outboundEmails)
      .where(
        and(
          eq(outboundEmails.toAddress, account?.email as string),
          eq(outboundEmails.template, 'org-export-ready'),
        ),
      );
    expect(emails).toHaveLength(1);

    const download = await get(source, state.downloadUrl);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(download.rawPayload));
    expect(
      Object.keys(files)
        .filter((name) => name.endsWith('.csv'))
        .sort(),
    ).toEqual(importKinds.map((kind) => `${kind}.csv`).sort());
    // Every document's bytes, as uploaded, under its own name.
    const entries = Object.keys(files).filter((name) => name.startsWith('documents/'));
    expect(entries).toHaveLength(documents.length);
    for (const { name, bytes } of documents) {
      const entry = entries.find((path) => path.endsWith(`/${name}`));
      expect(entry, name).toBeDefined();
      expect(Buffer.from(files[entry as string] as Uint8Array).equals(bytes), name).toBe(true);
    }
    const csv = Object.fromEntries(
      importKinds.map((kind) => [kind, Buffer.from(files[`${kind}.csv`] as Uint8Array).toString('utf8')]),
    );
    expect(csv.leases).toContain(
      '4 Harbour Road,A,kiri.export@example.com,2025-02-01,2028-01-31,1200.50,3,4,45.00,1200.00,2450.75',
    );
    expect(csv.properties).toContain("'=Quay 1");
    expect(csv.vendors).toContain("'@Fix It");

    // Tenants (and so their leases) move to the new organisation: their emails must be free.
    const db = ctx.database.db;
    const leaseIds = sql`(select id from leases where org_id = ${source.orgId})`;
    await db.execute(
      sql`delete from payment_allocations where payment_id in (select id from payments where lease_id in ${leaseIds})`,
    );
    await db.execute(sql`delete from payments where lease_id in ${leaseIds}`);
    await db.execute(sql`delete from charges where lease_id in ${leaseIds}`);
    await db.execute(
      sql`update documents set lease_id = null, tenant_id = null where org_id = ${source.orgId}`,
    );
    await db.execute(sql`delete from leases where org_id = ${source.orgId}`);
    await db.execute(sql`delete from tenants where org_id = ${source.orgId}`);

    for (const kind of ['properties', 'owner_clients', 'vendors', 'tenants', 'leases']) {
      await importCsv(ctx, target, kind, csv[kind] as string);
    }
    // Entity by entity, the new organisation exports exactly what the ZIP holds.
    for (const kind of importKinds) {
      expect((await get(target, `/api/exports/csv/${kind}`)).body, kind).toBe(csv[kind]);
    }
  }, 120_000);

  it('another organisation gets a 404 for the export and its download', async () => {
    const other = await createSignedInUser(ctx, { role: 'owner' });
    const started = (await get(source, '/api/exports/org')).json();
    expect((await get(other, `/api/exports/${started.id}`)).statusCode).toBe(404);
    expect((await get(other, `/api/exports/${started.id}/download`)).statusCode).toBe(404);
  });

  it('an export not ready yet is a 409 and an expired one a 410, each with its errors: catalogue key', async () => {
    const db = ctx.database.db;
    const [queued] = await db
      .insert(orgExports)
      .values({
        orgId: source.orgId as string,
        requestedBy: source.userId,
        status: 'running',
        claimedAt: new Date(),
      })
      .returning();
    const early = await get(source, `/api/exports/${queued?.id}/download`);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.key).toBe('errors:exports.notReady');
    await db
      .update(orgExports)
      .set({ status: 'ready', fileKey: 'gone', expiresAt: new Date(Date.now() - 1000) })
      .where(eq(orgExports.id, queued?.id as string));
    const late = await get(source, `/api/exports/${queued?.id}/download`);
    expect(late.statusCode).toBe(410);
    expect(late.json().error.key).toBe('errors:exports.expired');
  });
});
