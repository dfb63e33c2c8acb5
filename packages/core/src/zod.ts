import { z } from 'zod';
import { keyWithParams } from './translate';

/**
 * The message of a zod issue whose schema gave none: an `errors:validation.*` key with its limits
 * (`errors:validation.tooLong?count=200`), which the web translates like any other message — never
 * zod's English ("expected string to have <=200 characters") on screen. The API's field errors
 * (VALIDATION_FAILED details) carry the same keys.
 */
export function zodIssueMessage(issue: z.core.$ZodRawIssue): string {
  const v = (key: string, params: Record<string, string | number> = {}) =>
    keyWithParams(`errors:validation.${key}`, params);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return v('required');
      if (issue.expected === 'int' && typeof issue.input === 'number') return v('notInteger');
      if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') {
        return v('notNumber');
      }
      if (issue.expected === 'date') return v('date');
      return v('invalid');
    case 'too_big': {
      const limit = Number(issue.maximum);
      if (issue.origin === 'string') return v('tooLong', { count: limit });
      if (issue.origin === 'array' || issue.origin === 'set') return v('tooMany', { count: limit });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return v(issue.inclusive === false ? 'tooLargeExclusive' : 'tooLarge', { limit });
      }
      return v('invalid');
    }
    case 'too_small': {
      const limit = Number(issue.minimum);
      if (issue.origin === 'string') return limit <= 1 ? v('required') : v('tooShort', { count: limit });
      if (issue.origin === 'array' || issue.origin === 'set') return v('tooFew', { count: limit });
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return v(issue.inclusive === false ? 'tooSmallExclusive' : 'tooSmall', { limit });
      }
      return v('invalid');
    }
    case 'invalid_format':
      if (issue.format === 'email') return v('email');
      if (issue.format === 'url') return v('url');
      if (issue.format === 'date' || issue.format === 'datetime') return v('date');
      return v('invalid');
    case 'not_multiple_of':
      return Number(issue.divisor) === 1 ? v('notInteger') : v('decimals');
    case 'invalid_value':
      return v('choice');
    case 'unrecognized_keys':
      // Named, so a client (and the mass-assignment suite) can tell which key was refused.
      return v('unknownField', { keys: issue.keys.join(', ') });
    default:
      return v('invalid');
  }
}

/**
 * Every schema of the product is built with this `z`. Our Content-Security-Policy forbids eval
 * (`script-src 'self'`), and zod probes `new Function` when it builds an object schema, to choose
 * its compiled fast path; the browser reports that probe as a CSP violation. zod reads the setting
 * when a schema is built, so it is set here, through zod's documented `config()`, before any module
 * that imports this one can build a schema (ES modules evaluate their imports first). A schema's
 * own message wins over `customError`.
 */
z.config({ jitless: true, customError: zodIssueMessage });

export { z };
