import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any unknown path (spec: 'Oops! Page not found', a link home, the attempted path logged). */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  const location = useLocation();
  // The tab says it too, in the reader's language (else the previous page's or index.html's English).
  useDocumentTitle(`${t('notFound.title')} — Rentwise`);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <main className="flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body')}</p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </main>
  );
}
