import { type SQL, sql } from 'drizzle-orm';

/**
 * The date a scheduled job runs "as of": one date for every organisation (tests, the dev route, a
 * replay), or an instant, read as each organisation's local date (`organisations.time_zone`,
 * default UTC), so an organisation in Auckland is charged, reminded and expired when its own day
 * starts (decision 027). The schedule runs the jobs every hour with the instant.
 */
export type JobClock = { asOf: string } | { now: Date };

/** A date string means "as of that date"; an instant means each organisation's own date then. */
export function jobClock(when: string | Date): JobClock {
  return typeof when === 'string' ? { asOf: when } : { now: when };
}

/** The clock as an SQL date for the row's organisation, which the query aliases `o`. */
export function asOfSql(clock: JobClock): SQL {
  return 'asOf' in clock
    ? sql`${clock.asOf}::date`
    : sql`(${clock.now.toISOString()}::timestamptz at time zone o.time_zone)::date`;
}
