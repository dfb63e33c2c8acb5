import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetchFile, setAccessTokenProvider } from '@/lib/api-client';
import { uploadDocument } from './upload-document';

afterEach(() => {
  vi.unstubAllGlobals();
  setAccessTokenProvider(() => null);
});

describe('uploadDocument', () => {
  it('sends multipart form data (not JSON) with the metadata and the file, and the token', async () => {
    setAccessTokenProvider(() => 'token-9');
    const fetch = vi.fn().mockResolvedValue(Response.json({ id: 'd1' }, { status: 201 }));
    vi.stubGlobal('fetch', fetch);
    const file = new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' });
    await uploadDocument({ file, kind: 'lease', name: 'Lease 2026', leaseId: 'l1' });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/documents');
    expect(init.method).toBe('POST');
    // The browser writes the multipart content type with its boundary.
    expect(init.headers['content-type']).toBeUndefined();
    expect(init.headers.authorization).toBe('Bearer token-9');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      kind: 'lease',
      name: 'Lease 2026',
      leaseId: 'l1',
    });
    expect(await (body.get('file') as File).text()).toBe('%PDF-1.4');
  });
});

describe('apiFetchFile file names', () => {
  it('prefers the exact RFC 5987 name over the ASCII fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn().mockResolvedValue(
        new Response('x', {
          headers: {
            'content-disposition': `attachment; filename="Avis _special_.pdf"; filename*=UTF-8''Avis%20%22sp%C3%A9cial%22.pdf`,
          },
        }),
      ),
    );
    expect((await apiFetchFile('/api/documents/d1/download')).filename).toBe('Avis "spécial".pdf');
  });
});
