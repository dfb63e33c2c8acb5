import type { DocumentDto } from '@rentwise/core/documents/schemas';
import type { Payment } from '@rentwise/core/leases/schemas';
import { useQueries } from '@tanstack/react-query';
import { FileText, type LucideIcon, ReceiptText, ScrollText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { useDocuments } from '@/features/documents/api/get-documents';
import { FileButtons } from '@/features/documents/components/file-buttons';
import { typeLabel } from '@/features/documents/components/format';
import { getLeaseLedgerQueryOptions } from '@/features/leases/api/get-lease-ledger';
import { useLeases } from '@/features/leases/api/get-leases';
import { TenantSignaturesCard } from '@/features/signatures';
import { formatDate } from '@/lib/dates';
import { documentFile, type OpenFileInput } from '@/lib/open-file';

const RECEIPTS_SHOWN = 6;

interface Row {
  key: string;
  name: string;
  date: string;
  type: string;
  fileFor(mode: 'view' | 'download'): OpenFileInput;
}

/**
 * Tenant › Documents (spec section 2): Lease Documents, Notices and Receipts. Documents are what
 * the owner shared with the tenant, their lease or their property; receipts are the ledger's (one
 * per payment, the receipt PDF) plus any receipt the owner uploaded.
 */
const NON_CASH_METHODS = new Set<Payment['method']>(['credit', 'deposit', 'transfer']);

export default function TenantDocumentsPage() {
  const { t, i18n } = useTranslation('documents');
  const documents = useDocuments();
  const leases = useLeases({}, { all: true });
  const ledgers = useQueries({
    queries: (leases.data?.items ?? []).map((lease) => getLeaseLedgerQueryOptions(lease.id)),
  });
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  // A year of rent is a dozen receipts: the latest few, then all on request.
  const [allReceipts, setAllReceipts] = useState(false);

  const all = documents.data?.pages.flatMap((page) => page.items) ?? [];
  const toRow = (document: DocumentDto): Row => ({
    key: document.id,
    name: document.name,
    date: document.createdAt,
    type: typeLabel(t, document.contentType),
    fileFor: (mode) => documentFile(document, mode),
  });
  // Receipts are for money received: the lease lifecycle's non-cash entries (a move-out credit,
  // the deposit applied at settlement, a deposit carried to a renewal; decision 022) get none.
  const payments: Payment[] = ledgers
    .flatMap((ledger) => ledger.data?.payments ?? [])
    .filter((payment) => !NON_CASH_METHODS.has(payment.method));
  const receiptRows: Row[] = payments.map((payment) => ({
    key: payment.id,
    name: t('tenant.receiptName', { number: payment.receiptNumber }),
    date: payment.receivedAt,
    type: 'PDF',
    fileFor: (mode) => ({
      path: `/api/payments/${encodeURIComponent(payment.id)}/receipt.pdf`,
      query: { lang },
      mode,
      fallbackName: `receipt-${payment.receiptNumber}.pdf`,
    }),
  }));
  const byDateDesc = (a: Row, b: Row) => b.date.localeCompare(a.date);
  const sections: { id: string; title: string; empty: string; icon: LucideIcon; rows: Row[] }[] = [
    {
      id: 'lease',
      title: t('tenant.sections.lease'),
      empty: t('tenant.empty.lease'),
      icon: ScrollText,
      rows: all.filter((d) => d.kind === 'lease' || d.kind === 'other' || d.kind === 'photo').map(toRow),
    },
    {
      id: 'notices',
      title: t('tenant.sections.notices'),
      empty: t('tenant.empty.notices'),
      icon: FileText,
      rows: all.filter((d) => d.kind === 'notice').map(toRow),
    },
    {
      id: 'receipts',
      title: t('tenant.sections.receipts'),
      empty: t('tenant.empty.receipts'),
      icon: ReceiptText,
      rows: [...all.filter((d) => d.kind === 'receipt').map(toRow), ...receiptRows].sort(byDateDesc),
    },
  ];
  const error = documents.error ?? leases.error ?? ledgers.find((ledger) => ledger.error)?.error;
  const loading = documents.isPending || leases.isPending || ledgers.some((ledger) => ledger.isPending);

  return (
    <div className="mx-auto grid max-w-5xl grid-cols-1 gap-6">
      <PageHeader title={t('tenant.title')} subtitle={t('tenant.subtitle')} />
      <TenantSignaturesCard signerName="" />
      {error ? (
        <p role="alert" className="text-destructive">
          {t('tenant.loadFailed', { message: error.message })}
        </p>
      ) : loading ? (
        <p className="text-muted-foreground">{t('tenant.loading')}</p>
      ) : (
        sections.map(({ id, title, empty, icon: Icon, rows }) => (
          <Card key={id} className="gap-0 pb-0">
            <CardHeader className="pb-4">
              <h2 id={`documents-${id}`} className="flex items-center gap-2 font-semibold leading-none">
                <Icon aria-hidden="true" className="size-5 text-muted-foreground" />
                {title}
              </h2>
            </CardHeader>
            <CardContent className="border-t px-0">
              {rows.length === 0 ? (
                <p className="px-6 py-5 text-sm text-muted-foreground">{empty}</p>
              ) : (
                <ul aria-labelledby={`documents-${id}`} className="divide-y">
                  {(id === 'receipts' && !allReceipts ? rows.slice(0, RECEIPTS_SHOWN) : rows).map((row) => (
                    <li key={row.key} className="flex items-center gap-3 px-4 py-3 sm:px-6">
                      <FileText aria-hidden="true" className="hidden size-5 shrink-0 text-primary sm:block" />
                      <div className="min-w-0 flex-1">
                        <p className="break-words font-medium">{row.name}</p>
                        <p className="text-sm text-muted-foreground">
                          {formatDate(row.date, i18n.language)} · {row.type}
                        </p>
                      </div>
                      <FileButtons name={row.name} fileFor={row.fileFor} />
                    </li>
                  ))}
                </ul>
              )}
              {id === 'receipts' && rows.length > RECEIPTS_SHOWN && (
                <div className="flex justify-center border-t p-3">
                  <Button variant="ghost" size="sm" onClick={() => setAllReceipts((value) => !value)}>
                    {allReceipts ? t('actions.showFewer') : t('actions.showAll', { count: rows.length })}
                  </Button>
                </div>
              )}
              {id === 'lease' && documents.hasNextPage && (
                <div className="flex justify-center border-t p-3">
                  <Button variant="ghost" size="sm" onClick={() => documents.fetchNextPage()}>
                    {t('actions.loadMore')}
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>
        ))
      )}
    </div>
  );
}
