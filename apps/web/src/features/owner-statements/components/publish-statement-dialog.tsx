import type { OwnerStatement } from '@rentwise/core/owner-statements/schemas';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
import { usePublishStatement } from '../api/statements';
import { formatPeriod } from './statement-view';

/**
 * The confirmation before publishing a month's statement: what the owner will see and receive,
 * and — when a version is already published — that a new version replaces it.
 */
export function PublishStatementDialog({
  ownerId,
  statement,
  open,
  onOpenChange,
}: {
  ownerId: string;
  statement: OwnerStatement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation('owners');
  const publish = usePublishStatement(ownerId);
  const month = formatPeriod(statement.period, i18n.language);
  const latest = statement.publications[0];
  const confirm = async () => {
    try {
      const published = await publish.mutateAsync(statement.period);
      toast.success(
        published.version && published.version > 1
          ? t('statements.republished', {
              period: month,
              version: published.version,
              previous: published.version - 1,
            })
          : t('statements.published', { period: month }),
      );
      onOpenChange(false);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : String(error));
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('statements.publishTitle', { period: month })}</DialogTitle>
          <DialogDescription>
            {latest
              ? t('statements.republishBody', { version: latest.version, next: latest.version + 1 })
              : t('statements.publishBody')}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            {t('statements.cancel')}
          </Button>
          <Button type="button" disabled={publish.isPending} onClick={confirm}>
            {publish.isPending ? t('statements.publishing') : t('statements.publish')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
