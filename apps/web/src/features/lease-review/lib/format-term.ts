import { formatDate } from '@rentwise/core/dates';
import { intlLocale } from '@rentwise/core/i18n';
import type { LeaseReview, LeaseTermName } from '@rentwise/core/lease-reviews/schemas';
import { type LeaseFormValues, localTodayIso } from '@rentwise/core/leases/schemas';
import type { TFunction } from '@/app/i18n';

/** Amounts in the lease's own currency ($ or €), not the app's: they are quoted from the lease. */
function money(cents: number, currency: LeaseReview['currency'], language: string): string {
  const amount = cents / 100;
  if (!currency)
    return new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2 }).format(amount);
  return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(amount);
}

/** A term's value as a person reads it, in the interface's language. */
export function formatTerm(review: LeaseReview, name: LeaseTermName, t: TFunction, language: string): string {
  const { terms, currency } = review;
  switch (name) {
    case 'parties': {
      const parties = terms.parties?.value;
      return [parties?.landlord, parties?.tenant].filter(Boolean).join(' · ');
    }
    case 'startDate':
    case 'endDate': {
      const date = terms[name]?.value;
      return date ? formatDate(date, language) : '';
    }
    case 'rentAmount':
    case 'depositAmount':
    case 'lateFee': {
      const cents = terms[name]?.value;
      return cents === undefined ? '' : money(cents, currency, language);
    }
    case 'dueDay':
      return String(terms.dueDay?.value ?? '');
    case 'graceDays':
    case 'noticePeriodDays': {
      const count = terms[name]?.value;
      return count === undefined ? '' : t('terms.daysValue', { count });
    }
    case 'renewal':
      return terms.renewal ? t(`terms.renewalValue.${terms.renewal.value}`) : '';
  }
}

/**
 * What the review can put in the Create Lease form: the dates and the rent (in currency units, as
 * the form takes it). Property and tenant stay for the owner to choose: a name in a lease is not
 * a record, and guessing the wrong tenant would be worse than asking.
 */
export function leaseValuesFromReview(review: LeaseReview): Partial<LeaseFormValues> {
  const values: Partial<LeaseFormValues> = {};
  if (review.terms.startDate) {
    values.startDate = review.terms.startDate.value;
    // A signed lease that has already started is an existing lease: said so, and the owner sees it.
    if (values.startDate < localTodayIso()) values.existingLease = true;
  }
  if (review.terms.endDate) values.endDate = review.terms.endDate.value;
  if (review.terms.rentAmount) values.rentAmount = review.terms.rentAmount.value / 100;
  return values;
}
