import { hasAtMostTwoDecimals, MONEY_TOO_MANY_DECIMALS } from '../money/amount-input';
import { type OrgCurrency, orgCurrencies } from '../money/money';
import { z } from '../zod';
import { actions } from './permissions';
import { memberRoles, orgRoles } from './roles';

/**
 * The organisation's settings, its members and invitations (issue 17 items 1 and 2): the bodies and
 * answers of /api/org, /api/organisations, /api/org/members, /api/org/invitations and
 * /api/invitations/:token, shared by the routes and the web's forms. Messages are i18n keys
 * (`team:validation.*`).
 */

/**
 * The currencies an organisation may keep its books in: US dollars (the default), Canadian dollars
 * or euros (issue 24 item 3), chosen at sign-up and in Settings. money/money.ts formats them.
 */
export const currencies = orgCurrencies;
export type Currency = OrgCurrency;

/** A time zone the runtime knows by its IANA name (`Europe/Paris`, `America/New_York`, `UTC`). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const MAX_CENTS = 100_000_000;

/** The rules of each organisation setting (cents for the amounts). */
const orgFields = {
  name: z.string().trim().min(2, 'team:validation.nameRequired').max(120, 'validation:tooLong'),
  timeZone: z.string().trim().max(64).refine(isTimeZone, 'team:validation.timeZoneInvalid'),
  currency: z.enum(currencies, 'team:validation.currencyInvalid'),
  defaultDueDay: z
    .number('team:validation.dueDayInvalid')
    .int('team:validation.dueDayInvalid')
    .min(1, 'team:validation.dueDayInvalid')
    .max(28, 'team:validation.dueDayInvalid'),
  defaultGraceDays: z
    .number('team:validation.graceDaysInvalid')
    .int('team:validation.graceDaysInvalid')
    .min(0, 'team:validation.graceDaysInvalid')
    .max(60, 'team:validation.graceDaysInvalid'),
  defaultLateFee: z
    .number('team:validation.amountInvalid')
    .int('team:validation.amountInvalid')
    .min(0, 'team:validation.amountInvalid')
    .max(MAX_CENTS, 'team:validation.amountInvalid'),
  /** Cents; null = no repair ever waits for an owner client's approval. */
  approvalThreshold: z
    .number('team:validation.amountInvalid')
    .int('team:validation.amountInvalid')
    .min(0, 'team:validation.amountInvalid')
    .max(MAX_CENTS, 'team:validation.amountInvalid')
    .nullable(),
  /**
   * The lease review flags a late fee above this share of the monthly rent (percent, two
   * decimals; 5 by default).
   */
  lateFeeLimitPercent: z
    .number('team:validation.lateFeeLimitInvalid')
    .min(0, 'team:validation.lateFeeLimitInvalid')
    .max(100, 'team:validation.lateFeeLimitInvalid')
    .multipleOf(0.01, 'team:validation.lateFeeLimitInvalid'),
};

/** PATCH /api/org (org.update): any of the settings. */
export const updateOrgBodySchema = z
  .object(orgFields)
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'validation:emptyUpdate');
export type UpdateOrgBody = z.infer<typeof updateOrgBodySchema>;

/** GET /api/org: the active organisation, the caller's role in it and what that role may do. */
export const orgSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  defaultDueDay: z.number().int(),
  defaultGraceDays: z.number().int(),
  defaultLateFee: z.number().int(),
  approvalThreshold: z.number().int().nullable(),
  lateFeeLimitPercent: z.number().describe('Percent of the monthly rent'),
  myRole: z.enum(orgRoles),
  /** null = every property of the organisation. */
  myPropertyIds: z.array(z.uuid()).nullable(),
  permissions: z.array(z.enum(actions)),
});
export type Org = z.infer<typeof orgSchema>;

/** GET /api/organisations: the signed-in user's organisations (the switcher), oldest first. */
export const organisationListSchema = z.object({
  items: z.array(z.object({ id: z.uuid(), name: z.string(), role: z.enum(orgRoles) })),
});
export type OrganisationList = z.infer<typeof organisationListSchema>;
export type OrganisationListItem = OrganisationList['items'][number];

