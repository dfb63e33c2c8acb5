import { supportedLanguages } from '../i18n';
import { orgCurrencies } from '../money/money';
import { z } from '../zod';
import { roles } from './roles';

/**
 * Accounts and sessions: the web forms' schemas and the auth API's payloads (spec sections 3, 5
 * and 7). Form messages are i18n keys (namespace `auth`) whose English text is the spec's exact
 * text; the forms translate them. The auth API keeps the spec's snake_case field names.
 */

/** Spec section 9: "Minimums: password 6". */
export const PASSWORD_MIN_LENGTH = 6;
/** Hashing megabytes of "password" is a denial-of-service vector; nobody types more than this. */
export const PASSWORD_MAX_LENGTH = 256;
/** Spec section 9: temporary tenant password, 12 characters from [A-Za-z0-9]. */
export const TEMPORARY_PASSWORD_LENGTH = 12;
export const TEMPORARY_PASSWORD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export { dashboardPath, type Role, roles } from './roles';

/** i18n keys of the auth forms' validation messages (English text in locales/en/auth.json). */
export const authMessages = {
  emailRequired: 'auth:validation.emailRequired',
  emailInvalid: 'auth:validation.emailInvalid',
  passwordRequired: 'auth:validation.passwordRequired',
  passwordTooShort: 'auth:validation.passwordTooShort',
  passwordTooLong: 'auth:validation.passwordTooLong',
  confirmPasswordRequired: 'auth:validation.confirmPasswordRequired',
  passwordsDoNotMatch: 'auth:validation.passwordsDoNotMatch',
  resetPasswordsDoNotMatch: 'auth:validation.resetPasswordsDoNotMatch',
  firstNameRequired: 'auth:validation.firstNameRequired',
  lastNameRequired: 'auth:validation.lastNameRequired',
  currentPasswordRequired: 'auth:validation.currentPasswordRequired',
  nameTooLong: 'auth:validation.nameTooLong',
} as const;

const requiredEmail = z
  .string()
  .trim()
  .min(1, authMessages.emailRequired)
  .max(320, authMessages.emailInvalid)
  .pipe(z.email(authMessages.emailInvalid));

const newPassword = z
  .string()
  .min(1, authMessages.passwordRequired)
  .min(PASSWORD_MIN_LENGTH, authMessages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, authMessages.passwordTooLong);

