import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProperty, createTenantWithLogin } from '../../test/auth';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createPortfolio, type Portfolio } from '../../test/portfolio';
import { errorBodySchema } from '../../test/response-audit';
import { insertMissingCharges } from '../modules/ledger/ledger.repository';

/**
 * Regression tests for what the fuzzing suite (fuzz.routes.test.ts) found, one per finding, so
 * each stays fixed even when a fuzz run does not happen to generate that input again.
 */

let ctx: TestContext;
let a: Portfolio;
beforeAll(async () => {
  ctx = await createTestApp();
  a = await createPortfolio(ctx, '1 Finding Street');
});
afterAll(() => ctx?.close());

describe('router refusals answer in the one error shape', () => {
  it('a path parameter over 100 characters is a 400 (was a 414 in Fastify’s own body)', async () => {
    const response = await ctx.app.inject({
      url: `/api/properties/${'a'.repeat(101)}`,
      headers: a.owner.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(response.json()).success, response.body).toBe(true);
  });

  it('a malformed %-escape in the path is a 400 in the error shape', async () => {
    const response = await ctx.app.inject({ url: '/api/properties/%E0%A4%A', headers: a.owner.headers });
    expect(response.statusCode).toBe(400);
    expect(errorBodySchema.safeParse(response.json()).success, response.body).toBe(true);
  });
});

describe('content types', () => {
  it('a text/plain body on a JSON route is a 415 (was a 400: Fastify parsed it as a string)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: { ...a.owner.headers, 'content-type': 'text/plain' },
      payload: JSON.stringify({
        address: '3 Plain Text Road',
        propertyType: 'House',
        units: 1,
        monthlyRent: 1,
      }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('the NUL character', () => {
  it('is refused with a 400 in a body (PostgreSQL text cannot hold it: was a 500 on every text field)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/properties',
      headers: a.owner.headers,
      payload: {
        address: '5 Null Byte Road',
        propertyType: 'House',
        units: 1,
        monthlyRent: 0,
        zipCode: '\u0000',
      },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.details).toHaveProperty('zipCode');
  });

  it('is refused with a 400 in a query string and a path parameter', async () => {
    for (const url of ['/api/properties?search=%00', '/api/tenants/check-email?email=a%00@example.test']) {
      const response = await ctx.app.inject({ url, headers: a.owner.headers });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    }
  });
});

describe('dates', () => {
  it('refuses the year 0000 (valid ISO, not a PostgreSQL date: storing it was a 500)', async () => {
    const tenant = await ctx.app.inject({
      method: 'POST',
      url: '/api/tenants',
      headers: a.owner.headers,
      payload: {
        firstName: 'Year',
        lastName: 'Zero',
        email: 'year.zero@example.test',
        phone: '5550001111',
        propertyId: a.ids.property,
        moveInDate: '0000-02-29',
      },
    });
    expect(tenant.statusCode, tenant.body).toBe(400);
    expect(tenant.json().error.details).toHaveProperty('moveInDate');
    const payment = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...a.owner.headers, 'idempotency-key': 'year-zero' },
      payload: { leaseId: a.ids.lease, amount: 100, method: 'cash', receivedAt: '0000-01-01' },
    });
    expect(payment.statusCode, payment.body).toBe(400);
  });
});

describe('lease dates', () => {
  it('refuses a lease starting before 1900 or ending after 2199 (was 12,000 charges in one request)', async () => {
    const propertyId = await createProperty(ctx, a.owner, { address: '4 Century Lane', units: 1 });
    const tenant = await createTenantWithLogin(ctx, a.owner, propertyId);
    const create = (startDate: string, endDate: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/leases',
        headers: a.owner.headers,
        payload: {
          propertyId,
          tenantId: tenant.tenantId,
          startDate,
          existingLease: true,
          endDate,
          rentAmount: 100,
        },
      });
    for (const [start, end] of [
      ['1000-01-01', '2026-12-31'],
      ['2026-01-01', '9999-12-31'],
    ]) {
      const response = await create(start!, end!);
      expect(response.statusCode, `${start}..${end}`).toBe(400);
    }
    // The bounds themselves are fine: an existing lease from long ago can be onboarded.
    expect((await create('1900-01-01', '2199-12-31')).statusCode).toBe(201);
  });

  it('writes tens of thousands of charges in one call (one INSERT of ~20,000 rows overflowed the stack: 500)', async () => {
    const rows = Array.from({ length: 25_000 }, (_, index) => {
      const year = 2300 + Math.floor(index / 12);
      const period = `${year}-${String((index % 12) + 1).padStart(2, '0')}`;
      return { kind: 'rent' as const, period, dueDate: `${period}-01`, amount: 1 };
    });
    const inserted = await ctx.database.db.transaction((tx) => insertMissingCharges(tx, a.ids.lease!, rows));
    expect(inserted).toBe(25_000);
  });
});

describe('statuses outside the common error set are declared by their routes', () => {
  it('POST /api/payments declares the 402 of a declined card, and answers it in that shape', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths['/api/payments'].post.responses)).toContain('402');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments',
      headers: { ...a.tenant.headers, 'idempotency-key': 'declined-card' },
      payload: {
        leaseId: a.ids.lease,
        amount: 100,
        method: 'card',
        card: { number: '4000000000000002', expiry: '12/40', cvc: '123' },
      },
    });
    expect(response.statusCode, response.body).toBe(402);
    expect(errorBodySchema.safeParse(response.json()).success).toBe(true);
  });

  it('the vendor job link routes declare the 410 of an expired link', async () => {
    const document = (await ctx.app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(document.paths['/api/vendor-jobs/{token}'].get.responses)).toContain('410');
    expect(Object.keys(document.paths['/api/vendor-jobs/{token}/updates'].post.responses)).toContain('410');
  });
});
