import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/helpers';
import { createMetrics } from './metrics';

const TOKEN = 'metrics-token-0123456789abcdef';
const REMOTE = '203.0.113.7';

describe('GET /metrics without METRICS_TOKEN (development, test)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it('answers a local request in the Prometheus text format', async () => {
    const response = await ctx.app.inject({ url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('# TYPE rentwise_http_requests_total counter');
  });

  it('answers anyone else with a 404, whatever X-Forwarded-For says', async () => {
    const response = await ctx.app.inject({
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('rentwise_');
  });

  it('counts requests by route pattern and status, never the raw URL, with latency histograms', async () => {
    const id = '4f6a2c1e-9b7d-4e3a-8c5f-0a1b2c3d4e5f';
    for (let i = 0; i < 3; i++) await ctx.app.inject({ url: '/livez' });
    await ctx.app.inject({ url: `/api/properties/${id}` });
    await ctx.app.inject({ url: '/auth/v1/verify?token=s3cr3t-link-token&type=signup' });
    await ctx.app.inject({ url: '/api/no-such-thing/42' });
    const text = (await ctx.app.inject({ url: '/metrics' })).body;
    expect(text).toMatch(
      /rentwise_http_requests_total\{method="GET",route="\/livez",status_code="200"\} 3\n/,
    );
    expect(text).toMatch(
      /rentwise_http_requests_total\{method="GET",route="\/api\/properties\/:id",status_code="401"\} 1\n/,
    );
    expect(text).toMatch(/route="unmatched",status_code="404"/);
    expect(text).toMatch(
      /rentwise_http_request_duration_seconds_bucket\{le="0.05",method="GET",route="\/livez",status_code="200"\} \d+\n/,
    );
    expect(text).toMatch(
      /rentwise_http_request_duration_seconds_count\{method="GET",route="\/livez",status_code="200"\} 3\n/,
    );
    expect(text).not.toContain(id);
    expect(text).not.toContain('s3cr3t');
    expect(text).not.toContain('no-such-thing');
  });

  it('reports the outbox depth and the database pool', async () => {
    await ctx.database.executeSql(
      `insert into outbound_emails (to_address, template, locale, subject, text_body, html_body)
       values ('a@example.test', 'contact-ack', 'en', 's', 't', 'h'), ('b@example.test', 'contact-ack', 'en', 's', 't', 'h')`,
    );
    const text = (await ctx.app.inject({ url: '/metrics' })).body;
    expect(text).toMatch(/rentwise_outbox_emails\{status="pending"\} 2\n/);
    expect(text).toMatch(/rentwise_outbox_emails\{status="sending"\} 0\n/);
    expect(text).toMatch(/rentwise_db_pool_max \d+\n/);
    expect(text).toMatch(/rentwise_db_pool_connections \d+\n/);
    expect(text).toMatch(/rentwise_db_pool_waiting \d+\n/);
  });
});

describe('GET /metrics in production', () => {
  it('without METRICS_TOKEN answers nobody, not even this machine', async () => {
    const ctx = await createTestApp({ config: { env: 'production' } });
    try {
      expect((await ctx.app.inject({ url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await ctx.close();
    }
  });

  it('with METRICS_TOKEN answers the bearer of the token, from anywhere, and only them', async () => {
    const ctx = await createTestApp({ config: { env: 'production', metricsToken: TOKEN } });
    try {
      const ask = (authorization?: string) =>
        ctx.app.inject({
          url: '/metrics',
          remoteAddress: REMOTE,
          headers: authorization ? { authorization } : {},
        });
      expect((await ask()).statusCode).toBe(404);
      expect((await ask(`Bearer ${TOKEN}x`)).statusCode).toBe(404);
      expect((await ask(TOKEN)).statusCode).toBe(404);
      const local = await ctx.app.inject({ url: '/metrics' });
      expect(local.statusCode).toBe(404);
      const allowed = await ask(`Bearer ${TOKEN}`);
      expect(allowed.statusCode).toBe(200);
      expect(allowed.body).toContain('rentwise_http_requests_total');
    } finally {
      await ctx.close();
    }
  });
});

describe('job metrics', () => {
  it('count runs and failures per job, with their duration', async () => {
    const metrics = createMetrics();
    metrics.jobRun('rent-charges', false, 0.2);
    metrics.jobRun('rent-charges', false, 0.4);
    metrics.jobRun('rent-charges', true, 1.5);
    const text = await metrics.registry.metrics();
    expect(text).toMatch(/rentwise_job_runs_total\{job="rent-charges",outcome="ok"\} 2\n/);
    expect(text).toMatch(/rentwise_job_runs_total\{job="rent-charges",outcome="failed"\} 1\n/);
    expect(text).toMatch(/rentwise_job_duration_seconds_sum\{job="rent-charges"\} 2.1\n/);
  });
});
