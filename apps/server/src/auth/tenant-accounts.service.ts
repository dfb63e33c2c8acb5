import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { DbOrTx, Tx } from '../db/client';
import { createProfile } from '../modules/profiles/profiles.service';
import { findUserByEmail, insertUser } from './auth.repository';
import { requireValidEmail } from './auth-common';
import { generateTemporaryPassword, hashPassword } from './passwords';

// --- accounts created by owners ---------------------------------------------------------------

/** For the tenants module: whether an account already uses this address (as stored, lower case). */
export async function emailHasAccount(db: DbOrTx, email: string): Promise<boolean> {
  return (await findUserByEmail(db, email)) !== undefined;
}

/**
 * Creates a tenant's login account inside the caller's transaction (the tenants feature adds the
 * tenant record in the same one): confirmed, role tenant, `must_change_password`, with a
 * 12-character temporary password that is returned once and never logged. An address that
 * already has an account answers 409 CONFLICT.
 */
export async function createTenantAccount(
  tx: Tx,
  input: { email: string; firstName: string; lastName: string; locale: Language },
): Promise<{ userId: string; temporaryPassword: string }> {
  const email = requireValidEmail(input.email);
  const temporaryPassword = generateTemporaryPassword();
  const user = await insertUser(tx, {
    email,
    passwordHash: await hashPassword(temporaryPassword),
    role: 'tenant',
    emailConfirmedAt: new Date(),
    mustChangePassword: true,
    userMetadata: { first_name: input.firstName, last_name: input.lastName, role: 'tenant' },
  });
  if (!user)
    throw new AppError('CONFLICT', 'An account with this email address already exists', {
      key: 'errors:account.emailExists',
    });
  await createProfile(tx, {
    id: user.id,
    email,
    role: 'tenant',
    firstName: input.firstName,
    lastName: input.lastName,
    locale: input.locale,
  });
  return { userId: user.id, temporaryPassword };
}

/**
 * For the tenants module, when the address already has an account (decision 030): a temporary
 * password shaped and hashed exactly like `createTenantAccount`'s, so adding a tenant answers the
 * same thing in the same time whether or not the address is known. It opens nothing: the existing
 * account keeps its own password, and the record is linked when the tenant confirms the invitation.
 */
export async function unusedTemporaryPassword(): Promise<string> {
  const temporaryPassword = generateTemporaryPassword();
  await hashPassword(temporaryPassword);
  return temporaryPassword;
}

/** For the tenants module: the account that uses this address (id and role), if any. */
export async function accountOfEmail(
  db: DbOrTx,
  email: string,
): Promise<{ id: string; role: string } | undefined> {
  const user = await findUserByEmail(db, email.trim().toLowerCase());
  return user && { id: user.id, role: user.role };
}
