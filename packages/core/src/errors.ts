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
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Field-level problems attached to a VALIDATION_FAILED error: path → message (i18n key or text). */
export type FieldErrors = Record<string, string>;

/** The body of every error answer of the product API. */
export interface ErrorBody {
  error: {
    code: ErrorCode | (string & {});
    message: string;
    details?: FieldErrors;
    requestId?: string;
  };
}

/** The one error type services throw; the HTTP layer turns it into an {@link ErrorBody}. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details?: FieldErrors;
  readonly headers?: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { details?: FieldErrors; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.details = options.details;
    this.headers = options.headers;
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

export function isAppError(value: unknown): value is AppError {
  return value instanceof AppError;
}
