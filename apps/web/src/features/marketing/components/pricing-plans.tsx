import {
  type BillingPeriod,
  monthlyPriceFor,
  type Plan,
  plans,
  yearlyPriceFor,
} from '@rentwise/core/marketing/pricing';
import { formatMarketingPrice } from '@rentwise/core/money/money';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { SALES_URL, TRIAL_URL } from '@/components/layout/site-links';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useLanguage } from '../lib/use-language';
import { NewTabButton } from './external-link-button';

const planFeatures: Record<Plan['id'], string[]> = {
  starter: ['leases', 'payments', 'maintenance', 'tenantApp'],
  growth: ['everything', 'pricing', 'ownerPortal', 'renewals', 'support'],
  enterprise: ['everything', 'manager', 'integrations', 'volume'],
};

/** The monthly/annual switch (annual takes 15 % off) and the three plan cards. */
export function PricingPlans() {
  const { t } = useTranslation('marketing');
  const [billing, setBilling] = useState<BillingPeriod>('monthly');
  return (
    <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
      <fieldset className="mx-auto flex w-fit items-center gap-1 rounded-full border bg-muted p-1">
        <legend className="sr-only">{t('pricing.billing.label')}</legend>
        {(['monthly', 'annual'] as const).map((period) => (
          <label
            key={period}
            className={cn(
              'relative flex cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              billing === period ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground',
            )}
          >
            <input
              type="radio"
              name="billing"
              value={period}
              checked={billing === period}
              onChange={() => setBilling(period)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-full opacity-0"
            />
            {t(`pricing.billing.${period}`)}
            {period === 'annual' && (
              <span className="rounded-full bg-success/15 px-2 py-0.5 text-xs font-semibold text-green-800 dark:text-green-300">
                {t('pricing.billing.save')}
              </span>
            )}
          </label>
        ))}
      </fieldset>

      <ul className="mt-12 grid gap-6 lg:grid-cols-3 lg:items-stretch">
        {plans.map((plan) => (
          <li key={plan.id}>
            <PlanCard plan={plan} billing={billing} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function PlanCard({ plan, billing }: { plan: Plan; billing: BillingPeriod }) {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const monthly = monthlyPriceFor(plan, billing);
  const yearly = yearlyPriceFor(plan, billing);
  return (
    <article
      aria-labelledby={`plan-${plan.id}`}
      className={cn(
        'relative flex h-full flex-col rounded-3xl border bg-card p-8 shadow-sm',
        plan.popular && 'border-2 border-primary shadow-xl shadow-primary/10 lg:-my-2 lg:py-10',
      )}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold whitespace-nowrap text-primary-foreground">
          {t('pricing.popular')}
        </p>
      )}
      <h2 id={`plan-${plan.id}`} className="text-xl font-semibold">
        {t(`pricing.plans.${plan.id}.name`)}
      </h2>
      <p className="mt-1 text-sm font-medium text-primary">{t(`pricing.plans.${plan.id}.units`)}</p>
      <p className="mt-3 text-sm text-muted-foreground">{t(`pricing.plans.${plan.id}.description`)}</p>
      <div className="mt-6" data-testid={`price-${plan.id}`}>
        {monthly === null ? (
          <>
            <p className="text-4xl font-bold tracking-tight">{t('pricing.custom')}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t('pricing.customNote')}</p>
          </>
        ) : (
          <>
            <p>
              <span className="text-4xl font-bold tracking-tight">
                {formatMarketingPrice(monthly, language)}
              </span>
              <span className="text-muted-foreground">{t('pricing.perMonth')}</span>
            </p>
            <p className="mt-1 text-sm text-muted-foreground">
              {billing === 'annual'
                ? t('pricing.billedAnnually', { total: formatMarketingPrice(yearly ?? 0, language) })
                : t('pricing.billedMonthly')}
            </p>
          </>
        )}
      </div>
      <ul className="mt-8 grid flex-1 content-start gap-3 text-sm">
        {planFeatures[plan.id].map((feature) => (
          <li key={feature} className="flex gap-3">
            <Check aria-hidden="true" className="size-5 shrink-0 text-primary" />
            {t(`pricing.plans.${plan.id}.features.${feature}`)}
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {plan.id === 'enterprise' ? (
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to={SALES_URL}>{t(`pricing.plans.${plan.id}.cta`)}</Link>
          </Button>
        ) : (
          <NewTabButton
            href={TRIAL_URL}
            size="lg"
            variant={plan.popular ? 'default' : 'outline'}
            className="w-full"
          >
            {t(`pricing.plans.${plan.id}.cta`)}
          </NewTabButton>
        )}
      </div>
    </article>
  );
}
