/**
 * Leave-one-out backtest of rent suggestions (issue 22 item 4), run by `npm run bench` on the large
 * seed (`npm run seed:large`) in the configured database (DATA_DIR or DATABASE_URL):
 *
 *   node --import tsx apps/server/src/modules/rent-suggestions/backtest.ts [--sample=N]
 *
 * For each unit's latest lease: hide that lease, ask for a suggestion for its unit as of the day it
 * started (so only leases that had started by then count, as in real use), and compare the
 * suggestion with the rent the lease was actually signed at. Prints a few human lines, then one
 * JSON line with the figures (the bench reads the last line).
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { wholeOrganisation } from '../../db/scope';
import { computeSuggestion } from './rent-suggestions.service';

const LARGE_OWNER_EMAIL = 'large@demo.rentwise.app';

const median = (values: number[]) => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

async function main(): Promise<void> {
  const sample = Number(process.argv.find((arg) => arg.startsWith('--sample='))?.split('=')[1] ?? 0);
  const config = loadConfig();
  const database = await createDatabase({
    url: config.databaseUrl,
    pgliteDir: config.databaseUrl ? undefined : config.pgliteDir,
  });
  const { db } = database;
  try {
    const org = (
      (await db.execute(sql`
        select m.org_id as "orgId" from memberships m join users u on u.id = m.user_id
         where u.email = ${LARGE_OWNER_EMAIL} order by m.created_at limit 1`)) as unknown as {
        rows: { orgId: string }[];
      }
    ).rows[0];
    if (!org) throw new Error(`no large portfolio here (${LARGE_OWNER_EMAIL}): run npm run seed:large first`);
    const leases = (
      (await db.execute(sql`
        select distinct on (l.unit_id) l.id, l.unit_id as "unitId", l.start_date::text as "startDate",
               l.rent_amount as rent
          from leases l
         where l.org_id = ${org.orgId} and l.status <> 'draft' and l.unit_id is not null
         order by l.unit_id, l.start_date desc, l.created_at desc`)) as unknown as {
        rows: { id: string; unitId: string; startDate: string; rent: number }[];
      }
    ).rows;
    // Every k-th lease when sampling (an even spread over the portfolio, the same on every run).
    const step = sample > 0 ? Math.max(1, Math.floor(leases.length / sample)) : 1;
    const chosen = leases.filter((_, i) => i % step === 0);
    const scope = wholeOrganisation(org.orgId);
    const errors: number[] = [];
    const byConfidence: Record<string, number[]> = { low: [], medium: [], high: [] };
    let withinRange = 0;
    let none = 0;
    // A naive reference: the average rent of the other units' leases in the same building.
    const naiveErrors: number[] = [];
    const started = Date.now();
    for (const lease of chosen) {
      const suggestion = await computeSuggestion(db, scope, lease.unitId, lease.startDate, {
        excludeLeaseId: lease.id,
      });
      const rent = Number(lease.rent);
      if (!suggestion || suggestion.amount === null) {
        none += 1;
        continue;
      }
      const error = Math.abs(suggestion.amount - rent) / rent;
      errors.push(error);
      byConfidence[suggestion.confidence]?.push(error);
      if ((suggestion.low ?? 0) <= rent && rent <= (suggestion.high ?? 0)) withinRange += 1;
      const sameBuilding = suggestion.comparables.filter(
        (c) => c.propertyId === suggestion.comparables[0]?.propertyId,
      );
      if (sameBuilding.length > 0) {
        const naive = sameBuilding.reduce((sum, c) => sum + c.rent, 0) / sameBuilding.length;
        naiveErrors.push(Math.abs(naive - rent) / rent);
      }
    }
    const figures = {
      leases: chosen.length,
      suggested: errors.length,
      noComparables: none,
      mdape: median(errors),
      withinRange: errors.length ? withinRange / errors.length : null,
      byConfidence: Object.fromEntries(
        Object.entries(byConfidence).map(([level, list]) => [
          level,
          { count: list.length, mdape: median(list) },
        ]),
      ),
      naiveMdape: median(naiveErrors),
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
    console.log(JSON.stringify(figures));
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
