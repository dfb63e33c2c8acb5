import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

/** An error shaped like the driver's, optionally wrapped the way drizzle wraps it. */
function driverError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}
const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    [
      'server shutting down (pg_ctl stop)',
      driverError('terminating connection due to administrator command', '57P01'),
    ],
    ['server starting up', driverError('the database system is starting up', '57P03')],
    ['statement timeout', driverError('canceling statement due to statement timeout', '57014')],
    ['connection exception class 08', driverError('connection failure', '08006')],
    ['too many connections', driverError('sorry, too many clients already', '53300')],
    ['pool connect timeout', driverError('timeout exceeded when trying to connect')],
    ['connection lost mid-query', driverError('Connection terminated unexpectedly')],
  ])('is true for %s, bare or wrapped by drizzle', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', driverError('duplicate key value', '23505')],
    ['a syntax error', driverError('syntax error at or near "selec"', '42601')],
    ['a programming error', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a non-error', 'ECONNREFUSED'],
  ])('is false for %s', (_label, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isDatabaseUnavailable(wrapped(error as Error))).toBe(false);
  });
});
