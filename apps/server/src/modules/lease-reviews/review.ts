import type { LeaseTermName, LeaseTerms } from '@rentwise/core/lease-reviews/schemas';
import enRules from './rules/en.json';
import frRules from './rules/fr.json';
import { detectLanguage, type Sentence, splitSentences } from './sentences';
import { parseDate, parseInteger, parseMoney, parsePercent } from './values';

/**
 * The lease reviewer: plain rules over sentences, no model and nothing downloaded. The rules are
 * data (rules/<language>.json) so a lawyer can read and extend them without reading this file;
 * every term and finding points at the sentence that produced it, so an owner can check each one.
 */

export type Language = 'en' | 'fr';

type TermPattern = string | { pattern: string; value: string };
interface FindingRule {
  rule: string;
  severity: 'high' | 'medium' | 'low';
  check?: string;
  patterns?: string[];
  unless?: string[];
}
interface RuleFile {
  macros: Record<string, string>;
  terms: Record<LeaseTermName, TermPattern[]>;
  findings: FindingRule[];
}

/**
 * The default limit of a late fee, as a share of the monthly rent. Five percent is the cap several
 * US states set (e.g. New York for residential leases) and a common benchmark elsewhere. The
 * service passes the organisation's own (organisations.late_fee_limit_percent, whose default is
 * this); the corpus measures against this one.
 */
export const DEFAULT_LATE_FEE_LIMIT_PERCENT = 5;

export interface ReviewOptions {
  lateFeeLimitPercent?: number;
}

/** A finding before its texts are chosen: the rule, and the sentence that shows it (if any). */
export interface RawFinding {
  rule: string;
  severity: 'high' | 'medium' | 'low';
  quote: string | null;
  page: number | null;
  /** Values for the explanation's placeholders. */
  values?: Record<string, string | number>;
}

export interface RawReview {
  language: Language;
  currency: 'USD' | 'EUR' | null;
  terms: LeaseTerms;
  findings: RawFinding[];
  sentences: Sentence[];
}

interface CompiledRules {
  terms: Record<LeaseTermName, { regex: RegExp; value?: string }[]>;
  findings: (FindingRule & { regexes: RegExp[]; unlessRegexes: RegExp[] })[];
}

function compile(file: RuleFile): CompiledRules {
  // Names are told from the words around them by their capitals, so party patterns keep case.
  const expand = (pattern: string, flags = 'iu') =>
    new RegExp(
      pattern.replace(/\{\{(\w+)\}\}/g, (_, name: string) => `(?:${file.macros[name] ?? ''})`),
      flags,
    );
  const terms = {} as CompiledRules['terms'];
  for (const [name, patterns] of Object.entries(file.terms) as [LeaseTermName, TermPattern[]][]) {
    const flags = name === 'parties' ? 'u' : 'iu';
    terms[name] = patterns.map((p) =>
      typeof p === 'string'
        ? { regex: expand(p, flags) }
        : { regex: expand(p.pattern, flags), value: p.value },
    );
  }
  const findings = file.findings.map((f) => ({
    ...f,
    regexes: (f.patterns ?? []).map((p) => expand(p)),
    unlessRegexes: (f.unless ?? []).map((p) => expand(p)),
  }));
  return { terms, findings };
}

const RULES: Record<Language, CompiledRules> = {
  en: compile(enRules as RuleFile),
  fr: compile(frRules as RuleFile),
};

type Found<T> = { value: T; quote: string; page: number } | null;

/** A party's name without the sentence's final point ("Aisha Brown." → "Aisha Brown"; "Inc." stays). */
function cleanName(raw: string | undefined): string | null {
  const name = raw?.trim() ?? '';
  const withoutPoint = /\b(?:Inc|Ltd|Co|Corp|Jr|Sr)\.$/.test(name) ? name : name.replace(/\.$/, '');
  return withoutPoint || null;
}

