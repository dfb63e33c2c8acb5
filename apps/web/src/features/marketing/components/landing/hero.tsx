import { ArrowRight, FileSearch, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { TRIAL_URL } from '@/components/layout/site-links';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { NewTabButton } from '../external-link-button';

const stats = ['revenue', 'repairs', 'payments', 'calls'] as const;

const previewItems = [
  { key: 'renewal', tone: 'danger' },
  { key: 'lateFee', tone: 'warning' },
  { key: 'expiry', tone: 'info' },
  { key: 'deposit', tone: 'success' },
] as const;

export const toneClasses = {
  danger: 'bg-destructive/10 text-destructive dark:text-red-300',
  warning: 'bg-warning/20 text-amber-800 dark:text-amber-200',
  info: 'bg-primary/10 text-primary',
  success: 'bg-success/15 text-green-800 dark:text-green-300',
} as const;

/**
 * The landing page's first screen. The heading is the largest element and paints at once: no
 * entrance animation, no web font, no image (the product preview is HTML).
 */
export function Hero() {
  const { t } = useTranslation('marketing');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative -mt-16 overflow-hidden bg-gradient-to-b from-primary/12 via-primary/5 to-background pt-16"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 h-[36rem] bg-[radial-gradient(60rem_28rem_at_70%_-10%,var(--color-primary)_0%,transparent_70%)] opacity-15"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-primary/25 bg-background/70 px-3 py-1 text-sm font-medium text-primary">
            <Sparkles aria-hidden="true" className="size-4" />
            {t('landing.hero.badge')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            {t('landing.hero.title')}
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted-foreground sm:text-xl">
            {t('landing.hero.subtitle')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <NewTabButton href={TRIAL_URL} size="lg">
              {t('landing.hero.primary')}
              <ArrowRight aria-hidden="true" />
            </NewTabButton>
            <Button asChild size="lg" variant="outline">
              <Link to={{ hash: '#how-it-works' }}>{t('landing.hero.secondary')}</Link>
            </Button>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('landing.hero.note')}</p>
        </div>

        <LeasePreview />
      </div>

      <div className="relative mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-2xl border bg-border shadow-sm lg:grid-cols-4">
          {stats.map((stat) => (
            <div key={stat} className="flex flex-col-reverse gap-1 bg-card p-5 sm:p-6">
              <dt className="text-sm text-muted-foreground">{t(`landing.hero.stats.${stat}.label`)}</dt>
              <dd className="text-3xl font-bold tracking-tight text-primary">
                {t(`landing.hero.stats.${stat}.value`)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

/** An example of what lease analysis shows, labelled as an example: it is not live data. */
function LeasePreview() {
  const { t } = useTranslation('marketing');
  return (
    <figure className="relative mx-auto w-full max-w-lg">
      <div className="rounded-2xl border bg-card p-5 text-card-foreground shadow-2xl shadow-primary/10 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="flex items-center gap-3">
            <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
              <FileSearch aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="font-semibold">{t('landing.hero.preview.title')}</p>
              <p className="text-sm text-muted-foreground">{t('landing.hero.preview.document')}</p>
            </div>
          </div>
          <span className="rounded-full border px-2 py-0.5 text-xs font-medium text-muted-foreground">
            {t('landing.hero.preview.example')}
          </span>
        </div>
        <ul className="mt-5 grid gap-2.5">
          {previewItems.map((item) => (
            <li
              key={item.key}
              className="flex items-center justify-between gap-3 rounded-lg border bg-background px-3 py-2.5 text-sm"
            >
              <span>{t(`landing.hero.preview.items.${item.key}.label`)}</span>
              <span
                className={cn(
                  'shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold',
                  toneClasses[item.tone],
                )}
              >
                {t(`landing.hero.preview.items.${item.key}.status`)}
              </span>
            </li>
          ))}
        </ul>
        <p className="mt-4 text-xs text-muted-foreground">{t('landing.hero.preview.summary')}</p>
      </div>
      <figcaption className="sr-only">{t('landing.hero.preview.caption')}</figcaption>
    </figure>
  );
}
