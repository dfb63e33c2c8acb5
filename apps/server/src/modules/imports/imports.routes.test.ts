import { ORG_HEADER } from '@rentwise/core/organisations/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { multipartBody, TINY_PDF } from '../../../test/multipart';
import { memberships } from '../../db/schema';

let ctx: TestContext;
let admin: SignedInUser;
let other: SignedInUser;

function upload(
  user: SignedInUser,
  kind: string,
  text: string | Buffer | null,
  headers: Record<string, string> = {},
) {
  const body = multipartBody(
    { kind },
    text === null
      ? []
      : [{ fileName: 'portfolio.csv', bytes: typeof text === 'string' ? Buffer.from(text) : text }],
  );
  return ctx.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...user.headers, ...headers, ...body.headers },
    payload: body.payload,
  });
}

const get = (user: SignedInUser, url: string) => ctx.app.inject({ url, headers: user.headers });
const post = (user: SignedInUser, url: string) =>
  ctx.app.inject({ method: 'POST', url, headers: user.headers });

/** Polls the import until its commit has finished (the commit runs in the background). */
async function waitForCommit(user: SignedInUser, id: string) {
  const progress: number[] = [];
  for (let i = 0; i < 200; i++) {
    const body = (await get(user, `/api/imports/${id}`)).json();
    progress.push(body.processed);
    if (body.status !== 'queued' && body.status !== 'running') return { body, progress };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the commit did not finish');
}

const PROPERTIES_FR = [
  '\ufeffAdresse du bien;Ville;Code postal;Type de bien;Lot;Loyer du lot',
  '12 rue Victor Hugo;Lyon;69002;Appartement;A;"850,50 €"',
  '12 rue Victor Hugo;Lyon;69002;Appartement;B;900',
  '"3 place Bellecour\nBâtiment B";Lyon;69002;Maison;1;1 200,00',
  '=HYPERLINK("http://evil");Lyon;69002;Maison;1;abc',
  '8 quai Perrache;Lyon;69002;Maison;;700',
].join('\r\n');

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createSignedInUser(ctx, { role: 'owner' });
  other = await createSignedInUser(ctx, { role: 'owner' });
}, 60_000);
afterAll(() => ctx.close());

