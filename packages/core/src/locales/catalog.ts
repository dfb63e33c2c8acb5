import type { Language } from '../i18n';
import { type TranslateOptions, translateFrom } from '../translate';
import enEmails from './en/emails.json';
import enExpenses from './en/expenses.json';
import enLeases from './en/leases.json';
import enMaintenance from './en/maintenance.json';
import enNotifications from './en/notifications.json';
import enOrganisations from './en/organisations.json';
import enOwners from './en/owners.json';
import enPayments from './en/payments.json';
import enRenewals from './en/renewals.json';
import enReports from './en/reports.json';
import frEmails from './fr/emails.json';
import frExpenses from './fr/expenses.json';
import frLeases from './fr/leases.json';
import frMaintenance from './fr/maintenance.json';
import frNotifications from './fr/notifications.json';
import frOrganisations from './fr/organisations.json';
import frOwners from './fr/owners.json';
import frPayments from './fr/payments.json';
import frRenewals from './fr/renewals.json';
import frReports from './fr/reports.json';

/**
 * The namespaces the server writes texts from (emails, notifications, receipts), loaded at once.
 * The web never imports this file: it loads each namespace lazily (apps/web/src/app/i18n.ts).
 * locales.test.ts checks that French has exactly the English keys.
 */
export const catalog = {
  en: {
    emails: enEmails,
    expenses: enExpenses,
    leases: enLeases,
    maintenance: enMaintenance,
    notifications: enNotifications,
    organisations: enOrganisations,
    owners: enOwners,
    payments: enPayments,
    renewals: enRenewals,
    reports: enReports,
  },
  fr: {
    emails: frEmails,
    expenses: frExpenses,
    leases: frLeases,
    maintenance: frMaintenance,
    notifications: frNotifications,
    organisations: frOrganisations,
    owners: frOwners,
    payments: frPayments,
    renewals: frRenewals,
    reports: frReports,
  },
} satisfies Record<Language, Record<string, unknown>>;

type Catalog = (typeof catalog)['en'];

/** `a.b.c` for every text of a dictionary. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** `intro_one` and `intro_other` are both asked for as `intro` (with a `count`). */
type WithoutPlural<K extends string> =
  K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}` ? Base : K;

/** Every `namespace:key` the catalog holds: a misspelt key fails to compile. */
export type CatalogKey = {
  [N in keyof Catalog & string]: `${N}:${WithoutPlural<Leaves<Catalog[N]>>}`;
}[keyof Catalog & string];

/** A text of the catalog in a language (English when the language lacks it), `{{name}}` filled. */
export function translate(language: Language, key: CatalogKey, options?: TranslateOptions): string {
  return translateFrom(
    (code, ns) => catalog[code as Language]?.[ns as keyof Catalog],
    language,
    'common',
    key,
    options,
  );
}
