import type { AuthErrorBody } from '@rentwise/core/auth/schemas';
import type { ErrorBody } from '@rentwise/core/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from '../http/errors';

/**
 * The auth API answers errors in GoTrue's shape, which the Supabase clients read:
 * `{ code: <HTTP status>, error_code, msg }`, plus the OAuth pair `error` / `error_description`
 * on the token endpoint. The statuses and texts are the ones http/errors.ts decides for the
 * product API; only the body's shape differs (decision 020).
 */

/** The product API's upper-case codes that can reach /auth/v1 (body, content type, overload). */
const authCodes: Record<string, string> = {
  VALIDATION_FAILED: 'validation_failed',
  BAD_REQUEST: 'bad_json',
  PAYLOAD_TOO_LARGE: 'request_too_large',
  UNSUPPORTED_MEDIA_TYPE: 'unsupported_media_type',
  RATE_LIMITED: 'over_request_rate_limit',
  SERVICE_UNAVAILABLE: 'service_unavailable',
  INTERNAL: 'unexpected_failure',
};

/** RFC 6749 section 5.2's error names for the token endpoint. */
function oauthError(errorCode: string): string {
  if (errorCode === 'invalid_grant' || errorCode === 'unsupported_grant_type') return errorCode;
  if (errorCode === 'flow_state_not_found' || errorCode === 'bad_code_verifier') return 'invalid_grant';
  if (errorCode === 'unexpected_failure' || errorCode === 'service_unavailable') return 'server_error';
  return 'invalid_request';
}

export function toAuthErrorBody(
  status: number,
  error: ErrorBody['error'],
  tokenEndpoint: boolean,
): AuthErrorBody {
  const errorCode = authCodes[error.code] ?? error.code;
  const body: AuthErrorBody = { code: status, error_code: errorCode, msg: error.message };
  if (tokenEndpoint) {
    body.error = oauthError(errorCode);
    body.error_description = error.message;
  }
  if (error.reasons) body.weak_password = { reasons: error.reasons };
  if (error.details) body.details = error.details;
  if (error.requestId) body.request_id = error.requestId;
  return body;
}

/** Installs the GoTrue-shaped error handler on the auth API's (encapsulated) routes. */
export function registerAuthErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = describeError(error, request, reply);
    const tokenEndpoint = request.routeOptions.url === '/auth/v1/token';
    return reply.status(status).send(toAuthErrorBody(status, body.error, tokenEndpoint));
  });
}
