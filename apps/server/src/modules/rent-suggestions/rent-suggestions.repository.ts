import type { RentIndexName } from '@rentwise/core/rent-suggestions/schemas';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { rentIndices } from '../../db/schema';
import { type Scope, scopeSql } from '../../db/scope';

/**
 * SQL of rent suggestions (issue 22 item 3): the unit asked about, its comparables (one set-based
 * query) and the organisation's rent index.
 */

export interface SuggestionSubjectRow {
  id: string;
  propertyId: string;
  bedrooms: number | null;
  bathrooms: number | null;
  areaM2: number | null;
  features: string[];
  city: string | null;
  zipCode: string | null;
  propertyType: string;
  /** A pending or active tenant is assigned, or a lease is in force on `asOf`. */
  occupied: boolean;
  /** The day the unit's last lease (before `asOf`) ended, its move-out when ended early. */
  lastEnd: string | null;
  createdOn: string;
}

/** The unit, when it belongs to a property in scope, with what the suggestion compares. */
export async function findSubject(
  db: DbOrTx,
  scope: Scope,
  unitId: string,
  asOf: string,
): Promise<SuggestionSubjectRow | undefined> {
  const result = await db.execute(sql`
    select u.id, u.property_id as "propertyId", u.bedrooms, u.bathrooms::float8 as bathrooms,
           u.area_m2 as "areaM2", u.features, p.city, p.zip_code as "zipCode",
           p.property_type as "propertyType",
           (exists (select 1 from tenants t
                     where t.unit_id = u.id and t.org_id = u.org_id and t.status in ('pending', 'active'))
            or exists (select 1 from leases l
                        where l.unit_id = u.id and l.org_id = u.org_id and l.status = 'active'
                          and l.start_date <= ${asOf}::date
                          and coalesce(l.move_out_date, l.end_date) >= ${asOf}::date)) as occupied,
           (select max(coalesce(l.move_out_date, l.end_date))::text from leases l
             where l.unit_id = u.id and l.org_id = u.org_id and l.status <> 'draft'
               and l.start_date <= ${asOf}::date) as "lastEnd",
           u.created_at::date::text as "createdOn"
      from units u
      join properties p on p.id = u.property_id and p.org_id = u.org_id
     where u.id = ${unitId} and ${scopeSql(sql`u.org_id`, sql`u.property_id`, scope)}`);
  return rowsOf<SuggestionSubjectRow>(result)[0];
}

export interface ComparableRow {
  unitId: string;
  unitLabel: string;
  propertyId: string;
  propertyName: string;
  rent: number;
  startDate: string;
  bedrooms: number | null;
  areaM2: number | null;
  similarity: number;
  /** Latest index value ÷ the value in force at the lease's start; null without an index for it. */
  indexFactor: number | null;
}

/** A Postgres text[] literal; feature names are a fixed list of plain words. */
const textArray = (values: readonly string[]) =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, '')}"`).join(',')}}`;

/** How far back a lease still says something about today's market. */
export const COMPARABLE_YEARS = 3;
export const MAX_COMPARABLES = 10;
/** A building (or ZIP code) with this many comparables is evidence enough; below, the search widens. */
export const MIN_LOCAL_COMPARABLES = 3;

/**
 * The comparables of a unit, in one statement: the latest lease (not a draft, started on or
 * before `asOf`, within three years) of every other unit in scope whose property has the same
 * city and type (case and spaces ignored), whose bedrooms are within one and whose area within
 * 30 % (an attribute either side lacks does not exclude). Each gets a similarity in 0..1, the
 * product of: bedrooms (same 1, one apart 0.6, unknown 0.8), area (1 − 1.5 × relative difference,
 * unknown 0.8), bathrooms (same 1, different 0.85, unknown 0.9), features (0.9 + 0.1 × Jaccard),
 * place (same building 1, same ZIP code 0.9, same city 0.8) and age (1 today, down to 0.5 at
 * three years). Then the nearest place with evidence enough: the building's comparables alone when
 * it has three or more, else the ZIP code's, else the city's. The ten most similar, then most recent. With `excludeLeaseId`, that lease is left out (the backtest's held-out one).
 */
