/**
 * A `timestamptz` as PostgreSQL writes it in text ('2026-11-25 03:22:57.123456+00') → ISO 8601
 * with milliseconds, as `Date#toISOString` writes it ('2026-11-25T03:22:57.123Z'). The common case
 * — a session in UTC — is rewritten as text; any other offset goes through `Date`. Sub-millisecond
 * digits are cut, as a `Date` would cut them.
 */
export function timestamptzToIso(text: string): string {
  if (text.length >= 22 && text.length <= 29 && text[10] === ' ' && text.endsWith('+00')) {
    const fraction = text.slice(19, -3);
    const millis = fraction === '' ? '.000' : `${fraction}000`.slice(0, 4);
    return `${text.slice(0, 10)}T${text.slice(11, 19)}${millis}Z`;
  }
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a timestamp: ${text}`);
  return date.toISOString();
}

/** A timestamp in ISO 8601: a `Date` read through Drizzle, or the ISO text a list row already holds. */
export function isoString(value: Date | string): string {
  return typeof value === 'string' ? value : value.toISOString();
}
