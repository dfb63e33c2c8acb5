import { logoContentTypes, MAX_LOGO_BYTES } from '@rentwise/core/organisations/logo';
import { ImageIcon } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { useOrgLogo, useRemoveOrgLogo, useUploadOrgLogo } from '../api/org-logo';

/**
 * The organisation's logo in Settings → Organisation (issue 19): a preview, and for admins an
 * upload (PNG or JPEG, at most 1 MB, checked here and again by the server) and a Remove button.
 * The statement, report and lease agreement PDFs draw it beside the organisation's name.
 */
export function OrganisationLogo({ editable }: { editable: boolean }) {
  const { t } = useTranslation(['team']);
  const logo = useOrgLogo();
  const upload = useUploadOrgLogo();
  const remove = useRemoveOrgLogo();
  const url = logo.data ?? null;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const labelId = useId();
  const hintId = useId();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(logoContentTypes as readonly string[]).includes(file.type)) {
      setProblem(t('organisation.logoType'));
      return;
    }
    if (file.size > MAX_LOGO_BYTES) {
      setProblem(t('organisation.logoTooLarge'));
      return;
    }
    setProblem(null);
    try {
      await upload.mutateAsync(file);
      toast.success(t('organisation.logoSaved'));
    } catch (error) {
      toast.error(t('organisation.logoFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  const onRemove = async () => {
    try {
      await remove.mutateAsync();
      toast.success(t('organisation.logoRemoved'));
    } catch (error) {
      toast.error(t('organisation.logoRemoveFailed'), {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  };

  return (
    <section aria-labelledby={labelId} className="grid gap-2">
      <h3 id={labelId} className="text-sm font-medium">
        {t('organisation.logo')}
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        <div className="bg-muted/40 flex h-16 w-40 items-center justify-center overflow-hidden rounded-md border">
          {url ? (
            <img src={url} alt={t('organisation.logoPreview')} className="max-h-14 max-w-36 object-contain" />
          ) : (
            <span className="text-muted-foreground flex items-center gap-1.5 text-xs">
              <ImageIcon aria-hidden className="size-4" />
              {t('organisation.logoNone')}
            </span>
          )}
        </div>
        {editable && (
          <div className="flex flex-wrap gap-2">
            <input
              ref={input}
              type="file"
              accept="image/png,image/jpeg"
              className="sr-only"
              tabIndex={-1}
              aria-hidden
              onChange={onFile}
            />
            <Button
              type="button"
              variant="outline"
              aria-describedby={hintId}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {upload.isPending
                ? t('organisation.logoUploading')
                : url
                  ? t('organisation.logoReplace')
                  : t('organisation.logoChoose')}
            </Button>
            {url && (
              <Button type="button" variant="ghost" disabled={remove.isPending} onClick={onRemove}>
                {t('organisation.logoRemove')}
              </Button>
            )}
          </div>
        )}
      </div>
      <p id={hintId} className="text-muted-foreground text-xs">
        {t('organisation.logoHint')}
      </p>
      {problem && (
        <p role="alert" className="text-destructive text-sm">
          {problem}
        </p>
      )}
    </section>
  );
}
