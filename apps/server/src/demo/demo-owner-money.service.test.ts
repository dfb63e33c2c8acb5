import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';
import { DEMO_OWNER, DEMO_OWNER_CLIENTS } from './demo-data';
import { seedDemoIfEmpty } from './seed-demo';

/** The demo's owner money (issue 19 item 6): a year of expenses, and published statements in the portal. */

let ctx: TestContext;
const log = pino({ level: 'silent' }) as never;
const month = (monthsAgo: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1)).toISOString().slice(0, 7);
};

beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoIfEmpty(ctx.database, log);
}, 60_000);
afterAll(() => ctx.close());

describe('demo owner money', () => {
  it('has a year of expenses on every property, each month', async () => {
    const session = await signIn(ctx, DEMO_OWNER.email, DEMO_OWNER.password, '10.77.2.1');
    const headers = { authorization: `Bearer ${session.json().access_token}` };
    const { rows } = await ctx.database.executeSql(
      `select count(distinct to_char(date, 'YYYY-MM'))::int as months, count(distinct property_id)::int as properties,
              count(*)::int as expenses from expenses`,
    );
    expect(rows[0]).toMatchObject({ months: 12, properties: 4 });
    expect(Number((rows[0] as { expenses: number }).expenses)).toBeGreaterThan(150);
    const list = await ctx.app.inject({ url: '/api/expenses?limit=5', headers });
    expect(list.statusCode).toBe(200);
  });

  it('shows each owner client the last three months published, tying out, opening = previous closing', async () => {
    for (const [index, client] of DEMO_OWNER_CLIENTS.entries()) {
      const session = await signIn(ctx, client.email, client.password, `10.77.2.${index + 2}`);
      const headers = { authorization: `Bearer ${session.json().access_token}` };
      const summary = (await ctx.app.inject({ url: '/api/owner-portal/summary', headers })).json();
      const ownerId = summary.owner.id;
      const list = (await ctx.app.inject({ url: `/api/owners/${ownerId}/statements`, headers })).json();
      expect(list.periods.map((p: { period: string }) => p.period)).toEqual([month(1), month(2), month(3)]);
      let previousClosing: number | null = null;
      for (const period of [month(3), month(2), month(1)]) {
        const statement = (
          await ctx.app.inject({ url: `/api/owners/${ownerId}/statements/${period}`, headers })
        ).json();
        expect(statement.version).toBe(1);
        expect(statement.expenses.total).toBeGreaterThan(0);
        expect(statement.closingBalance).toBe(
          statement.openingBalance +
            statement.income.total -
            statement.expenses.total -
            statement.fee.amount +
            statement.contributions.total -
            statement.distributions.total,
        );
        if (previousClosing !== null) expect(statement.openingBalance).toBe(previousClosing);
        previousClosing = statement.closingBalance;
      }
    }
  });
});
