import { AppError, type ErrorBody, type ErrorParams, type FieldErrors } from '@rentwise/core/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable';

/** Fastify's own error codes that are the client's fault, mapped onto our codes. */
const fastifyCodes: Record<string, AppError['code']> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

export function errorBody(
  code: string,
  message: string,
  extra: {
    key?: string;
    params?: ErrorParams;
    details?: FieldErrors;
    reasons?: string[];
    requestId?: string;
  } = {},
): ErrorBody {
  return { error: { code, message, ...extra } };
}

/**
 * The one error handler: AppError → its status; schema validation → 400 with field details;
 * anything unexpected → 500 with a generic message and the request id (the full error is logged).
 * The auth API (/auth/v1) answers the same errors in GoTrue's shape (auth/auth-error-handler.ts).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = describeError(error, request, reply);
    return reply.status(status).send(body);
  });
}

/** An error's status and body (headers such as Retry-After are set on `reply`); the cause is logged. */
export function describeError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): { status: number; body: ErrorBody } {
  const answer = (status: number, body: ErrorBody) => ({ status, body });
  if (error instanceof AppError) {
    if (error.status >= 500) request.log.error({ err: error }, error.message);
    if (error.headers) reply.headers(error.headers);
    return answer(
      error.status,
      errorBody(error.code, error.message, {
        key: error.key,
        params: error.params,
        details: error.details,
        reasons: error.reasons,
      }),
    );
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details: FieldErrors = {};
    for (const issue of error.validation) {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      // The schema's own i18n key, or zod's issue as an `errors:validation.*` key with its limits
      // (packages/core/src/zod.ts): the web translates either, never shows zod's English.
      details[field] ??= issue.message ?? 'errors:validation.invalid';
    }
    return answer(400, errorBody('VALIDATION_FAILED', 'The request is not valid', { details }));
  }
  if (error.statusCode === 429) {
    return answer(429, errorBody('RATE_LIMITED', 'Too many requests, please try again later'));
  }
  const mapped = error.code ? fastifyCodes[error.code] : undefined;
  if (mapped) {
    const status = new AppError(mapped, '').status;
    return answer(status, errorBody(mapped, error.message));
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return answer(error.statusCode, errorBody('BAD_REQUEST', error.message));
  }
  if (isDatabaseUnavailable(error)) {
    // The database is down, restarting or too slow: a retry later will work, a 500 would not.
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return answer(
      503,
      errorBody('SERVICE_UNAVAILABLE', 'The service is temporarily unavailable. Please try again shortly.', {
        requestId: String(request.id),
      }),
    );
  }
  if (isResponseSerializationError(error)) {
    request.log.error({ err: error, issues: error.cause }, 'response did not match its schema');
  } else {
    request.log.error({ err: error }, 'unexpected error');
  }
  return answer(
    500,
    errorBody('INTERNAL', 'An unexpected error occurred. Please try again.', {
      requestId: String(request.id),
    }),
  );
}
