import { Download, Eye } from 'lucide-react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { type OpenFileInput, openFile } from '@/lib/open-file';

/**
 * The two icon buttons of a document row (spec, tenant Documents page): view (a new tab; toast
 * 'Viewing document') and download (toast 'Download initiated'). Each is labelled with the
 * document's name for screen readers. `fileFor` gives the request for each action.
 */
export function FileButtons({
  name,
  fileFor,
}: {
  name: string;
  fileFor(mode: 'view' | 'download'): OpenFileInput;
}) {
  const { t } = useTranslation('documents');
  const run = (mode: 'view' | 'download') => {
    // Called in the click's own turn so that the new tab is not taken for a pop-up. The toast
    // answers the click at once; the file follows when it has arrived.
    toast.success(mode === 'view' ? t('actions.viewing') : t('actions.downloading'));
    openFile(fileFor(mode)).catch((error: Error) =>
      toast.error(t('actions.failed'), { description: error.message }),
    );
  };

  return (
    <div className="flex items-center justify-end gap-1">
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('actions.view', { name })}
        title={t('actions.view', { name })}
        onClick={() => run('view')}
      >
        <Eye aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={t('actions.download', { name })}
        title={t('actions.download', { name })}
        onClick={() => run('download')}
      >
        <Download aria-hidden="true" />
      </Button>
    </div>
  );
}
