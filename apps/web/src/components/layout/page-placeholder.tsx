import { useTranslation } from '@/app/i18n';

/**
 * Stands in for a page whose feature has not been built yet (its route is registered so links
 * and guards work). It says so plainly instead of faking content.
 */
export function PagePlaceholder({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation('common');
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-3xl flex-col justify-center gap-3 px-6 py-16">
      <h1 className="text-3xl font-bold tracking-tight">{t(titleKey)}</h1>
      <p className="text-muted-foreground">{t('placeholder.body')}</p>
    </main>
  );
}
