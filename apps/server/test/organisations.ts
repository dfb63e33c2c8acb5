import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../src/auth/actor';
import type { DbOrTx } from '../src/db/client';
import { organisations } from '../src/db/schema';

/**
 * An admin of a new organisation, for service tests that need no account: call
 * `createOrganisations(db, …actors)` (e.g. in beforeAll) before writing rows as them, since every
 * product row's org_id references an organisation.
 */
export function ownerActor(overrides: Partial<MemberActor> = {}): MemberActor {
  return {
    userId: randomUUID(),
    role: 'owner',
    orgId: randomUUID(),
    orgRole: 'admin',
    propertyIds: null,
    ...overrides,
  };
}

/** An organisation with a given id (tests that write rows with a fixed `orgId`). */
export async function createOrganisation(db: DbOrTx, id: string): Promise<void> {
  await db.insert(organisations).values({ id, name: 'Test organisation' }).onConflictDoNothing();
}

/** Inserts the organisations the actors act in (once each). */
export async function createOrganisations(db: DbOrTx, ...actors: MemberActor[]): Promise<void> {
  const ids = [...new Set(actors.map((actor) => actor.orgId))];
  if (ids.length === 0) return;
  await db
    .insert(organisations)
    .values(ids.map((id) => ({ id, name: 'Test organisation' })))
    .onConflictDoNothing();
}

/** The actor of a signed-in owner (test/auth.ts createSignedInUser) in their own organisation. */
export function actorOfOwner(user: { userId: string; orgId: string | null }): MemberActor {
  if (!user.orgId) throw new Error('not an owner: no organisation');
  return { userId: user.userId, role: 'owner', orgId: user.orgId, orgRole: 'admin', propertyIds: null };
}

/** An admin of a new organisation that exists in the database already. */
export async function createOwnerActor(db: DbOrTx): Promise<MemberActor> {
  const actor = ownerActor();
  await createOrganisations(db, actor);
  return actor;
}