export const memberSchema = z.object({
  /** The membership's id (PATCH/DELETE /api/org/members/:id). */
  id: z.uuid(),
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(orgRoles),
  propertyIds: z.array(z.uuid()).nullable(),
  createdAt: z.string(),
});
export type Member = z.infer<typeof memberSchema>;

export const invitationStatuses = ['pending', 'expired', 'used', 'revoked'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];

export const invitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(orgRoles),
  propertyIds: z.array(z.uuid()).nullable(),
  expiresAt: z.string(),
  createdAt: z.string(),
  status: z.enum(invitationStatuses),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * GET /api/org/members: every member sees the members; `invitations` (the pending ones) only
 * for `member.manage`, else an empty list.
 */
export const teamSchema = z.object({
  members: z.array(memberSchema),
  invitations: z.array(invitationSchema),
});
export type Team = z.infer<typeof teamSchema>;

const propertyIdsSchema = z
  .array(z.uuid('team:validation.propertyInvalid'))
  .min(1, 'team:validation.propertiesRequired')
  .max(500)
  .nullable();

/** The Invite member dialog and POST /api/org/invitations (member.manage). */
export const createInvitationBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().pipe(z.email('team:validation.emailInvalid').max(254)),
    role: z.enum(memberRoles, 'team:validation.roleInvalid'),
    /** Absent or null = every property; else at least one property of the organisation. */
    propertyIds: propertyIdsSchema.optional(),
  })
  .strict();
export type CreateInvitationBody = z.infer<typeof createInvitationBodySchema>;

/** PATCH /api/org/members/:id (member.manage). */
export const updateMemberBodySchema = z
  .object({
    role: z.enum(memberRoles, 'team:validation.roleInvalid').optional(),
    propertyIds: propertyIdsSchema.optional(),
  })
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'validation:emptyUpdate');
export type UpdateMemberBody = z.infer<typeof updateMemberBodySchema>;

/** The token of an invitation link (`/invitations/<token>`): 256 random bits, base64url. */
export const invitationTokenParamsSchema = z
  .object({
    token: z
      .string()
      .min(20)
      .max(100)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();

/** GET /api/invitations/:token (public): what the invitation page shows. */
export const invitationPreviewSchema = z.object({
  organisationName: z.string(),
  inviterName: z.string(),
  email: z.string(),
  role: z.enum(orgRoles),
  status: z.enum(invitationStatuses),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/** POST /api/invitations/:token/accept: the organisation joined (the web switches to it). */
export const acceptedInvitationSchema = z.object({
  orgId: z.uuid(),
  organisationName: z.string(),
  role: z.enum(orgRoles),
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;

/**
 * The Organisation settings form: the same rules as PATCH /api/org, with the amounts typed in
 * the currency's units (12.50); the form turns them into cents for the body.
 */
export const orgSettingsFormSchema = z
  .object({
    name: orgFields.name,
    timeZone: orgFields.timeZone,
    currency: orgFields.currency,
    defaultDueDay: orgFields.defaultDueDay,
    defaultGraceDays: orgFields.defaultGraceDays,
    defaultLateFee: z
      .number('team:validation.amountInvalid')
      .min(0, 'team:validation.amountInvalid')
      .max(MAX_CENTS / 100, 'team:validation.amountInvalid')
      .refine(hasAtMostTwoDecimals, MONEY_TOO_MANY_DECIMALS),
    approvalThreshold: z
      .number('team:validation.amountInvalid')
      .min(0, 'team:validation.amountInvalid')
      .max(MAX_CENTS / 100, 'team:validation.amountInvalid')
      .refine(hasAtMostTwoDecimals, MONEY_TOO_MANY_DECIMALS)
      .nullable(),
    lateFeeLimitPercent: orgFields.lateFeeLimitPercent,
  })
  .strict();
export type OrgSettingsForm = z.infer<typeof orgSettingsFormSchema>;
