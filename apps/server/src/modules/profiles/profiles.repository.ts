import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type ProfileRow, profiles } from '../../db/schema';

/** Profile SQL (also used by the auth service, which creates profiles with accounts). */

export interface NewProfile {
  id: string;
  email: string;
  role: 'owner' | 'tenant';
  firstName: string | null;
  lastName: string | null;
  locale: 'en' | 'fr';
}

/** Inserts the profile, or answers the existing one when a row for this id already exists. */
export async function insertProfile(db: DbOrTx, profile: NewProfile): Promise<ProfileRow> {
  const [inserted] = await db.insert(profiles).values(profile).onConflictDoNothing().returning();
  if (inserted) return inserted;
  const existing = await findProfile(db, profile.id);
  if (!existing) throw new Error('profile insert conflicted but no row exists');
  return existing;
}

export async function findProfile(db: DbOrTx, id: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(profiles).where(eq(profiles.id, id));
  return row;
}

export type ProfilePatch = Partial<
  Pick<ProfileRow, 'firstName' | 'lastName' | 'companyName' | 'phone' | 'locale' | 'welcomedAt'>
>;

export async function updateProfile(
  db: DbOrTx,
  id: string,
  patch: ProfilePatch,
): Promise<ProfileRow | undefined> {
  const [row] = await db
    .update(profiles)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(profiles.id, id))
    .returning();
  return row;
}
