/** Parsing the raw values the rule patterns capture ("$1,450.00", "1 450,00 €", "January 1, 2026", "1er mars 2026"). */

const MONTHS: Record<string, number> = {
  january: 1,
  february: 2,
  march: 3,
  april: 4,
  may: 5,
  june: 6,
  july: 7,
  august: 8,
  september: 9,
  october: 10,
  november: 11,
  december: 12,
  janvier: 1,
  février: 2,
  fevrier: 2,
  mars: 3,
  avril: 4,
  mai: 5,
  juin: 6,
  juillet: 7,
  août: 8,
  aout: 8,
  septembre: 9,
  octobre: 10,
  novembre: 11,
  décembre: 12,
  decembre: 12,
};

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  'forty-five': 45,
  sixty: 60,
  ninety: 90,
  first: 1,
  fifth: 5,
  tenth: 10,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  neuf: 9,
  dix: 10,
  onze: 11,
  douze: 12,
  quinze: 15,
  vingt: 20,
  trente: 30,
  soixante: 60,
  'quatre-vingt-dix': 90,
  premier: 1,
};

/** Integer cents, or null. English writes 1,450.00; French 1 450,00 (or 1.450,00). */
export function parseMoney(raw: string, language: 'en' | 'fr'): number | null {
  let digits = raw.replace(/[^\d.,]/g, '');
  if (language === 'fr') digits = digits.replace(/\./g, '').replace(',', '.');
  else digits = digits.replace(/,/g, '');
  const amount = Number(digits);
  return digits !== '' && Number.isFinite(amount) ? Math.round(amount * 100) : null;
}

/** A percentage ("5%", "10 percent", "8,5 %") as a number, or null when the text is not one. */
export function parsePercent(raw: string): number | null {
  if (!/%|percent|pour ?cent/i.test(raw)) return null;
  const value = Number(raw.replace(/[^\d.,]/g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** "thirty", "30", "5th", "1er" → the number. */
export function parseInteger(raw: string): number | null {
  const word = NUMBER_WORDS[raw.toLowerCase()];
  if (word !== undefined) return word;
  const digits = raw.match(/^\d+/)?.[0];
  return digits ? Number(digits) : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** YYYY-MM-DD, or null. Slashes are month/day in English and day/month in French. */
export function parseDate(raw: string, language: 'en' | 'fr'): string | null {
  const text = raw.toLowerCase().replace(/,/g, ' ').replace(/\s+/g, ' ').trim();
  const iso = text.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const slash = text.match(/^(\d{1,2})\/(\d{1,2})\/(\d{4})$/);
  if (slash) {
    const [a, b] = [Number(slash[1]), Number(slash[2])];
    return language === 'fr' ? isoDate(Number(slash[3]), b, a) : isoDate(Number(slash[3]), a, b);
  }
  const words = text
    .replace(/\b(\d{1,2})(?:st|nd|rd|th|er)\b/g, '$1')
    .replace(/\bof\b/g, '')
    .split(/\s+/);
  const monthWord = words.find((word) => MONTHS[word] !== undefined);
  const numbers = words.filter((word) => /^\d+$/.test(word)).map(Number);
  const year = numbers.find((n) => n >= 1000);
  const day = numbers.find((n) => n < 1000);
  if (!monthWord || year === undefined || day === undefined) return null;
  return isoDate(year, MONTHS[monthWord] as number, day);
}
