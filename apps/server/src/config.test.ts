import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.port).toBe(5000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.pgliteDir).toMatch(/data[/\\]pglite$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.mail.transport).toBe('outbox');
    expect(config.runJobs).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:5000');
  });

  it('listens on 127.0.0.1 in development unless HOST says otherwise (issue 23 finding 11)', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/rw-config-test' }).host).toBe('127.0.0.1');
    expect(
      loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/rw-config-test', HOST: '0.0.0.0' }).host,
    ).toBe('0.0.0.0');
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), SMTP_URL: 'smtp://x' }).host,
    ).toBe('0.0.0.0');
  });

  it('reads TRUST_PROXY as a hop count or proxy addresses, never "trust everyone" (QUALITY.md row 21)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback']);
    expect(loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual([
      '::1',
      'fd00::/8',
    ]);
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be a hop count .*X-Forwarded-For/,
    );
    for (const bad of ['yes', '10.0.0.5/40', 'proxy.example.com', '10.0.0.1,']) {
      expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('stops with one line naming the variable for a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty' });
    } catch (error) {
      expect((error as Error).message).toMatch(/^Invalid configuration: PORT /);
      expect((error as Error).message).not.toContain('\n');
    }
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/);
    expect(() => loadConfig({ RUN_JOBS: 'maybe' })).toThrow(/RUN_JOBS/);
  });

  it('never echoes a secret value in the error', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', SMTP_URL: 'smtp://x' })).toThrow(
      /JWT_SECRET must be at least 32 characters \(got "\*\*\*"\)/,
    );
  });

  it('requires a JWT secret and an SMTP URL in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:25' })).toThrow(
      /JWT_SECRET is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /SMTP_URL is required/,
    );
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
    });
    expect(config.mail.transport).toBe('smtp');
  });

  it('reads the per-organisation quotas, with defaults (issue 23 finding 16)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).quotas).toEqual({
      storageBytesPerOrganisation: 5 * 1024 ** 3,
      emailsPerOrganisationPerDay: 1000,
      emailsPerRecipientPerDay: 20,
    });
    const set = loadConfig({
      NODE_ENV: 'test',
      QUOTA_STORAGE_BYTES: '1048576',
      QUOTA_EMAILS_PER_DAY: '50',
      QUOTA_EMAILS_PER_RECIPIENT_PER_DAY: '5',
    });
    expect(set.quotas).toEqual({
      storageBytesPerOrganisation: 1048576,
      emailsPerOrganisationPerDay: 50,
      emailsPerRecipientPerDay: 5,
    });
    expect(() => loadConfig({ NODE_ENV: 'test', QUOTA_EMAILS_PER_DAY: 'lots' })).toThrow(
      /QUOTA_EMAILS_PER_DAY/,
    );
  });

  it('requires SMTP_URL when the smtp transport is chosen', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL is required/);
  });
});
