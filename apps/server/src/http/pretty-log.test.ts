import { describe, expect, it } from 'vitest';
import { formatLogLine } from './pretty-log';

describe('formatLogLine', () => {
  it('puts time, level, request and status first, then the remaining fields', () => {
    const line = JSON.stringify({
      level: 30,
      time: Date.UTC(2026, 10, 23, 12, 1, 2),
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      req: { method: 'GET', url: '/api/properties' },
      res: { statusCode: 200 },
      responseTime: 4.2,
      msg: 'request completed',
      userId: 'u1',
    });
    expect(formatLogLine(line)).toBe(
      '12:01:02 INFO  req-1 GET /api/properties 200 4 ms request completed userId=u1',
    );
  });

  it('prints an error stack on its own lines and leaves non-JSON untouched', () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: 'boom',
      err: { type: 'Error', stack: 'Error: boom\n  at x' },
    });
    expect(formatLogLine(line)).toContain('ERROR boom \nError: boom\n  at x');
    expect(formatLogLine('plain text')).toBe('plain text');
  });
});