/** Sign in: "email and password required" (spec section 5). */
export const signInFormSchema = z.object({
  email: z.string().trim().min(1, authMessages.emailRequired),
  password: z.string().min(1, authMessages.passwordRequired),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/**
 * Owner sign-up: all fields required; passwords must match ('Passwords do not match. Please try
 * again.'); password min 6 ('Password must be at least 6 characters long.').
 */
export const signUpFormSchema = z
  .object({
    firstName: z.string().trim().min(1, authMessages.firstNameRequired).max(100, authMessages.nameTooLong),
    lastName: z.string().trim().min(1, authMessages.lastNameRequired).max(100, authMessages.nameTooLong),
    email: requiredEmail,
    password: newPassword,
    confirmPassword: z.string().min(1, authMessages.confirmPasswordRequired),
    /** The new organisation's currency (issue 24 item 3), sent as `data.currency`. */
    currency: z.enum(orgCurrencies),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDoNotMatch,
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** Forgot password: email required. */
export const forgotPasswordFormSchema = z.object({ email: requiredEmail });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/**
 * Reset password (and the tenant's forced "Set a new password"): both fields required, min 6;
 * differing values → 'Please make sure both passwords are the same.'
 */
export const resetPasswordFormSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, authMessages.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.resetPasswordsDoNotMatch,
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** Settings → Change password: the current password, then the new one twice. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, authMessages.currentPasswordRequired),
    password: newPassword,
    confirmPassword: z.string().min(1, authMessages.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: authMessages.passwordsDoNotMatch,
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

// ---------------------------------------------------------------------------------------------
// The auth API (/auth/v1). Bodies are strict: unknown keys are refused. The optional keys GoTrue
// documents (and `@supabase/auth-js` 2.x sends) are accepted, so any Supabase client works.

const locale = z.enum(supportedLanguages);

/**
 * `gotrue_meta_security: { captcha_token }`: the Supabase clients send it on every sign-up,
 * sign-in, recover and resend. No captcha is configured, so it is accepted and ignored.
 */
const gotrueMetaSecurity = z
  .object({ captcha_token: z.string().max(4096).nullable().optional() })
  .strict()
  .nullable()
  .optional();

/**
 * PKCE (RFC 7636, S256 only): the client keeps a random `code_verifier` and sends
 * base64url(SHA-256(verifier)). An implicit-flow client sends null for both.
 */
const codeChallenge = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43,128}$/)
  .nullable()
  .optional();
const codeChallengeMethod = z.enum(['s256', 'S256']).nullable().optional();
const redirectTo = z.string().max(2048).optional();

/** Where an email link leads; auth-js sends it in the query string, older clients in the body. */
export const redirectQuerySchema = z.object({ redirect_to: redirectTo }).strict();

/** POST /auth/v1/signup */
export const signUpBodySchema = z
  .object({
    email: z.string().max(320),
    password: z.string().max(PASSWORD_MAX_LENGTH),
    data: z
      .object({
        first_name: z.string().trim().min(1).max(100),
        last_name: z.string().trim().min(1).max(100),
        /** Only 'owner' may self-register; anything else is answered 403. */
        role: z.string().max(50).optional(),
        /** Language of the emails and the profile; else Accept-Language, else English. */
        locale: locale.optional(),
        /**
         * The browser's IANA time zone: the new organisation's (its dates, its jobs' "today").
         * One the server does not know is ignored (UTC), never a reason to refuse a sign-up.
         */
        time_zone: z.string().max(64).optional(),
        /** The new organisation's currency (the sign-up form's select); US dollars when absent. */
        currency: z.enum(orgCurrencies).optional(),
      })
      .strict(),
    redirect_to: redirectTo,
    code_challenge: codeChallenge,
    code_challenge_method: codeChallengeMethod,
    gotrue_meta_security: gotrueMetaSecurity,
  })
  .strict();
export type SignUpBody = z.infer<typeof signUpBodySchema>;

/** POST /auth/v1/token?grant_type=password|refresh_token|pkce */
export const tokenQuerySchema = z.object({ grant_type: z.string().max(50) }).strict();
export const passwordGrantBodySchema = z
  .object({
    email: z.string().max(320),
    password: z.string().max(PASSWORD_MAX_LENGTH),
    gotrue_meta_security: gotrueMetaSecurity,
  })
  .strict();
export const refreshGrantBodySchema = z.object({ refresh_token: z.string().min(1).max(512) }).strict();
/** grant_type=pkce: the code an email link's redirect carried, and the verifier only its browser knows. */
export const pkceGrantBodySchema = z
  .object({
    auth_code: z.string().min(1).max(512),
    code_verifier: z.string().regex(/^[A-Za-z0-9._~-]{43,128}$/),
  })
  .strict();

/** POST /auth/v1/recover */
export const recoverBodySchema = z
  .object({
    email: z.string().max(320),
    redirect_to: redirectTo,
    code_challenge: codeChallenge,
    code_challenge_method: codeChallengeMethod,
    gotrue_meta_security: gotrueMetaSecurity,
  })
  .strict();

/** POST /auth/v1/resend */
export const resendBodySchema = z
  .object({
    type: z.literal('signup'),
    email: z.string().max(320),
    redirect_to: redirectTo,
    code_challenge: codeChallenge,
    code_challenge_method: codeChallengeMethod,
    gotrue_meta_security: gotrueMetaSecurity,
  })
  .strict();

/** The email links' types: a sign-up confirmation or a password reset. */
export const emailLinkTypes = ['signup', 'recovery'] as const;
export type EmailLinkType = (typeof emailLinkTypes)[number];

/** GET /auth/v1/verify (an email's link) */
export const verifyQuerySchema = z
  .object({
    token: z.string().min(1).max(512),
    type: z.enum(emailLinkTypes),
    redirect_to: redirectTo,
  })
  .strict();

/** POST /auth/v1/verify { type, token_hash } (auth-js `verifyOtp`): the link's token, answered with the session. */
export const verifyBodySchema = z
  .object({
    type: z.enum([...emailLinkTypes, 'email']),
    token_hash: z.string().min(1).max(512),
    gotrue_meta_security: gotrueMetaSecurity,
    options: z
      .object({ redirectTo: redirectTo, captchaToken: z.string().max(4096).optional() })
      .strict()
      .optional(),
  })
  .strict();

/** PUT /auth/v1/user */
export const updateUserBodySchema = z
  .object({
    password: z.string().max(PASSWORD_MAX_LENGTH),
    /** Required for a normal session; not for a recovery session or a temporary password. */
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    /** auth-js sends these (null) with every update; no email change is offered, so they are unused. */
    code_challenge: codeChallenge,
    code_challenge_method: codeChallengeMethod,
  })
  .strict();

/** POST /auth/v1/logout?scope= */
export const logoutQuerySchema = z
  .object({ scope: z.enum(['global', 'local', 'others']).default('local') })
  .strict();

/** The user object of the auth API. */
export const authUserSchema = z.object({
  id: z.uuid(),
  aud: z.literal('authenticated'),
  email: z.string(),
  role: z.enum(roles),
  email_confirmed_at: z.string().nullable(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** A tenant's temporary password (or a recovery session) must be replaced first. */
  must_change_password: z.boolean(),
  /** Sign-up metadata (spec section 3): first_name, last_name, role. */
  user_metadata: z.object({
    first_name: z.string().optional(),
    last_name: z.string().optional(),
    role: z.string().optional(),
  }),
});
export type AuthUser = z.infer<typeof authUserSchema>;

/** Spec section 3: access_token, refresh_token, expires_in, expires_at, token_type, user. */
export const authSessionSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  /** Seconds; always 3600. */
  expires_in: z.number().int(),
  /** Unix seconds: issue time + expires_in. */
  expires_at: z.number().int(),
  token_type: z.literal('bearer'),
  user: authUserSchema,
});
export type AuthSession = z.infer<typeof authSessionSchema>;

export const signUpResponseSchema = z.object({ user: authUserSchema, session: z.null() });

/** The answer of recover and resend: always the same, whoever the address belongs to. */
export const emptyResponseSchema = z.object({});

/**
 * The error body of the auth API, GoTrue's: `code` is the HTTP status, `error_code` the machine
 * code (`invalid_grant`, `weak_password`, …), `msg` the text. The token endpoint adds the OAuth
 * pair `error` / `error_description`. The product API (/api) keeps its own `ErrorBody`.
 */
export interface AuthErrorBody {
  code: number;
  error_code: string;
  msg: string;
  error?: string;
  error_description?: string;
  /** `weak_password`: why (`length`, `common`). */
  weak_password?: { reasons: string[] };
  /** `validation_failed`: field → problem. */
  details?: Record<string, string>;
  /** 5xx: the id to quote to support. */
  request_id?: string;
}
