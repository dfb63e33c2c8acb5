import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import { translate } from '@rentwise/core/locales/catalog';
import { DEFAULT_CURRENCY } from '@rentwise/core/money/money';
import type { OrgRole } from '@rentwise/core/organisations/roles';
import { type Currency, isTimeZone } from '@rentwise/core/organisations/schemas';
import type { MemberActor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import type { MembershipRow, OrganisationRow } from '../../db/schema';
import * as repo from './organisations.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The name of an owner's own organisation: the company, else "<first name>'s properties". */
export function defaultOrganisationName(input: {
  companyName?: string | null;
  firstName?: string | null;
  locale: Language;
}): string {
  const company = input.companyName?.trim();
  if (company) return company;
  const firstName = input.firstName?.trim();
  return firstName
    ? translate(input.locale, 'organisations:defaultName', { firstName })
    : translate(input.locale, 'organisations:defaultNameWithoutFirstName');
}

/**
 * An owner's sign-up: a new organisation with the user as its admin, inside the caller's
 * transaction (the account and its organisation exist together or not at all).
 */
export async function createOrganisationForOwner(
  tx: DbOrTx,
  input: {
    userId: string;
    companyName?: string | null;
    firstName?: string | null;
    locale: Language;
    /** The browser's time zone at sign-up; one the runtime does not know is left for UTC. */
    timeZone?: string;
    /** Chosen on the sign-up form; US dollars (the column's default) when absent. */
    currency?: Currency;
  },
): Promise<OrganisationRow> {
  const timeZone = input.timeZone && isTimeZone(input.timeZone) ? input.timeZone : 'UTC';
  const organisation = await repo.insertOrganisation(tx, {
    name: defaultOrganisationName(input),
    timeZone,
    ...(input.currency ? { currency: input.currency } : {}),
  });
  await repo.insertMembership(tx, { orgId: organisation.id, userId: input.userId, role: 'admin' });
  return organisation;
}

/**
 * The organisation a workspace user acts in on this request: the one `requested` names (the
 * X-Org-Id header) when they are a member of it — another is a 404 NOT_FOUND, as for any record
 * of another organisation — else their first membership. Without any membership (a member who
 * was removed) → 403 FORBIDDEN. Read on every request, so a removal takes effect at once.
 */
export async function resolveMemberActor(
  db: DbOrTx,
  userId: string,
  requested: string | undefined,
): Promise<MemberActor> {
  if (requested !== undefined && !UUID.test(requested)) throw organisationNotFound();
  const membership = await repo.findMembership(db, userId, requested ?? null);
  if (!membership) {
    if (requested !== undefined) throw organisationNotFound();
    throw new AppError('FORBIDDEN', 'You are not a member of any organisation', {
      key: 'errors:organisation.notMember',
    });
  }
  return toMemberActor(db, membership);
}

/**
 * The actor of a membership. An owner client's properties are those they own a share of, read
 * now (a share removed takes effect at their next request); a member's are the membership's.
 */
async function toMemberActor(db: DbOrTx, membership: MembershipRow): Promise<MemberActor> {
  const propertyIds =
    membership.role === 'owner_client'
      ? membership.ownerClientId
        ? await repo.findOwnedPropertyIds(db, membership.ownerClientId)
        : []
      : membership.propertyIds;
  return {
    userId: membership.userId,
    role: 'owner',
    orgId: membership.orgId,
    orgRole: membership.role,
    propertyIds,
  };
}

const organisationNotFound = () => new AppError('NOT_FOUND', 'Organisation not found');

/** Adds a user to an organisation with a role (every property), inside the caller's transaction. */
export async function addMember(
  tx: DbOrTx,
  input: {
    orgId: string;
    userId: string;
    role: OrgRole;
    propertyIds?: string[] | null;
    /** For the role owner_client: which owner client this login is. */
    ownerClientId?: string | null;
  },
): Promise<MembershipRow> {
  return repo.insertMembership(tx, { ...input, propertyIds: input.propertyIds ?? null });
}

/** A user's actor in their first organisation (the system acting for them: jobs, the demo, tests). */
export async function memberActorOf(db: DbOrTx, userId: string): Promise<MemberActor> {
  const membership = await repo.findMembership(db, userId, null);
  if (!membership)
    throw new AppError('FORBIDDEN', 'You are not a member of any organisation', {
      key: 'errors:organisation.notMember',
    });
  return toMemberActor(db, membership);
}

/**
 * The organisation's late-fee limit (percent of the monthly rent) the lease review measures a
 * late fee against; the schema's default (5) for an organisation that has none stored.
 */
export async function lateFeeLimitPercentOf(db: DbOrTx, orgId: string): Promise<number> {
  return (await repo.findLateFeeLimitPercent(db, orgId)) ?? 5;
}

/** The organisation's default lease terms (due day, grace days, late fee in cents). */
export async function leaseDefaultsOf(
  db: DbOrTx,
  orgId: string,
): Promise<{ dueDay: number; graceDays: number; lateFee: number }> {
  return (await repo.findLeaseDefaults(db, orgId)) ?? { dueDay: 1, graceDays: 5, lateFee: 5000 };
}

/**
 * The currency of an organisation's money (issue 24 item 3): rents, ledgers, receipts, PDFs and
 * emails are formatted in it; US dollars, the column's default, if the organisation is gone.
 */
export async function currencyOf(db: DbOrTx, orgId: string): Promise<string> {
  return (await repo.findCurrency(db, orgId)) ?? DEFAULT_CURRENCY;
}

/**
 * The organisation's own date now (its time zone, decision 027), YYYY-MM-DD: the day its jobs
 * charge by and a lease's start is measured against; UTC's date if the organisation is gone.
 */
export async function todayOf(db: DbOrTx, orgId: string): Promise<string> {
  return (await repo.findToday(db, orgId)) ?? new Date().toISOString().slice(0, 10);
}

/** The currency of a lease's money: its organisation's (a tenant's actor carries no organisation). */
export async function leaseCurrencyOf(db: DbOrTx, leaseId: string): Promise<string> {
  return (await repo.findLeaseCurrency(db, leaseId)) ?? DEFAULT_CURRENCY;
}
