import { type APIRequestContext, expect } from '@playwright/test';

/**
 * An import made through the API (POST /api/imports, commit, wait for the background job), for
 * the kinds a spec does not show on the page: answers the committed import.
 */
export async function importByApi(
  request: APIRequestContext,
  headers: Record<string, string>,
  kind: string,
  csv: Buffer | string,
): Promise<{ id: string; created: number }> {
  const created = await request.post('/api/imports', {
    headers,
    multipart: {
      kind,
      file: { name: `${kind}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const preview = await created.json();
  expect(preview.counts.error, `${kind}: ${JSON.stringify(preview.counts)}`).toBe(0);
  const commit = await request.post(`/api/imports/${preview.id}/commit`, { headers });
  expect(commit.status(), await commit.text()).toBe(202);
  let state = preview;
  await expect
    .poll(
      async () => {
        state = await (await request.get(`/api/imports/${preview.id}`, { headers })).json();
        return state.status;
      },
      { timeout: 20_000, intervals: [100, 250, 500] },
    )
    .toBe('committed');
  return state;
}