/** A capture made into the term's value; null when it does not parse (the next match is tried). */
function parseTerm(
  name: LeaseTermName,
  groups: Record<string, string | undefined>,
  language: Language,
): unknown {
  const raw = groups.value ?? '';
  switch (name) {
    case 'parties': {
      const landlord = cleanName(groups.landlord);
      const tenant = cleanName(groups.tenant);
      return landlord || tenant ? { landlord, tenant } : null;
    }
    case 'startDate':
    case 'endDate':
      return parseDate(raw, language);
    case 'rentAmount':
    case 'depositAmount':
      return parseMoney(raw, language);
    case 'lateFee': {
      // A share of the rent is kept as such here and converted once the rent is known.
      const percent = parsePercent(raw);
      return percent !== null ? { percent } : parseMoney(raw, language);
    }
    case 'dueDay': {
      const day = parseInteger(raw);
      return day !== null && day >= 1 && day <= 31 ? day : null;
    }
    case 'graceDays':
      return parseInteger(raw);
    case 'noticePeriodDays': {
      const count = parseInteger(raw);
      if (count === null) return null;
      // "two months' notice", "préavis de trois mois": 30 days a month.
      return /^\W*(?:\(\d+\)\s*)?(?:months?|mois)/i.test(groups.$after ?? '') ? count * 30 : count;
    }
    case 'renewal':
      return raw || null;
  }
}

function findTerm(name: LeaseTermName, sentences: Sentence[], language: Language): Found<unknown> {
  for (const { regex, value } of RULES[language].terms[name]) {
    for (const sentence of sentences) {
      const match = regex.exec(sentence.text);
      if (!match) continue;
      const groups: Record<string, string | undefined> = { ...match.groups, $after: textAfterValue(match) };
      const parsed = value !== undefined ? value : parseTerm(name, groups, language);
      if (parsed !== null && parsed !== undefined)
        return { value: parsed, quote: sentence.text, page: sentence.page };
    }
  }
  return null;
}

/** The part of the match after the captured value ("30 days' notice" → " days' notice"). */
function textAfterValue(match: RegExpExecArray): string {
  const value = match.groups?.value;
  if (value === undefined) return '';
  return match[0].slice(match[0].lastIndexOf(value) + value.length);
}

/** The currency the amounts are written in: whichever sign (or word) the text uses more. */
function currencyOf(text: string): 'USD' | 'EUR' | null {
  const dollars = text.match(/\$|\bUSD\b|\bdollars?\b/gi)?.length ?? 0;
  const euros = text.match(/€|\bEUR\b|\beuros?\b/gi)?.length ?? 0;
  if (dollars === 0 && euros === 0) return null;
  return euros > dollars ? 'EUR' : 'USD';
}

/** Reads the terms and findings of a document given page by page. */
export function reviewPages(pages: string[], options: ReviewOptions = {}): RawReview {
  const sentences = splitSentences(pages);
  const language = detectLanguage(pages.join('\n'));
  const found = {} as Record<LeaseTermName, Found<unknown>>;
  for (const name of Object.keys(RULES[language].terms) as LeaseTermName[]) {
    found[name] = findTerm(name, sentences, language);
  }
  const rent = found.rentAmount?.value as number | undefined;
  let lateFeePercent: number | null = null;
  if (found.lateFee) {
    const fee = found.lateFee.value as number | { percent: number };
    if (typeof fee === 'object') {
      lateFeePercent = fee.percent;
      found.lateFee =
        rent !== undefined ? { ...found.lateFee, value: Math.round((rent * fee.percent) / 100) } : null;
    } else if (rent) {
      lateFeePercent = (fee / rent) * 100;
    }
  }
  const terms = found as unknown as LeaseTerms;
  const limit = options.lateFeeLimitPercent ?? DEFAULT_LATE_FEE_LIMIT_PERCENT;
  const findings: RawFinding[] = [];
  for (const rule of RULES[language].findings) {
    const base = { rule: rule.rule, severity: rule.severity };
    if (rule.check) {
      const [check, argument] = rule.check.split(':');
      if (check === 'missing') {
        const missing =
          argument === 'term' ? !terms.startDate || !terms.endDate : !terms[argument as LeaseTermName];
        if (missing) findings.push({ ...base, quote: null, page: null });
      } else if (check === 'renewal' && terms.renewal?.value === argument) {
        findings.push({ ...base, quote: terms.renewal.quote, page: terms.renewal.page });
      } else if (
        check === 'late-fee-limit' &&
        terms.lateFee &&
        lateFeePercent !== null &&
        lateFeePercent > limit
      ) {
        findings.push({
          ...base,
          quote: terms.lateFee.quote,
          page: terms.lateFee.page,
          values: { percent: Math.round(lateFeePercent * 10) / 10, limit },
        });
      }
      continue;
    }
    for (const sentence of sentences) {
      if (sentence.heading) continue;
      if (!rule.regexes.some((regex) => regex.test(sentence.text))) continue;
      if (rule.unlessRegexes.some((regex) => regex.test(sentence.text))) continue;
      findings.push({ ...base, quote: sentence.text, page: sentence.page });
    }
  }
  return { language, currency: currencyOf(pages.join('\n')), terms, findings, sentences };
}
