import { Writable } from 'node:stream';

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO ',
  40: 'WARN ',
  50: 'ERROR',
  60: 'FATAL',
};

/** Keys already shown in the line's head, or pino's own bookkeeping. */
const shownKeys = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'req', 'res', 'responseTime']);

/**
 * One pino JSON line as a person reads it in a terminal:
 * `12:01:02 INFO  req-1 GET /api/properties 200 4 ms request completed`. Everything else in the
 * record follows as `key=value`. Redaction has already happened: pino formats after it.
 */
export function formatLogLine(line: string): string {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(line);
  } catch {
    return line;
  }
  const time = new Date(typeof record.time === 'number' ? record.time : Date.now())
    .toISOString()
    .slice(11, 19);
  const parts = [time, levelNames[record.level as number] ?? String(record.level)];
  if (record.reqId) parts.push(String(record.reqId));
  const req = record.req as { method?: string; url?: string } | undefined;
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  const res = record.res as { statusCode?: number } | undefined;
  if (res?.statusCode) parts.push(String(res.statusCode));
  if (typeof record.responseTime === 'number') parts.push(`${Math.round(record.responseTime)} ms`);
  if (record.msg) parts.push(String(record.msg));
  for (const [key, value] of Object.entries(record)) {
    if (shownKeys.has(key)) continue;
    if (key === 'err' && value && typeof value === 'object' && 'stack' in value) {
      parts.push(`\n${String((value as { stack: unknown }).stack)}`);
      continue;
    }
    parts.push(`${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  }
  return parts.join(' ');
}

/** A destination for pino that writes readable lines to stdout (development terminals only). */
export function prettyLogStream(out: NodeJS.WritableStream = process.stdout): Writable {
  let pending = '';
  return new Writable({
    write(chunk, _encoding, done) {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line) out.write(`${formatLogLine(line)}\n`);
      done();
    },
  });
}
