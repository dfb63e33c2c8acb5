import { randomUUID } from 'node:crypto';
import { AppError } from '@rentwise/core/errors';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import { createOwnerActor } from '../../../test/organisations';
import type { MemberActor } from '../../auth/actor';
import type { Database } from '../../db/client';
import * as repo from './audit.repository';
import * as service from './audit.service';

let database: Database;
let admin: MemberActor;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = { ...(await createOwnerActor(database.db)), requestId: 'req-audit-1' };
});

afterAll(async () => {
  await database.close();
});

describe('recordAuditEvent', () => {
  it('writes who, what, the organisation and the request id; secrets never reach the log', async () => {
    const entityId = randomUUID();
    await database.db.transaction((tx) =>
      service.recordAuditEvent(tx, admin, {
        action: 'create',
        entityType: 'tenant',
        entityId,
        after: {
          firstName: 'Ada',
          passwordHash: 'argon2id$…',
          temporaryPassword: 'abc',
          nested: { tokenHash: 'x', kept: 1, at: new Date('2026-01-02T03:04:05.000Z') },
        },
      }),
    );
    const [event] = (await repo.allAuditEvents(database.db, admin.orgId)).filter(
      (e) => e.entityId === entityId,
    );
    expect(event).toMatchObject({
      orgId: admin.orgId,
      actorUserId: admin.userId,
      actorRole: 'admin',
      action: 'create',
      entityType: 'tenant',
      before: null,
      after: { firstName: 'Ada', nested: { kept: 1, at: '2026-01-02T03:04:05.000Z' } },
      requestId: 'req-audit-1',
    });
    expect(JSON.stringify(event.after)).not.toMatch(/argon2|abc|tokenHash|password/i);
  });

  it('the system (a job) acts with no user and no role, in the organisation it names', async () => {
    const entityId = randomUUID();
    await service.recordAuditEvent(database.db, null, {
      orgId: admin.orgId,
      action: 'update',
      entityType: 'maintenance_request',
      entityId,
      before: { status: 'open' },
      after: { status: 'in_progress' },
    });
    const [event] = (await repo.allAuditEvents(database.db, admin.orgId)).filter(
      (e) => e.entityId === entityId,
    );
    expect(event).toMatchObject({ actorUserId: null, actorRole: null, requestId: null });
  });

  it('a tenant acting is recorded with the tenant role; without an organisation the call fails', async () => {
    const tenant = { userId: randomUUID(), role: 'tenant' as const };
    await expect(
      service.recordAuditEvent(database.db, tenant, {
        action: 'create',
        entityType: 'payment',
        entityId: null,
      }),
    ).rejects.toThrow(/no organisation/);
    const entityId = randomUUID();
    await service.recordAuditEvent(database.db, tenant, {
      orgId: admin.orgId,
      action: 'create',
      entityType: 'payment',
      entityId,
    });
    const [event] = (await repo.allAuditEvents(database.db, admin.orgId)).filter(
      (e) => e.entityId === entityId,
    );
    expect(event).toMatchObject({ actorUserId: tenant.userId, actorRole: 'tenant' });
  });

  it('is part of the caller’s transaction: a change that rolls back leaves no event', async () => {
    const entityId = randomUUID();
    await expect(
      database.db.transaction(async (tx) => {
        await service.recordAuditEvent(tx, admin, { action: 'delete', entityType: 'vendor', entityId });
        throw new AppError('CONFLICT', 'the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const events = await repo.allAuditEvents(database.db, admin.orgId);
    expect(events.filter((e) => e.entityId === entityId)).toEqual([]);
  });
});

describe('recordAuditUpdate', () => {
  it('stores only the fields that changed, each side with its values', async () => {
    const entityId = randomUUID();
    await service.recordAuditUpdate(database.db, admin, {
      entityType: 'property',
      entityId,
      before: { address: '1 Old Road', city: 'Paris', monthlyRent: 1000 },
      after: { address: '2 New Road', city: 'Paris', monthlyRent: 1200 },
    });
    const [event] = (await repo.allAuditEvents(database.db, admin.orgId)).filter(
      (e) => e.entityId === entityId,
    );
    expect(event.action).toBe('update');
    expect(event.before).toEqual({ address: '1 Old Road', monthlyRent: 1000 });
    expect(event.after).toEqual({ address: '2 New Road', monthlyRent: 1200 });
  });

  it('writes nothing when nothing changed', async () => {
    const entityId = randomUUID();
    await service.recordAuditUpdate(database.db, admin, {
      entityType: 'property',
      entityId,
      before: { address: 'Same', city: null },
      after: { address: 'Same', city: null },
    });
    const events = await repo.allAuditEvents(database.db, admin.orgId);
    expect(events.filter((e) => e.entityId === entityId)).toEqual([]);
  });
});

describe('changedFields', () => {
  it('compares values, dates by their instant, null and a missing value alike', () => {
    expect(
      service.changedFields(
        { a: 1, b: new Date('2026-01-01T00:00:00Z'), c: null, d: 'x' },
        { a: 1, b: new Date('2026-01-01T00:00:00Z'), c: undefined, d: 'y' },
      ),
    ).toEqual({ before: { d: 'x' }, after: { d: 'y' } });
    expect(service.changedFields({ a: 1 }, { a: 1 })).toBeNull();
  });
});

/** The database's own message for a statement that fails (Drizzle wraps it as the cause). */
async function databaseError(query: SQL): Promise<string> {
  try {
    await database.db.execute(query);
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return cause?.message ?? String(error);
  }
  return 'no error';
}

describe('the audit log is append-only in the database', () => {
  it('refuses UPDATE and DELETE of an event, whoever asks', async () => {
    const entityId = randomUUID();
    await service.recordAuditEvent(database.db, admin, { action: 'create', entityType: 'unit', entityId });
    expect(
      await databaseError(sql`update audit_events set action = 'delete' where entity_id = ${entityId}`),
    ).toMatch(/audit_events is append-only/);
    expect(await databaseError(sql`delete from audit_events where entity_id = ${entityId}`)).toMatch(
      /audit_events is append-only/,
    );
    const [event] = (await repo.allAuditEvents(database.db, admin.orgId)).filter(
      (e) => e.entityId === entityId,
    );
    expect(event.action).toBe('create');
  });
});

describe('listAuditEvents', () => {
  it('is for admins only: an accountant gets 403', async () => {
    const accountant: MemberActor = { ...admin, orgRole: 'accountant' };
    await expect(service.listAuditEvents(database.db, accountant, { limit: 10 })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });

  it('never shows another organisation’s events', async () => {
    const other = await createOwnerActor(database.db);
    const entityId = randomUUID();
    await service.recordAuditEvent(database.db, other, { action: 'create', entityType: 'vendor', entityId });
    const page = await service.listAuditEvents(database.db, admin, { limit: 200 });
    expect(page.items.some((e) => e.entityId === entityId)).toBe(false);
    const theirs = await service.listAuditEvents(database.db, other, { limit: 200 });
    expect(theirs.items.map((e) => e.entityId)).toEqual([entityId]);
  });
});
