import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

/**
 * A filtered list page's scaffolding (Reports, Expenses): the page header with its actions, a row
 * of labelled filters (four across on a desktop, two on a tablet, one on a phone), then the page.
 */
export function FilterPage({
  title,
  subtitle,
  action,
  filters,
  children,
}: {
  title: string;
  subtitle?: string;
  action?: ReactNode;
  /** The filters: SelectFilter and DateFilter elements. */
  filters: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader title={title} subtitle={subtitle} action={action} />
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">{filters}</div>
      {children}
    </div>
  );
}

/** A labelled select among a FilterPage's filters; `onChange` gets the chosen option's value. */
export function SelectFilter({
  id,
  label,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
  /** The options. */
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

/** A labelled day or month among a FilterPage's filters; cleared, it gives `undefined`. */
export function DateFilter({
  id,
  label,
  type = 'date',
  value,
  onChange,
}: {
  id: string;
  label: string;
  type?: 'date' | 'month';
  value: string | undefined;
  onChange(value: string | undefined): void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </div>
  );
}