describe('imports routes', () => {
  it('downloads a template in English and in French', async () => {
    const en = await get(admin, '/api/imports/templates/properties');
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-type']).toContain('text/csv');
    expect(en.body.split('\r\n')[0]).toBe(
      '\ufeffProperty address,City,State,Zip code,Property type,Unit,Unit rent',
    );
    const fr = await get(admin, '/api/imports/templates/tenants?lang=fr');
    expect(fr.body.split('\r\n')[0]).toBe(
      "\ufeffPrénom;Nom;E-mail;Téléphone;Adresse du bien;Lot;Date d'entrée",
    );
  });

  it('previews a French file: semicolons, BOM, quoted newline, decimal comma; bad rows with a message per field', async () => {
    const res = await upload(admin, 'properties', PROPERTIES_FR);
    expect(res.json()).not.toHaveProperty('error');
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      kind: 'properties',
      status: 'preview',
      delimiter: ';',
      columns: ['Adresse du bien', 'Ville', 'Code postal', 'Type de bien', 'Lot', 'Loyer du lot'],
      mapping: { address: 0, city: 1, state: null, zipCode: 2, propertyType: 3, unitLabel: 4, unitRent: 5 },
      counts: { ready: 3, warning: 0, error: 2 },
    });
    const errors = (await get(admin, `/api/imports/${created.id}/rows?status=error`)).json();
    expect(errors.items).toEqual([
      expect.objectContaining({
        rowNumber: 6,
        cells: ['=HYPERLINK("http://evil")', 'Lyon', '69002', 'Maison', '1', 'abc'],
        messages: [
          { field: 'address', message: 'imports:warnings.formula' },
          { field: 'unitRent', message: 'imports:errors.amountInvalid' },
        ],
      }),
      expect.objectContaining({
        rowNumber: 7,
        messages: [{ field: 'unitLabel', message: 'imports:errors.required' }],
      }),
    ]);
    const ready = (await get(admin, `/api/imports/${created.id}/rows?status=ready&limit=2`)).json();
    expect(ready.items.map((r: { rowNumber: number }) => r.rowNumber)).toEqual([2, 3]);
    expect(ready.items[0].cells[0]).toBe('12 rue Victor Hugo');
    const next = (
      await get(admin, `/api/imports/${created.id}/rows?status=ready&cursor=${ready.nextCursor}`)
    ).json();
    expect(next.items[0].cells[0]).toBe('3 place Bellecour\nBâtiment B');

    // 409 while errors remain; nothing created.
    const refused = await post(admin, `/api/imports/${created.id}/commit`);
    expect(refused.statusCode).toBe(409);
    expect((await get(admin, '/api/properties')).json().items).toHaveLength(0);
  });

  it('commits in the background with progress, reports duplicates on a re-import, and undoes', async () => {
    const file = PROPERTIES_FR.split('\r\n').slice(0, 4).join('\r\n');
    const created = (await upload(admin, 'properties', file)).json();
    expect(created.counts).toEqual({ ready: 3, warning: 0, error: 0 });
    const queued = await post(admin, `/api/imports/${created.id}/commit`);
    expect(queued.statusCode).toBe(202);
    const { body } = await waitForCommit(admin, created.id);
    expect(body).toMatchObject({ status: 'committed', processed: 3, total: 3, created: 2 });
    const list = (await get(admin, '/api/properties')).json().items;
    expect(
      list.map((p: { address: string; unitsCount: number }) => [p.address, p.unitsCount]).sort(),
    ).toEqual([
      ['12 rue Victor Hugo', 2],
      ['3 place Bellecour\nBâtiment B', 1],
    ]);
    const victor = list.find((p: { address: string }) => p.address === '12 rue Victor Hugo');
    const units = (await get(admin, `/api/properties/${victor.id}/units`)).json();
    expect(units.map((u: { label: string; monthlyRent: number }) => [u.label, u.monthlyRent])).toEqual([
      ['A', 85050],
      ['B', 90000],
    ]);

    // The same file again: every row a duplicate, nothing to create.
    const again = (await upload(admin, 'properties', file)).json();
    expect(again.counts).toEqual({ ready: 0, warning: 3, error: 0 });
    expect(again.total).toBe(0);
    const warnings = (await get(admin, `/api/imports/${again.id}/rows?status=warning`)).json();
    expect(warnings.items[0]).toMatchObject({
      duplicate: true,
      messages: [{ field: 'address', message: 'imports:warnings.duplicateProperty' }],
    });

    // A tenant moves into an imported property: the undo says what blocks it and removes nothing.
    const tenantFile =
      'First name,Last name,Email,Phone,Property address,Unit,Move-in date\nAnn,Lee,ann.import@example.com,+33 6 12 34 56 78,12 RUE VICTOR HUGO,b,2026-01-05\n';
    const tenants = (await upload(admin, 'tenants', tenantFile)).json();
    expect(tenants.counts).toEqual({ ready: 1, warning: 0, error: 0 });
    await post(admin, `/api/imports/${tenants.id}/commit`);
    expect((await waitForCommit(admin, tenants.id)).body.status).toBe('committed');
    const blocked = await post(admin, `/api/imports/${created.id}/undo`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().error.details).toEqual({ '12 rue Victor Hugo': 'imports:undo.blockedByTenants' });
    expect((await get(admin, '/api/properties')).json().items).toHaveLength(2);

    // Undo the tenants, then the properties.
    expect((await post(admin, `/api/imports/${tenants.id}/undo`)).json().status).toBe('undone');
    const undone = await post(admin, `/api/imports/${created.id}/undo`);
    expect(undone.statusCode).toBe(200);
    expect(undone.json()).toMatchObject({ status: 'undone', processed: 0 });
    expect((await get(admin, '/api/properties')).json().items).toHaveLength(0);
    // And commit again.
    await post(admin, `/api/imports/${created.id}/commit`);
    expect((await waitForCommit(admin, created.id)).body).toMatchObject({ status: 'committed', created: 2 });
  });

  it('changes the mapping and the date format; rows are checked again', async () => {
    const file =
      'Given,Family,Mail,Tel,Building,Flat,Since\nZoe,Roy,zoe@example.com,0612345678,12 rue Victor Hugo,A,03/04/2026\nZoe,Roy,ZOE@example.com,0612345678,12 rue Victor Hugo,A,05/04/2026\n';
    const created = (await upload(admin, 'tenants', file)).json();
    expect(created.mapping).toMatchObject({ firstName: null, email: 2, phone: 3, moveInDate: null });
    expect(created.dateFormat).toBeNull();
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/imports/${created.id}`,
      headers: admin.headers,
      payload: {
        mapping: { firstName: 0, lastName: 1, address: 4, unitLabel: 5, moveInDate: 6 },
        dateFormat: 'DD/MM/YYYY',
      },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().dateFormats).toEqual(['DD/MM/YYYY', 'MM/DD/YYYY']);
    expect(patched.json().counts).toEqual({ ready: 1, warning: 0, error: 1 });
    const [error] = (await get(admin, `/api/imports/${created.id}/rows?status=error`)).json().items;
    expect(error.messages).toEqual([{ field: 'email', message: 'imports:errors.duplicateInFile' }]);
    const badColumn = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/imports/${created.id}`,
      headers: admin.headers,
      payload: { mapping: { firstName: 9 } },
    });
    expect(badColumn.statusCode).toBe(400);
  });

  it("imports owner clients: the owner form's rules, duplicates by email or name, undo", async () => {
    const file = [
      'Prénom;Nom;E-mail;Téléphone;Société',
      'Paul;Durand;paul.durand@example.com;04 78 00 00 00;SCI Durand',
      'Léa;Petit;;;',
      'Paul;Dupont;PAUL.DURAND@example.com;;',
      'X;;bad-email;;',
      'Zoé;Roux;not-an-email;;',
    ].join('\n');
    const created = (await upload(admin, 'owner_clients', file)).json();
    expect(created.counts).toEqual({ ready: 2, warning: 0, error: 3 });
    const errors = (await get(admin, `/api/imports/${created.id}/rows?status=error`)).json().items;
    expect(errors.map((r: { messages: unknown }) => r.messages)).toEqual([
      [{ field: 'email', message: 'imports:errors.duplicateInFile' }],
      [
        { field: 'lastName', message: 'imports:errors.required' },
        { field: 'email', message: 'owners:validation.emailInvalid' },
      ],
      [{ field: 'email', message: 'owners:validation.emailInvalid' }],
    ]);
    const fixed = (await upload(admin, 'owner_clients', file.split('\n').slice(0, 3).join('\n'))).json();
    await post(admin, `/api/imports/${fixed.id}/commit`);
    expect((await waitForCommit(admin, fixed.id)).body).toMatchObject({ status: 'committed', created: 2 });
    const owners = (await get(admin, '/api/owners')).json().items;
    expect(owners.map((o: { lastName: string; company: string | null }) => [o.lastName, o.company])).toEqual([
      ['Durand', 'SCI Durand'],
      ['Petit', null],
    ]);
    // The same file again: both are recognised (by email, by name) and skipped.
    const again = (await upload(admin, 'owner_clients', file.split('\n').slice(0, 3).join('\n'))).json();
    expect(again.counts).toEqual({ ready: 0, warning: 2, error: 0 });
    expect((await post(admin, `/api/imports/${fixed.id}/undo`)).json().status).toBe('undone');
    expect((await get(admin, '/api/owners')).json().items).toHaveLength(0);
  });

  it('refuses bad files: empty, wrong kind, not CSV (415), over 10 MB (413), no file', async () => {
    expect((await upload(admin, 'properties', '')).statusCode).toBe(400);
    expect((await upload(admin, 'properties', 'Property address,Unit\n')).json().error.details).toEqual({
      file: 'imports:file.empty',
    });
    expect((await upload(admin, 'leases-and-more', 'a\nb\n')).statusCode).toBe(400);
    expect((await upload(admin, 'properties', 'Colour,Size\nred,2\n')).json().error.details).toEqual({
      kind: 'imports:file.wrongKind',
    });
    expect((await upload(admin, 'properties', TINY_PDF)).statusCode).toBe(415);
    expect((await upload(admin, 'properties', Buffer.from([0x50, 0x4b, 3, 4, 0, 0]))).statusCode).toBe(415);
    const huge = Buffer.alloc(10 * 1024 * 1024 + 10, 'a');
    expect((await upload(admin, 'properties', huge)).statusCode).toBe(413);
    expect((await upload(admin, 'properties', null)).statusCode).toBe(400);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: admin.headers,
      payload: { kind: 'properties' },
    });
    expect(json.statusCode).toBe(415);
  });

  it("another organisation's import is a 404; a viewer is refused", async () => {
    const created = (await upload(admin, 'properties', PROPERTIES_FR)).json();
    expect((await get(other, `/api/imports/${created.id}`)).statusCode).toBe(404);
    expect((await get(other, `/api/imports/${created.id}/rows`)).statusCode).toBe(404);
    expect((await post(other, `/api/imports/${created.id}/undo`)).statusCode).toBe(404);
    const viewer = await createSignedInUser(ctx, { role: 'owner' });
    await ctx.database.db
      .insert(memberships)
      .values({ orgId: admin.orgId!, userId: viewer.userId, role: 'viewer' });
    const res = await ctx.app.inject({
      url: `/api/imports/${created.id}`,
      headers: { ...viewer.headers, [ORG_HEADER]: admin.orgId! },
    });
    expect(res.statusCode).toBe(403);
  });

  it('an address that is a tenant in another organisation previews and commits like a new one (decision 030: never revealed)', async () => {
    const shared = `shared.${Date.now()}@example.com`;
    const importTenant = async (user: SignedInUser, address: string) => {
      const building = (
        await upload(
          user,
          'properties',
          `Property address,Property type,Unit,Unit rent\n${address},House,A,1000\n`,
        )
      ).json();
      await post(user, `/api/imports/${building.id}/commit`);
      expect((await waitForCommit(user, building.id)).body.status).toBe('committed');
      const file = `First name,Last name,Email,Phone,Property address,Unit,Move-in date\nOla,Known,${shared},+33 6 12 34 56 78,${address},A,2026-01-05\n`;
      const created = (await upload(user, 'tenants', file)).json();
      expect(created.counts).toEqual({ ready: 1, warning: 0, error: 0 });
      await post(user, `/api/imports/${created.id}/commit`);
      return (await waitForCommit(user, created.id)).body;
    };
    expect(await importTenant(other, '7 Elsewhere Road')).toMatchObject({ status: 'committed', created: 1 });
    // The same address in this organisation: ready, no "taken" message, created.
    expect(await importTenant(admin, '9 Hidden Lane')).toMatchObject({ status: 'committed', created: 1 });
  });
});
