import { z } from './zod';

/**
 * Error codes shared by the server (which throws them) and the web client (which maps them to
 * the spec's messages). One code, one HTTP status: the server's error handler reads this table.
 */
export const errorStatus = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
  /** A tenant or account already uses this email ('Email Already Exists'). */
  EMAIL_TAKEN: 409,
  /** The unit already has an active lease over these dates. */
  LEASE_OVERLAP: 409,
  /** The payment provider refused the card or account (test mode: the standard decline numbers). */
  PAYMENT_DECLINED: 402,
  /** POST /api/payments without an `Idempotency-Key` header. */
  IDEMPOTENCY_KEY_REQUIRED: 400,
  /** The `Idempotency-Key` was already used with another body. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** A tenant reporting an issue has no active lease to attach it to. */
  NO_ACTIVE_LEASE: 409,
  /** A vendor job link whose job was completed, cancelled or reassigned. */
  LINK_EXPIRED: 410,
  // The auth service (/auth/v1) keeps the lower-case codes of the auth API the spec describes
  // (docs/decisions/003). The web client maps them to the spec's texts.
  /** Wrong email or password (same answer for both), or an unknown/spent refresh token. */
  invalid_grant: 400,
  /** Missing email or password ('You must provide either an email or phone number and a password'). */
  validation_failed: 400,
  /** Correct password, but the address was never confirmed. */
  email_not_confirmed: 400,
  /** Changing the password of a normal session needs the current password. */
  reauthentication_needed: 400,
  /** Only `password`, `refresh_token`, `pkce` are served by POST /auth/v1/token. */
  unsupported_grant_type: 400,
  /** No bearer token on a route that needs one. */
  no_authorization: 401,
  /** The bearer token is not a valid, unexpired access token of ours. */
  bad_jwt: 401,
  /** The token's session was signed out or revoked. */
  session_not_found: 401,
  /** Self sign-up is for owners only; tenant accounts are created by their owner. */
  signup_disabled: 403,
  /** A temporary (or recovery) password must be replaced before anything else. */
  password_change_required: 403,
  /** The new password equals the current one. */
  same_password: 422,
  /** Too short or too common; `reasons` lists why (`length`, `common`). */
  weak_password: 422,
  over_request_rate_limit: 429,
  /** An email link (POST /auth/v1/verify) that is unknown, used or past its lifetime. */
  otp_expired: 403,
  /** PKCE: the auth code is unknown, already exchanged or older than 5 minutes. */
  flow_state_not_found: 404,
  /** PKCE: the code verifier does not hash to the code challenge the flow started with. */
  bad_code_verifier: 400,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Field-level problems attached to a VALIDATION_FAILED error: path → message (i18n key or text). */
export type FieldErrors = Record<string, string>;

/**
 * What a specific error says, beyond its code: an `errors:` catalog key
 * (packages/core/src/locales/<lang>/errors.json) and its parameters. ISO dates (`2025-03-05`) are
 * shown as dates of the reader's language. Without a key the web shows the code's text
 * (`errors:code.<CODE>`), never the English `message`, which is for logs and API clients.
 */
export type ErrorParams = Record<string, string | number>;

/** The body of every error answer of the product API. */
export interface ErrorBody {
  error: {
    code: ErrorCode | (string & {});
    message: string;
    /** The catalog key of the message, e.g. `errors:lease.overlap`. */
    key?: string;
    params?: ErrorParams;
    details?: FieldErrors;
    /** Why a password was refused (`weak_password`): `length`, `common`. */
    reasons?: string[];
    requestId?: string;
  };
}

/** The one error type services throw; the HTTP layer turns it into an {@link ErrorBody}. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: FieldErrors;
  readonly reasons?: string[];
  readonly headers?: Record<string, string>;
  readonly key?: string;
  readonly params?: ErrorParams;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      details?: FieldErrors;
      reasons?: string[];
      headers?: Record<string, string>;
      cause?: unknown;
      /** The message as an `errors:` catalog key, with its parameters (see {@link ErrorParams}). */
      key?: string;
      params?: ErrorParams;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.key = options.key;
    this.params = options.params;
    this.details = options.details;
    this.reasons = options.reasons;
    this.headers = options.headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}

/**
 * {@link ErrorBody} as a zod schema, for a route that declares an error status of its own in its
 * OpenAPI responses (402 of a declined payment, 410 of an expired link): every status a route can
 * answer is either declared there or one of the common errors (400/401/403/404/409/413/415/422/429).
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    key: z.string().optional(),
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    details: z.record(z.string(), z.string()).optional(),
    reasons: z.array(z.string()).optional(),
    requestId: z.string().optional(),
  }),
});
