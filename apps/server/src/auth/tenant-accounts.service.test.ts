import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helpers';
import type { Database } from '../db/client';
import { verifyPassword } from './passwords';
import { createTenantAccount } from './tenant-accounts.service';

/** createTenantAccount on a real database, inside the caller's transaction. */
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

describe('createTenantAccount', () => {
  it('creates a confirmed tenant account that must change its password, with its profile', async () => {
    const result = await database.db.transaction((tx) =>
      createTenantAccount(tx, {
        email: ' Tina@Example.test ',
        firstName: 'Tina',
        lastName: 'Tenant',
        locale: 'fr',
      }),
    );
    expect(result.temporaryPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const [user] = await rows<Record<string, unknown>>(sql`select * from users where id = ${result.userId}`);
    expect(user).toMatchObject({ email: 'tina@example.test', role: 'tenant', must_change_password: true });
    expect(user.email_confirmed_at).not.toBeNull();
    expect(await verifyPassword(String(user.password_hash), result.temporaryPassword)).toBe(true);
    const [profile] = await rows<Record<string, unknown>>(
      sql`select * from profiles where id = ${result.userId}`,
    );
    expect(profile).toMatchObject({ role: 'tenant', first_name: 'Tina', last_name: 'Tenant', locale: 'fr' });
  });

  it('answers CONFLICT for an address that already has an account', async () => {
    await database.db.transaction((tx) =>
      createTenantAccount(tx, { email: 'dup@example.test', firstName: 'Dee', lastName: 'Up', locale: 'en' }),
    );
    await expect(
      database.db.transaction((tx) =>
        createTenantAccount(tx, {
          email: 'DUP@example.test',
          firstName: 'Dee',
          lastName: 'Up',
          locale: 'en',
        }),
      ),
    ).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
  });

  it('leaves nothing behind when the caller’s transaction fails', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await createTenantAccount(tx, {
          email: 'rollback@example.test',
          firstName: 'Ro',
          lastName: 'Back',
          locale: 'en',
        });
        throw new Error('the tenant record failed');
      }),
    ).rejects.toThrow('the tenant record failed');
    expect(await rows(sql`select id from users where email = 'rollback@example.test'`)).toHaveLength(0);
    expect(await rows(sql`select id from profiles where email = 'rollback@example.test'`)).toHaveLength(0);
  });
});