export async function findComparables(
  db: DbOrTx,
  scope: Scope,
  subject: SuggestionSubjectRow,
  asOf: string,
  options: { excludeLeaseId?: string } = {},
): Promise<ComparableRow[]> {
  const bedrooms = subject.bedrooms;
  const bathrooms = subject.bathrooms;
  const area = subject.areaM2;
  const features = textArray(subject.features);
  const result = await db.execute(sql`
    with latest as (
      select distinct on (l.unit_id) l.unit_id, l.rent_amount, l.start_date
        from leases l
       where ${scopeSql(sql`l.org_id`, sql`l.property_id`, scope)}
         and l.status <> 'draft' and l.unit_id is not null and l.unit_id <> ${subject.id}
         and l.start_date <= ${asOf}::date
         and l.start_date > ${asOf}::date - make_interval(years => ${COMPARABLE_YEARS})
         and (${options.excludeLeaseId ?? null}::uuid is null or l.id <> ${options.excludeLeaseId ?? null}::uuid)
       order by l.unit_id, l.start_date desc, l.created_at desc
    ),
    latest_index as (
      select ri.index_name, ri.value from rent_indices ri
       where ri.org_id = ${scope.orgId} and ri.period_start <= ${asOf}::date
       order by ri.period_start desc limit 1
    ),
    scored as (
      select x.unit_id as "unitId", u.label as "unitLabel", p.id as "propertyId", p.name as "propertyName",
             x.rent_amount as rent, x.start_date::text as "startDate", u.bedrooms, u.area_m2 as "areaM2",
             (case when ${bedrooms}::int is null or u.bedrooms is null then 0.8
                   when u.bedrooms = ${bedrooms}::int then 1 else 0.6 end)
           * (case when ${area}::int is null or u.area_m2 is null then 0.8
                   else greatest(0.3, 1 - 1.5 * abs(u.area_m2 - ${area}::int)::float8 / ${area}::int) end)
           * (case when ${bathrooms}::float8 is null or u.bathrooms is null then 0.9
                   when u.bathrooms::float8 = ${bathrooms}::float8 then 1 else 0.85 end)
           * (case when cardinality(u.features) + cardinality(${features}::text[]) = 0 then 1
                   else 0.9 + 0.1 * (select count(*) from unnest(u.features) f where f = any(${features}::text[]))::float8
                              / (select count(distinct f) from unnest(u.features || ${features}::text[]) f) end)
           * (case when u.property_id = ${subject.propertyId}::uuid then 1
                   when p.zip_code is not null and p.zip_code = ${subject.zipCode}::text then 0.9 else 0.8 end)
           * greatest(0.5, 1 - 0.5 * (${asOf}::date - x.start_date) / (${COMPARABLE_YEARS} * 365.0))
             as similarity,
             case when u.property_id = ${subject.propertyId}::uuid then 0
                  when p.zip_code is not null and p.zip_code = ${subject.zipCode}::text then 1 else 2 end as locality,
             (select li.value / si.value
                from latest_index li
                join lateral (select ri.value from rent_indices ri
                               where ri.org_id = ${scope.orgId} and ri.index_name = li.index_name
                                 and ri.period_start <= x.start_date
                               order by ri.period_start desc limit 1) si on true)::float8 as "indexFactor"
        from latest x
        join units u on u.id = x.unit_id and u.org_id = ${scope.orgId}
        join properties p on p.id = u.property_id and p.org_id = u.org_id
       where lower(btrim(p.property_type)) = lower(btrim(${subject.propertyType}))
         and lower(btrim(coalesce(p.city, ''))) = lower(btrim(coalesce(${subject.city}::text, '')))
         -- In the unit's own building every unit compares (the area adjustment scales it); elsewhere
         -- only a unit like it: bedrooms within one, area within 30 %.
         and (u.property_id = ${subject.propertyId}::uuid
              or ((${bedrooms}::int is null or u.bedrooms is null or abs(u.bedrooms - ${bedrooms}::int) <= 1)
                  and (${area}::int is null or u.area_m2 is null
                       or u.area_m2 between ${area}::int / 1.3 and ${area}::int * 1.3)))
    ),
    -- The nearest place with enough evidence: the same building when it has three comparables or
    -- more, else the same ZIP code, else the city (where a unit is says more than any attribute).
    ranked as (
      select scored.*,
             count(*) filter (where locality = 0) over () as in_building,
             count(*) filter (where locality <= 1) over () as in_zip
        from scored
    )
    select "unitId", "unitLabel", "propertyId", "propertyName", rent, "startDate", bedrooms, "areaM2",
           similarity, "indexFactor"
      from ranked
     where locality <= case when in_building >= ${MIN_LOCAL_COMPARABLES} then 0
                            when in_zip >= ${MIN_LOCAL_COMPARABLES} then 1 else 2 end
     order by similarity desc, "startDate" desc, "unitId"
     limit ${MAX_COMPARABLES}`);
  return rowsOf<ComparableRow>(result).map((row) => ({
    ...row,
    rent: Number(row.rent),
    similarity: Math.round(Number(row.similarity) * 1000) / 1000,
    indexFactor: row.indexFactor === null ? null : Number(row.indexFactor),
  }));
}

/** The index's latest period on or before `asOf` (what the comparables were brought to). */
export async function findLatestIndexPeriod(
  db: DbOrTx,
  orgId: string,
  asOf: string,
): Promise<{ index: RentIndexName; periodStart: string } | undefined> {
  const result = await db.execute(sql`
    select index_name as index, period_start::text as "periodStart" from rent_indices
     where org_id = ${orgId} and period_start <= ${asOf}::date
     order by period_start desc limit 1`);
  return rowsOf<{ index: RentIndexName; periodStart: string }>(result)[0];
}

export function listRentIndex(db: DbOrTx, orgId: string) {
  return db
    .select({ index: rentIndices.indexName, periodStart: rentIndices.periodStart, value: rentIndices.value })
    .from(rentIndices)
    .where(eq(rentIndices.orgId, orgId))
    .orderBy(asc(rentIndices.periodStart));
}

/** Replaces the organisation's series whole (one index at a time). */
export async function replaceRentIndex(
  db: DbOrTx,
  orgId: string,
  index: RentIndexName,
  values: { periodStart: string; value: number }[],
): Promise<void> {
  await db.delete(rentIndices).where(and(eq(rentIndices.orgId, orgId)));
  if (values.length === 0) return;
  await db.insert(rentIndices).values(values.map((v) => ({ orgId, indexName: index, ...v })));
}
