import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { SALES_URL, TRIAL_URL } from '@/components/layout/site-links';
import { Button } from '@/components/ui/button';
import { NewTabButton } from './external-link-button';

/** The closing call to action of the marketing pages. */
export function ClosingCta() {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="closing-cta-title" className="px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-gradient-to-br from-blue-600 to-indigo-700 text-white px-6 py-14 text-center shadow-xl sm:px-12">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-32 -left-16 size-80 rounded-full bg-white/5"
        />
        <h2
          id="closing-cta-title"
          className="relative text-3xl font-bold tracking-tight text-balance sm:text-4xl"
        >
          {t('cta.title')}
        </h2>
        <p className="relative mx-auto mt-4 max-w-2xl text-lg">{t('cta.body')}</p>
        <div className="relative mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <NewTabButton href={TRIAL_URL} size="lg" variant="secondary">
            {t('cta.primary')}
            <ArrowRight aria-hidden="true" />
          </NewTabButton>
          <Button
            asChild
            size="lg"
            variant="outline"
            className="border-white/70 bg-transparent text-white hover:bg-white/10 hover:text-white"
          >
            <Link to={SALES_URL}>{t('cta.secondary')}</Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
