import { roles } from '../auth/roles';
import { supportedLanguages } from '../i18n';
import { phoneSchema } from '../validation/phone';
import { z } from '../zod';

/**
 * The profile (spec section 3: table profiles; id equals the auth user id). The product API
 * speaks camelCase; role and email belong to the account and are never changed here.
 */
export const profileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  role: z.enum(roles),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  companyName: z.string().nullable(),
  phone: z.string().nullable(),
  locale: z.enum(supportedLanguages),
  /** The person has seen their dashboard before: "Welcome back" rather than "Welcome" (issue 24). */
  welcomed: z.boolean(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

/** i18n keys (namespace `settings`) of the profile messages. */
export const profileMessages = {
  firstNameTooShort: 'settings:validation.firstNameTooShort',
  lastNameTooShort: 'settings:validation.lastNameTooShort',
  nameTooLong: 'settings:validation.nameTooLong',
  companyNameTooLong: 'settings:validation.companyNameTooLong',
  phoneTooShort: 'settings:validation.phoneTooShort',
  phoneInvalid: 'settings:validation.phoneInvalid',
} as const;

/** Spec section 9: phone minimum 10 digits; the rule is validation/phone.ts, shared with tenants. */
const phone = phoneSchema(
  { invalid: profileMessages.phoneInvalid, tooShort: profileMessages.phoneTooShort },
  { optional: true },
);

/**
 * PATCH /api/profile: only names, company, phone and language. An empty company or phone clears
 * it. Unknown keys (role, email, id…) are refused with 400.
 */
export const profileUpdateSchema = z
  .object({
    firstName: z
      .string()
      .trim()
      .min(2, profileMessages.firstNameTooShort)
      .max(100, profileMessages.nameTooLong)
      .optional(),
    lastName: z
      .string()
      .trim()
      .min(2, profileMessages.lastNameTooShort)
      .max(100, profileMessages.nameTooLong)
      .optional(),
    companyName: z.string().trim().max(200, profileMessages.companyNameTooLong).optional(),
    phone: phone.optional(),
    locale: z.enum(supportedLanguages).optional(),
    /** The dashboard has greeted the person for the first time (it can only be set, never undone). */
    welcomed: z.literal(true).optional(),
  })
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** Settings → Account Information (company name, phone; the email is shown read-only). */
export const accountFormSchema = z.object({
  companyName: z.string().trim().max(200, profileMessages.companyNameTooLong),
  phone,
});
export type AccountForm = z.infer<typeof accountFormSchema>;

/**
 * Settings → Account Information with the person's name (issue 18 item 2: a tenant edits their
 * own name, which is also their landlord's tenant record).
 */
export const profileFormSchema = accountFormSchema.extend({
  firstName: z
    .string()
    .trim()
    .min(2, profileMessages.firstNameTooShort)
    .max(100, profileMessages.nameTooLong),
  lastName: z.string().trim().min(2, profileMessages.lastNameTooShort).max(100, profileMessages.nameTooLong),
});
export type ProfileForm = z.infer<typeof profileFormSchema>;
