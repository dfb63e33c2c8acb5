import { expect } from 'vitest';
import type { SignedInUser } from './auth';
import type { TestContext } from './helpers';
import { multipartBody } from './multipart';

/**
 * Uploads `text` as an import of `kind` for `user`, checks that no row has an error, commits it and
 * waits for the background commit to finish; returns the import as `GET /api/imports/:id` last
 * said it (status 'committed').
 */
export async function importCsv(ctx: TestContext, user: SignedInUser, kind: string, text: string) {
  const body = multipartBody({ kind }, [{ fileName: `${kind}.csv`, bytes: Buffer.from(text) }]);
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/imports',
    headers: { ...user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().id;
  expect(created.json().counts.error, `${kind}: ${JSON.stringify(created.json())}`).toBe(0);
  const commit = await ctx.app.inject({
    method: 'POST',
    url: `/api/imports/${id}/commit`,
    headers: user.headers,
  });
  expect(commit.statusCode, commit.body).toBe(202);
  for (let i = 0; i < 400; i++) {
    const state = (await ctx.app.inject({ url: `/api/imports/${id}`, headers: user.headers })).json();
    if (state.status === 'committed') return state;
    expect(state.status).not.toBe('failed');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the commit did not finish');
}
