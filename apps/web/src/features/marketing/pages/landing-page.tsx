import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The landing page; the public-site issue fills in every section the spec lists. */
export default function LandingPage() {
  const { t } = useTranslation('common');
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-4xl flex-col items-center justify-center gap-6 px-6 py-20 text-center">
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t('landing.title')}</h1>
      <p className="max-w-2xl text-lg text-muted-foreground">{t('landing.subtitle')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link to="/signup">{t('nav.signup')}</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to="/login">{t('nav.login')}</Link>
        </Button>
      </div>
    </main>
  );
}
