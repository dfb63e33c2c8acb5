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

  it('requires SMTP_URL when the smtp transport is chosen', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL is required/);
  });
});
