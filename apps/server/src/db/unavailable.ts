/**
 * Errors that mean "the database cannot serve us right now" rather than "this request is wrong":
 * the error handler answers them 503 with Retry-After (QUALITY.md, reliability) instead of a 500,
 * so clients and load balancers retry instead of giving up.
 */

/** Socket-level failures of the connection to the database server. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away, starting, overloaded or too slow: 57P01 admin
 * shutdown (pg_ctl stop, failover), 57P02 crash shutdown, 57P03 cannot connect now (starting up or
 * in recovery), 53300 too many connections, 57014 statement timeout. Class 08 (connection
 * exceptions) is matched as a prefix.
 */
const unavailableSqlStates = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

/** node-postgres reports these without a code. */
const unavailableMessages = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /Query read timeout/i,
  /Cannot use a pool after calling end on the pool/i,
];

/** Walks the error and its causes (drizzle wraps the driver's error in `cause`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (networkCodes.has(code) || unavailableSqlStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
        return true;
      }
    }
    if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client should wait before retrying a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
