import { leadsToMoveOut, mayOfferAgain, type RenewalBoardItem } from '@rentwise/core/renewals/schemas';
import { CalendarClock, FileText, LogOut, Send } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { DataList, type RowAction } from '@/components/data-list';
import { formatDate } from '@/lib/dates';
import { useMoney } from '@/lib/use-money';
import { useRenewalBoard } from '../api/get-renewal-board';
import { RenewalStatusBadge } from './renewal-status-badge';

/**
 * The renewal board (issue 21 item 2): each lease ending in the window, its end, its rent, the
 * status of its renewal and the offer's terms; actions: send an offer (again after a decline or an
 * expiry), view the addendum, and — once declined or expired — start the move-out.
 */
export function RenewalBoardList({
  canWrite,
  onSendOffer,
  onStartMoveOut,
  onViewDocument,
}: {
  canWrite: boolean;
  onSendOffer(item: RenewalBoardItem): void;
  onStartMoveOut(item: RenewalBoardItem): void;
  onViewDocument(documentId: string, name: string): void;
}) {
  const { t, i18n } = useTranslation('renewals');
  const { money } = useMoney();
  const board = useRenewalBoard();
  const actions = (item: RenewalBoardItem): RowAction[] => {
    const list: RowAction[] = [];
    if (canWrite && mayOfferAgain(item.status)) {
      list.push({
        label: item.status === 'not_started' ? t('board.sendOffer') : t('board.sendNewOffer'),
        icon: Send,
        onSelect: () => onSendOffer(item),
      });
    }
    if (canWrite && leadsToMoveOut(item.status)) {
      list.push({ label: t('board.startMoveOut'), icon: LogOut, onSelect: () => onStartMoveOut(item) });
    }
    const documentId = item.offer?.signedDocumentId ?? item.offer?.documentId;
    if (documentId) {
      list.push({
        label: t('board.viewAddendum'),
        icon: FileText,
        onSelect: () => onViewDocument(documentId, `${t('board.viewAddendum')} ${item.tenantName}.pdf`),
      });
    }
    return list;
  };
  return (
    <DataList
      csvName="renewals"
      query={{ ...board, data: board.data ? { items: board.data.items } : undefined }}
      rowKey={(item) => item.leaseId}
      rowName={(item) => item.tenantName}
      loadingText={t('board.title')}
      errorText={() => t('board.loadError')}
      emptyIcon={CalendarClock}
      emptyText={t('board.empty', { days: board.data?.windowDays ?? 120 })}
      actions={actions}
      columns={[
        {
          label: t('board.columns.tenant'),
          card: 'title',
          cell: (item) => <span className="font-medium">{item.tenantName}</span>,
        },
        {
          label: t('board.columns.status'),
          card: 'status',
          cell: (item) => <RenewalStatusBadge status={item.status} />,
          csv: (item) => t(`status.${item.status}`),
        },
        {
          label: t('board.columns.property'),
          cell: (item) => (
            <>
              <div>{item.propertyAddress}</div>
              {item.unitNumber && <div className="text-muted-foreground">{item.unitNumber}</div>}
            </>
          ),
        },
        {
          label: t('board.columns.endDate'),
          cell: (item) => (
            <>
              <div>{formatDate(item.endDate, i18n.language)}</div>
              <div className="text-muted-foreground">{t('board.daysLeft', { count: item.daysLeft })}</div>
            </>
          ),
        },
        {
          label: t('board.columns.rent'),
          end: true,
          cell: (item) => money(item.rentAmount, { decimals: true }),
        },
        {
          label: t('board.columns.offer'),
          cell: (item) =>
            item.offer ? (
              <>
                <div>
                  {t('board.offerSummary', {
                    rent: money(item.offer.rentAmount, { decimals: true }),
                    start: formatDate(item.offer.startDate, i18n.language),
                  })}
                </div>
                {item.offer.declineReason && (
                  <div className="text-muted-foreground">
                    {t('board.declineReason', { reason: item.offer.declineReason })}
                  </div>
                )}
              </>
            ) : (
              '—'
            ),
        },
      ]}
    />
  );
}
