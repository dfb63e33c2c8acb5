import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableColumns, getTableName, isTable, type Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

/**
 * Organisations (shared ARCHITECTURE "Organisations"): every product row carries org_id and no
 * query joins across organisations. The tables are read from the Drizzle schema; the joins from
 * the SQL text of the repositories (the only code with SQL): a join of a product table must say
 * that both sides are in one organisation (`x.org_id = y.org_id`, or `eq(x.orgId, y.orgId)`).
 */
const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Accounts and plumbing, not an organisation's data. */
const NOT_PRODUCT_DATA = new Set([
  'users',
  'sessions',
  'refresh_tokens',
  'auth_rate_limits',
  'auth_flow_states',
  'profiles',
  'organisations',
  'memberships',
  'outbound_emails',
  'contact_messages',
  // A user's own inbox and request keys: scoped by user id.
  'notifications',
  'idempotency_keys',
  // Stripe's webhook deliveries, keyed by Stripe's event id: an event may name no organisation of ours.
  'stripe_events',
  // The bytes of STORAGE=database, by opaque storage key (like files on disk): only a documents
  // row, which has the organisation, names a key.
  'document_blobs',
]);

const schemaExports: Record<string, unknown> = schema;
const tables = Object.values(schemaExports).filter((value): value is Table => isTable(value));
const productTables = tables.filter((table) => !NOT_PRODUCT_DATA.has(getTableName(table)));
/** Drizzle variable names of the product tables (for `.innerJoin(leases, …)`). */
const productTableVariables = Object.entries(schemaExports)
  .filter(([, value]) => isTable(value) && !NOT_PRODUCT_DATA.has(getTableName(value as Table)))
  .map(([name]) => name);

function repositoryFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return repositoryFiles(full);
    return /\.repository\.ts$|lease-scope\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** Joins of product tables whose condition does not tie both sides to one organisation. */
export function crossOrganisationJoins(code: string, tableNames: string[], variables: string[]): string[] {
  const found: string[] = [];
  // Raw SQL: `join <table> <alias> on <condition>` up to the next join or clause.
  const raw =
    /\bjoin\s+(\w+)\s+(\w+)\s+on\s+([\s\S]*?)(?=\bjoin\b|\bwhere\b|\border by\b|\bgroup by\b|\blimit\b|`|$)/gi;
  for (const match of code.matchAll(raw)) {
    if (tableNames.includes(match[1]) && !/\borg_id\b/.test(match[3])) found.push(match[0].trim());
  }
  // Drizzle: `.innerJoin(<table>, <condition>)` / `.leftJoin(…)`, one line.
  const drizzle = /\.(?:inner|left|right|full)Join\((\w+),([^\n]*)/g;
  for (const match of code.matchAll(drizzle)) {
    if (variables.includes(match[1]) && !/\borgId\b/.test(match[2])) found.push(match[0].trim());
  }
  return found;
}

describe('organisations in the data', () => {
  it('every product table has a NOT NULL org_id', () => {
    expect(productTables.length).toBeGreaterThan(15);
    const missing = productTables
      .filter((table) => {
        const column = Object.values(getTableColumns(table)).find((c) => c.name === 'org_id');
        return !column?.notNull;
      })
      .map(getTableName);
    expect(missing).toEqual([]);
  });

  it('no repository joins two product tables without tying them to one organisation', () => {
    const names = productTables.map(getTableName);
    const files = repositoryFiles(path.join(src, 'modules'));
    expect(files.length).toBeGreaterThan(10);
    const code = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    // The scan sees the joins at all (a change of spelling would make it pass vacuously).
    expect(code.match(/\bjoin\s+(properties|leases|tenants)\b/gi)?.length).toBeGreaterThan(10);
    const offenders = files.flatMap((file) =>
      crossOrganisationJoins(readFileSync(file, 'utf8'), names, productTableVariables).map(
        (join) => `${path.relative(src, file)}: ${join}`,
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a join without the organisation, in SQL and in Drizzle', () => {
    const names = ['leases', 'tenants'];
    const variables = ['leases', 'tenants'];
    expect(
      crossOrganisationJoins('from leases l join tenants t on t.id = l.tenant_id where', names, variables),
    ).toHaveLength(1);
    expect(
      crossOrganisationJoins(
        'join tenants t on t.id = l.tenant_id and t.org_id = l.org_id\n where',
        names,
        variables,
      ),
    ).toEqual([]);
    expect(
      crossOrganisationJoins('.innerJoin(tenants, eq(tenants.id, leases.tenantId))', names, variables),
    ).toHaveLength(1);
    expect(
      crossOrganisationJoins(
        '.innerJoin(tenants, and(eq(tenants.id, leases.tenantId), eq(tenants.orgId, leases.orgId)))',
        names,
        variables,
      ),
    ).toEqual([]);
    // Joins of accounts (users, profiles) are not an organisation's data.
    expect(crossOrganisationJoins('join users u on u.id = c.owner_id', names, variables)).toEqual([]);
  });
});
