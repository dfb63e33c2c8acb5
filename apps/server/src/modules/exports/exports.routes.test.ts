import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, type SignedInUser } from '../../../test/auth';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { importCsv } from '../../../test/imports';

let ctx: TestContext;
let source: SignedInUser;
let empty: SignedInUser;

const get = (user: SignedInUser, url: string) => ctx.app.inject({ url, headers: user.headers });

beforeAll(async () => {
  ctx = await createTestApp();
  source = await createSignedInUser(ctx, { role: 'owner' });
  empty = await createSignedInUser(ctx, { role: 'owner' });
}, 60_000);
afterAll(() => ctx.close());

describe('CSV exports', () => {
  it('round trip: what one organisation exports imports into an empty one with nothing lost', async () => {
    await importCsv(
      ctx,
      source,
      'properties',
      [
        'Property address;City;State;Zip code;Property type;Unit;Unit rent',
        '12 rue Victor Hugo;Lyon;;69002;Appartement;A;"850,50 €"',
        '12 rue Victor Hugo;Lyon;;69002;Appartement;B;900',
        '"3 place Bellecour\nBâtiment B";Lyon;;69002;Maison;1;1 200,00',
        '=SUM(1+1) Main Street;Springfield;IL;62701;House;"Unit, rear";$1,000.00',
      ].join('\n'),
    );
    await importCsv(
      ctx,
      source,
      'tenants',
      [
        'First name,Last name,Email,Phone,Property address,Unit,Move-in date',
        'Ann,Lee,ann.roundtrip@example.com,+33 6 12 34 56 78,12 rue Victor Hugo,A,2026-01-05',
        '@Bob,"O\'Neil, Jr",bob.roundtrip@example.com,555 010 2030,=SUM(1+1) Main Street,,',
      ].join('\n'),
    );
    const exported: Record<string, string> = {
      properties: (await get(source, '/api/exports/csv/properties')).body,
      tenants: (await get(source, '/api/exports/csv/tenants?lang=fr')).body,
    };
    // Formula-looking cells are escaped in the file.
    expect(exported.properties).toContain("'=SUM(1+1) Main Street");
    expect(exported.tenants).toContain("'@Bob");
    expect(exported.properties.split('\r\n')[1]).toBe('12 rue Victor Hugo,Lyon,,69002,Appartement,A,850.50');

    // Tenants move to a new organisation: their emails must be free, so they leave the first one.
    await ctx.database.db.execute(sql`delete from tenants where org_id = ${source.orgId}`);

    await importCsv(ctx, empty, 'properties', exported.properties);
    await importCsv(ctx, empty, 'tenants', exported.tenants);
    await importCsv(
      ctx,
      source,
      'owner_clients',
      'First name,Last name,Email,Phone,Company\nPaul,Durand,paul@example.com,04 78 00 00 00,"SCI Durand, Lyon"\n=Léa,Petit,,,\n',
    );
    exported.owners = (await get(source, '/api/exports/csv/owner_clients')).body;
    expect(exported.owners).toContain("'=Léa");
    await importCsv(ctx, empty, 'owner_clients', exported.owners);
    expect((await get(empty, '/api/exports/csv/owner_clients')).body).toBe(exported.owners);
    // Entity by entity: the second organisation exports exactly what the first one did.
    expect((await get(empty, '/api/exports/csv/properties')).body).toBe(exported.properties);
    expect((await get(empty, '/api/exports/csv/tenants?lang=fr')).body).toBe(exported.tenants);
  });

  it('is for admins and managers of the whole organisation; another organisation sees only its own', async () => {
    const other = await createSignedInUser(ctx, { role: 'owner' });
    const csv = (await get(other, '/api/exports/csv/properties')).body;
    expect(csv).toBe('\ufeffProperty address,City,State,Zip code,Property type,Unit,Unit rent\r\n');
    expect((await get(other, '/api/exports/csv/documents')).statusCode).toBe(400);
  });
});
