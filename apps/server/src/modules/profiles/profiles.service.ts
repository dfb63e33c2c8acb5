import { AppError } from '@rentwise/core/errors';
import type { Profile, ProfileUpdate } from '@rentwise/core/profile/schemas';
import { profileMessages } from '@rentwise/core/profile/schemas';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import type { ProfileRow } from '../../db/schema';
import { copyContactFromProfile } from '../tenants/tenants.service';
import { findProfile, insertProfile, type ProfilePatch, updateProfile } from './profiles.repository';

/**
 * The signed-in user's profile. When the row is missing (the spec's PGRST116 path) a default
 * profile is created: id, the account's email and role (owner for every self-registered account,
 * as the spec's default).
 */
export async function getOwnProfile(db: Db, actor: Actor, email: string): Promise<Profile> {
  const existing = await findProfile(db, actor.userId);
  if (existing) return toProfile(existing);
  const created = await insertProfile(db, {
    id: actor.userId,
    email,
    role: actor.role,
    firstName: null,
    lastName: null,
    locale: 'en',
  });
  return toProfile(created);
}

/**
 * Updates names, company, phone and language only; an empty company or phone clears it. A tenant's
 * name and phone are also their landlord's tenant record (issue 18 item 2): both change in one
 * transaction, and a tenant cannot clear the phone their landlord reaches them on.
 */
export async function updateOwnProfile(
  db: Db,
  actor: Actor,
  email: string,
  update: ProfileUpdate,
): Promise<Profile> {
  const current = await getOwnProfile(db, actor, email);
  const patch: ProfilePatch = {};
  // The first greeting is recorded once; later ones keep its time.
  if (update.welcomed && !current.welcomed) patch.welcomedAt = new Date();
  if (update.firstName !== undefined) patch.firstName = update.firstName;
  if (update.lastName !== undefined) patch.lastName = update.lastName;
  if (update.companyName !== undefined) patch.companyName = update.companyName || null;
  if (update.phone !== undefined) patch.phone = update.phone || null;
  if (update.locale !== undefined) patch.locale = update.locale;
  if (actor.role === 'tenant' && update.phone === '') {
    throw new AppError('VALIDATION_FAILED', 'Your landlord needs a phone number to reach you', {
      details: { phone: profileMessages.phoneTooShort },
    });
  }
  const updated = await db.transaction(async (tx) => {
    const row = await updateProfile(tx, actor.userId, patch);
    if (!row) throw new Error('profile vanished during update');
    if (actor.role === 'tenant') {
      const contact: { firstName?: string; lastName?: string; phone?: string } = {};
      if (update.firstName) contact.firstName = update.firstName;
      if (update.lastName) contact.lastName = update.lastName;
      if (update.phone) contact.phone = update.phone;
      await copyContactFromProfile(tx, actor, contact);
    }
    return row;
  });
  return toProfile(updated);
}

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    phone: row.phone,
    locale: row.locale,
    welcomed: row.welcomedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

// ---- For other modules (auth creates profiles, receipts read the landlord's name). ----

export function profileOf(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  return findProfile(db, userId);
}

export function createProfile(db: DbOrTx, profile: Parameters<typeof insertProfile>[1]): Promise<ProfileRow> {
  return insertProfile(db, profile);
}

/** Auth replaces the names of an unconfirmed sign-up that is signed up again (issue 23). */
export function replaceProfileNames(
  db: DbOrTx,
  userId: string,
  names: { firstName: string; lastName: string },
): Promise<ProfileRow | undefined> {
  return updateProfile(db, userId, names);
}
