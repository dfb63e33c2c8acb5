import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

describe('auth configuration', () => {
  it("defaults to QUALITY.md's figures", () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.auth).toEqual({
      loginFailureLimit: 10,
      emailRequestLimit: 30,
      verifyLimit: 30,
      emailIntervalSeconds: 60,
      redirectOrigins: ['http://localhost:5000'],
    });
  });

  it('reads the limits and the extra redirect origins from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      PUBLIC_URL: 'https://app.rentwise.example/',
      AUTH_LOGIN_FAILURE_LIMIT: '1000',
      AUTH_EMAIL_INTERVAL_SECONDS: '0',
      AUTH_REDIRECT_ORIGINS: 'http://localhost:5173,https://staging.rentwise.example/path',
    });
    expect(config.auth.loginFailureLimit).toBe(1000);
    expect(config.auth.emailIntervalSeconds).toBe(0);
    expect(config.auth.redirectOrigins).toEqual([
      'https://app.rentwise.example',
      'http://localhost:5173',
      'https://staging.rentwise.example',
    ]);
    expect(() => loadConfig({ NODE_ENV: 'test', AUTH_REDIRECT_ORIGINS: 'evil' })).toThrow(
      /AUTH_REDIRECT_ORIGINS/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', AUTH_LOGIN_FAILURE_LIMIT: '0' })).toThrow(
      /AUTH_LOGIN_FAILURE_LIMIT/,
    );
  });
});
