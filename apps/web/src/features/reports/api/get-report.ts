import type {
  AgedReceivables,
  DepositRegister,
  ExpensesReport,
  IncomeStatement,
  RentRoll,
  ReportKind,
} from '@rentwise/core/reports/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { openFile } from '@/lib/open-file';

/** What each report answers (GET /api/reports/:kind). */
export interface ReportAnswers {
  'rent-roll': RentRoll;
  'aged-receivables': AgedReceivables;
  deposits: DepositRegister;
  'income-statement': IncomeStatement;
  expenses: ExpensesReport;
}

/** The filters a report takes: a property, and a day (rent roll, aged receivables) or a month range. */
export interface ReportFilters {
  propertyId?: string;
  asOf?: string;
  from?: string;
  to?: string;
}

/** The query string of a report: only the filters that report takes. */
export function reportQuery(kind: ReportKind, filters: ReportFilters) {
  const propertyId = filters.propertyId || undefined;
  if (kind === 'rent-roll' || kind === 'aged-receivables')
    return { propertyId, asOf: filters.asOf || undefined };
  if (kind === 'deposits') return { propertyId };
  return { propertyId, from: filters.from || undefined, to: filters.to || undefined };
}

/** GET /api/reports/:kind (JSON: what the screen shows; the CSV and PDF are made from the same answer). */
export function getReport<K extends ReportKind>(kind: K, filters: ReportFilters): Promise<ReportAnswers[K]> {
  return apiFetch<ReportAnswers[K]>(`/api/reports/${kind}`, { query: reportQuery(kind, filters) });
}

export function getReportQueryOptions<K extends ReportKind>(kind: K, filters: ReportFilters) {
  return queryOptions({
    queryKey: ['reports', kind, reportQuery(kind, filters)],
    queryFn: () => getReport(kind, filters),
  });
}

export function useReport<K extends ReportKind>(kind: K, filters: ReportFilters) {
  return useQuery(getReportQueryOptions(kind, filters));
}

/** Saves the report as CSV or PDF (with the bearer token a plain link could not carry). */
export async function downloadReport(
  kind: ReportKind,
  filters: ReportFilters,
  format: 'csv' | 'pdf',
  lang: 'en' | 'fr',
): Promise<void> {
  await openFile({
    path: `/api/reports/${kind}`,
    query: { ...reportQuery(kind, filters), format, lang },
    mode: 'download',
    fallbackName: `${kind}.${format}`,
  });
}
