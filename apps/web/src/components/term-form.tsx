import { addDays } from '@rentwise/core/leases/dates';
import { readAmountField } from '@rentwise/core/money/amount-input';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

/** One year from `start`, ending the day before the same date next year. */
export function yearFrom(start: string): string {
  const [year, month, day] = start.split('-').map(Number);
  return addDays(`${year + 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, -1);
}

type SetErrors = (errors: Record<string, string>) => void;

/**
 * A new lease term as a form (Renew lease, Send renewal offer): its start and end, prefilled with
 * a year from a start, and a rent typed as an amount. `readRent` and `checkDates` put their
 * message under the field (`rentAmount`, `endDate`) and answer null / false when it is wrong.
 */
export function useTermForm() {
  const { t } = useTranslation('validation');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [rent, setRent] = useState('');
  return {
    startDate,
    endDate,
    rent,
    setStartDate,
    setEndDate,
    setRent,
    /** A year from `start`, at `rentCents`. */
    prefill(start: string, rentCents: number) {
      setStartDate(start);
      setEndDate(yearFrom(start));
      setRent(String(rentCents / 100));
    },
    /** The rent typed, in cents. */
    readRent(setErrors: SetErrors): number | null {
      const read = readAmountField(rent, 'validation:lease.rentPositive');
      if (read.issue || read.cents === null) {
        setErrors({ rentAmount: t(read.issue ?? 'validation:lease.rentPositive') });
        return null;
      }
      return read.cents;
    },
    /** Whether the term ends after it starts. */
    checkDates(setErrors: SetErrors): boolean {
      if (endDate > startDate) return true;
      setErrors({ endDate: t('validation:lease.endAfterStart') });
      return false;
    },
  };
}

/** The term's start and end side by side (stacked on a phone), the end no earlier than the start. */
export function TermDateFields({
  term,
  errors,
  startLabel,
  endLabel,
  startHint,
}: {
  term: ReturnType<typeof useTermForm>;
  errors: Record<string, string>;
  startLabel: string;
  endLabel: string;
  startHint?: string;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={startLabel} hint={startHint} error={errors.startDate}>
        <Input
          type="date"
          value={term.startDate}
          onChange={(event) => term.setStartDate(event.target.value)}
        />
      </Field>
      <Field label={endLabel} error={errors.endDate}>
        <Input
          type="date"
          min={term.startDate}
          value={term.endDate}
          onChange={(event) => term.setEndDate(event.target.value)}
        />
      </Field>
    </div>
  );
}
