import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * What an unknown path shows (spec: 'Oops! Page not found', a link home, the attempted path
 * logged): on the public site in its own <main>, inside a workspace in the workspace's shell
 * (whose <main> it is then part of).
 */
export function NotFoundContent() {
  const { t } = useTranslation('common');
  const location = useLocation();
  // The tab says it too, in the reader's language (else the previous page's or index.html's English).
  useDocumentTitle(`${t('notFound.title')} — Rentwise`);
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location.pathname);
  }, [location.pathname]);
  return (
    <>
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.body')}</p>
      <Button asChild>
        <Link to="/">{t('notFound.home')}</Link>
      </Button>
    </>
  );
}

const layoutClass = 'flex min-h-[70vh] flex-col items-center justify-center gap-4 px-6 text-center';

/** Any unknown path on the public site. */
export default function NotFoundPage() {
  return (
    <main className={layoutClass}>
      <NotFoundContent />
    </main>
  );
}

/** An unknown path inside a signed-in workspace (issue 24 item 4: the 404 keeps the signed-in shell). */
export function WorkspaceNotFoundPage() {
  return (
    <section className={layoutClass}>
      <NotFoundContent />
    </section>
  );
}
