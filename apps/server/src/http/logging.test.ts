import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging';

describe('redactUrl', () => {
  it('hides token values in query strings and keeps the rest', () => {
    expect(redactUrl('/auth/v1/verify?token=abc123&type=signup')).toBe(
      '/auth/v1/verify?token=%5BREDACTED%5D&type=signup',
    );
    expect(redactUrl('/x?refresh_token=r&access_token=a')).not.toMatch(/=r|=a/);
    expect(redactUrl('/api/properties?limit=5')).toBe('/api/properties?limit=5');
    expect(redactUrl('/plain')).toBe('/plain');
  });

  it('hides the token of a vendor job link in the path', () => {
    expect(redactUrl('/api/vendor-jobs/s3cr3tT0ken/updates')).toBe('/api/vendor-jobs/[REDACTED]/updates');
    expect(redactUrl('/vendor-jobs/s3cr3tT0ken?x=1')).toBe('/vendor-jobs/[REDACTED]?x=1');
    // The photo routes keep the photo id (not a secret) and hide the token.
    expect(redactUrl('/api/vendor-jobs/s3cr3tT0ken/photos')).toBe('/api/vendor-jobs/[REDACTED]/photos');
    expect(redactUrl('/api/vendor-jobs/s3cr3tT0ken/photos/0b8e2c1a-1111-4111-8111-111111111111')).toBe(
      '/api/vendor-jobs/[REDACTED]/photos/0b8e2c1a-1111-4111-8111-111111111111',
    );
  });
});
