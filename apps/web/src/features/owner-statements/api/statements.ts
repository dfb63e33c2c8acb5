import type { OwnerStatement, StatementList } from '@rentwise/core/owner-statements/schemas';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { openFile } from '@/lib/open-file';

/** GET /api/owners/:id/statements: the periods (a member: the last twelve months), newest first. */
export function statementListQueryOptions(ownerId: string) {
  return queryOptions({
    queryKey: ['owner-statements', ownerId, 'list'],
    queryFn: () => apiFetch<StatementList>(`/api/owners/${encodeURIComponent(ownerId)}/statements`),
  });
}

export function useStatementList(ownerId: string | undefined) {
  return useQuery({ ...statementListQueryOptions(ownerId ?? ''), enabled: Boolean(ownerId) });
}

/** GET /api/owners/:id/statements/:period (`version`: a published one as it was published). */
export function useStatement(ownerId: string | undefined, period: string | undefined, version?: number) {
  return useQuery({
    queryKey: ['owner-statements', ownerId, period, version ?? 'live'],
    queryFn: () =>
      apiFetch<OwnerStatement>(
        `/api/owners/${encodeURIComponent(ownerId ?? '')}/statements/${encodeURIComponent(period ?? '')}`,
        { query: { version } },
      ),
    enabled: Boolean(ownerId && period),
  });
}

/** POST …/statements/:period/publish: a new version, shown in the owner's portal and emailed. */
export function usePublishStatement(ownerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: string) =>
      apiFetch<OwnerStatement>(
        `/api/owners/${encodeURIComponent(ownerId)}/statements/${encodeURIComponent(period)}/publish`,
        { method: 'POST' },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['owner-statements', ownerId] }),
  });
}

/** Fetches the statement's PDF or CSV with the bearer token and saves it; answers the file name. */
export async function downloadStatement(input: {
  ownerId: string;
  period: string;
  format: 'pdf' | 'csv';
  lang: 'en' | 'fr';
  version?: number;
}): Promise<string> {
  return openFile({
    path: `/api/owners/${encodeURIComponent(input.ownerId)}/statements/${encodeURIComponent(input.period)}.${input.format}`,
    query: { lang: input.lang, version: input.version },
    mode: 'download',
    fallbackName: `owner-statement-${input.period}.${input.format}`,
  });
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}

/**
 * Opens a line's evidence (a payment's receipt PDF, an expense's receipt) in a new tab with the
 * bearer token. The tab opens in the click's own turn so pop-up blockers let it through.
 */
export async function openEvidence(path: string): Promise<void> {
  await openFile({
    path,
    query: path.includes('/api/documents/') ? { inline: 1 } : {},
    mode: 'view',
    fallbackName: path.split('/').pop() ?? 'evidence',
  });
}
