import type { AuthErrorBody } from '@rentwise/core/auth/schemas';
import type { ErrorBody } from '@rentwise/core/errors';
import { ORG_HEADER } from '@rentwise/core/organisations/roles';
import { activeOrganisationOf, setActiveOrganisation, userIdOfAccessToken } from './active-organisation';
import type { ApiErrorParts } from './api-errors';

type ErrorTranslator = (error: ApiErrorParts) => string | undefined;
let errorTranslator: ErrorTranslator = () => undefined;

/**
 * The app registers how an error is said in the reader's language (lib/api-errors.ts
 * `apiErrorText`, from app/i18n.ts); every ApiError's `message` is then that text.
 */
export function setErrorTranslator(translator: ErrorTranslator): void {
  errorTranslator = translator;
}

/**
 * An error answer from our server (or the network), with the code the UI branches on. `message` is
 * the translated text to show (lib/api-errors.ts); `serverMessage` is the server's English, for
 * logs and for telling two errors of one code apart — never for the screen.
 */
export class ApiError extends Error {
  readonly serverMessage: string;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: Record<string, string>,
    /** Why a password was refused (auth `weak_password`): `length`, `common`. */
    readonly reasons?: string[],
    /** The server's `errors:` catalog key for this error, and its parameters. */
    readonly key?: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(errorTranslator({ status, code, key, params, message }) ?? message);
    this.serverMessage = message;
    this.name = 'ApiError';
  }
}

type TokenProvider = () => string | null | undefined | Promise<string | null | undefined>;
let accessTokenProvider: TokenProvider = () => null;

/** The auth feature registers how to get the current access token; every call then sends it. */
export function setAccessTokenProvider(provider: TokenProvider): void {
  accessTokenProvider = provider;
}

let unauthorizedHandler: (() => void) | null = null;

/**
 * The auth feature registers what to do when a call made with a token answers 401 (the session
 * was signed out elsewhere or revoked): it tries a refresh and signs out locally if that fails.
 */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

let organisationLostHandler: (() => void) | null = null;

/**
 * What to do when the chosen organisation answers 404 (the user was removed from it, or it is
 * gone): the choice is forgotten already; the handler refreshes what was loaded for it.
 */
export function setOrganisationLostHandler(handler: (() => void) | null): void {
  organisationLostHandler = handler;
}

/** The server's answer to an X-Org-Id the user is not a member of (resolveMemberActor). */
async function isOrganisationNotFound(response: Response): Promise<boolean> {
  if (response.status !== 404) return false;
  try {
    const body = (await response.clone().json()) as Partial<ErrorBody>;
    return body.error?.message === 'Organisation not found';
  } catch {
    return false;
  }
}

const RETRYABLE = new Set([502, 503, 504]);

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Attach the bearer token (default true). */
  auth?: boolean;
}

/**
 * The one way the web app calls the server. JSON in and out; a bearer token when signed in;
 * 502/503/504 retried twice with backoff (spec: "502, 503 and 504 are retried") for reads.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return parseResponse<T>(await send(path, request, 'application/json'));
}

/**
 * A file from the server (a receipt PDF), fetched like any other call — with the bearer token,
 * which a plain link could not carry. Answers the body and the file name the server gave it.
 */
export async function apiFetchFile(
  path: string,
  request: ApiRequest = {},
): Promise<{ blob: Blob; filename: string | null }> {
  const response = await send(path, request, '*/*');
  if (!response.ok) return parseResponse<never>(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  // The exact name (RFC 5987 `filename*`) when the server gave one, else the ASCII fallback.
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const filename = encoded ? safeDecode(encoded) : (/filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null);
  return { blob: await response.blob(), filename };
}

async function send(path: string, request: ApiRequest, accept: string): Promise<Response> {
  const method = request.method ?? 'GET';
  const url = buildUrl(path, request.query);
  const headers: Record<string, string> = { accept, ...request.headers };
  // FormData (a file upload) sets its own multipart content type with the boundary.
  const isForm = typeof FormData !== 'undefined' && request.body instanceof FormData;
  if (request.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let sentToken = false;
  let chosen: { userId: string; orgId: string } | null = null;
  if (request.auth !== false) {
    const token = await accessTokenProvider();
    if (token) headers.authorization = `Bearer ${token}`;
    sentToken = Boolean(token);
    // The organisation the user chose (the switcher), checked by the server on every request.
    const userId = token ? userIdOfAccessToken(token) : null;
    const orgId = activeOrganisationOf(userId);
    if (userId && orgId && !headers[ORG_HEADER]) {
      headers[ORG_HEADER] = orgId;
      chosen = { userId, orgId };
    }
  }
  const attempts = method === 'GET' ? 3 : 1;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers,
        body:
          request.body === undefined
            ? undefined
            : isForm
              ? (request.body as FormData)
              : JSON.stringify(request.body),
        signal: request.signal,
        credentials: 'same-origin',
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      if (attempt < attempts) {
        await delay(200 * 2 ** (attempt - 1));
        continue;
      }
      throw new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server. Check your connection.');
    }
    if (RETRYABLE.has(response.status) && attempt < attempts) {
      await delay(200 * 2 ** (attempt - 1));
      continue;
    }
    if (response.status === 401 && sentToken) unauthorizedHandler?.();
    if (chosen && (await isOrganisationNotFound(response))) {
      // No longer a member there: back to the first organisation. A read is asked again there at
      // once; a change is not (it was meant for the other organisation).
      setActiveOrganisation(chosen.userId, null);
      delete headers[ORG_HEADER];
      chosen = null;
      organisationLostHandler?.();
      if (method === 'GET') {
        attempt -= 1;
        continue;
      }
    }
    return response;
  }
}

async function parseResponse<T>(response: Response): Promise<T> {
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (response.ok) return data as T;
  // The product API answers { error: { code, message, … } }; the auth API (/auth/v1) answers
  // GoTrue's { code: <status>, error_code, msg, weak_password?: { reasons } } (decision 020).
  const body = data as
    | (Partial<ErrorBody> & Partial<Omit<AuthErrorBody, 'error'>> & { message?: string })
    | undefined;
  const product = typeof body?.error === 'object' ? body.error : undefined;
  const code = product?.code ?? body?.error_code ?? `HTTP_${response.status}`;
  const message = product?.message ?? body?.msg ?? body?.message ?? response.statusText;
  const details = product?.details ?? body?.details;
  const reasons = product?.reasons ?? body?.weak_password?.reasons;
  throw new ApiError(response.status, String(code), message, details, reasons, product?.key, product?.params);
}

function buildUrl(path: string, query: ApiRequest['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
