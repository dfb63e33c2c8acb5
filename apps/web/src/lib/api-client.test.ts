import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetchFile, setAccessTokenProvider } from './api-client';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(() => null);
});

describe('apiFetchFile', () => {
  it('sends the bearer token and answers the file with the name the server gave it', async () => {
    setAccessTokenProvider(() => 'token-123');
    const fetch = vi.fn().mockResolvedValue(
      new Response(new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d]), {
        status: 200,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="receipt-RW-2026-000042.pdf"',
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const file = await apiFetchFile('/api/payments/p1/receipt.pdf', { query: { lang: 'fr' } });
    expect(file.filename).toBe('receipt-RW-2026-000042.pdf');
    expect(await file.blob.text()).toBe('%PDF-');
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/payments/p1/receipt.pdf?lang=fr');
    expect(init.headers.authorization).toBe('Bearer token-123');
  });

  it('throws the server error with its code', async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn()
        .mockResolvedValue(
          Response.json({ error: { code: 'NOT_FOUND', message: 'Payment not found' } }, { status: 404 }),
        ),
    );
    const error = await apiFetchFile('/api/payments/p2/receipt.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Payment not found' });
  });
});
