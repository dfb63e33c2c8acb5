import { calculateSavings, savingsDefaults, savingsLimits } from '@rentwise/core/marketing/savings';
import { currencySymbol, formatMarketingPrice, marketingCurrency } from '@rentwise/core/money/money';
import { ArrowRight, Clock, TrendingUp, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { TRIAL_URL } from '@/components/layout/site-links';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatNumber, useLanguage } from '../lib/use-language';
import { NewTabButton } from './external-link-button';
import { Section, SectionHeading } from './section';

type Field = 'units' | 'averageRent' | 'hoursPerWeek';

const fields: { key: Field; label: string; max: number; step: number }[] = [
  { key: 'units', label: 'pricing.calculator.units', max: savingsLimits.units, step: 1 },
  { key: 'averageRent', label: 'pricing.calculator.rent', max: savingsLimits.averageRent, step: 50 },
  { key: 'hoursPerWeek', label: 'pricing.calculator.hours', max: savingsLimits.hoursPerWeek, step: 1 },
];

/**
 * The savings calculator (spec section 9): the formulas live in @rentwise/core; this only reads
 * the inputs and formats the results for the language (dollars in English, euros in French).
 */
export function SavingsCalculator() {
  const { t } = useTranslation('marketing');
  const language = useLanguage();
  const id = useId();
  const [values, setValues] = useState<Record<Field, string>>({
    units: String(savingsDefaults.units),
    averageRent: String(savingsDefaults.averageRent),
    hoursPerWeek: String(savingsDefaults.hoursPerWeek),
  });
  const estimate = calculateSavings({
    units: Number(values.units),
    averageRent: Number(values.averageRent),
    hoursPerWeek: Number(values.hoursPerWeek),
  });
  // The same currency as the plan prices: the visitor's language's (money.ts marketingCurrency).
  const currency = currencySymbol(marketingCurrency(language), language);

  const results = [
    {
      key: 'timeSaved',
      Icon: Clock,
      value: t('pricing.calculator.hoursValue', {
        count: estimate.monthlyHoursSaved,
        hours: formatNumber(estimate.monthlyHoursSaved, language),
      }),
    },
    { key: 'noi', Icon: TrendingUp, value: formatMarketingPrice(estimate.annualNoiIncrease * 100, language) },
    {
      key: 'churn',
      Icon: Users,
      value: formatNumber(estimate.churnReductionPercent / 100, language, { style: 'percent' }),
    },
  ] as const;

  return (
    <Section id="calculator" labelledBy="calculator-title">
      <SectionHeading
        id="calculator-title"
        eyebrow={t('pricing.calculator.eyebrow')}
        title={t('pricing.calculator.title')}
        description={t('pricing.calculator.description')}
      />
      <div className="mx-auto mt-12 grid max-w-5xl overflow-hidden rounded-3xl border bg-card shadow-sm lg:grid-cols-2">
        <form className="grid content-start gap-6 p-6 sm:p-10" onSubmit={(event) => event.preventDefault()}>
          <h3 className="text-lg font-semibold">{t('pricing.calculator.inputsTitle')}</h3>
          {fields.map((field) => (
            <div key={field.key} className="grid gap-2">
              <Label htmlFor={`${id}-${field.key}`}>{t(field.label, { currency })}</Label>
              <Input
                id={`${id}-${field.key}`}
                name={field.key}
                type="number"
                inputMode="numeric"
                min={0}
                max={field.max}
                step={field.step}
                value={values[field.key]}
                onChange={(event) =>
                  setValues((current) => ({ ...current, [field.key]: event.target.value }))
                }
              />
            </div>
          ))}
        </form>
        <div className="bg-gradient-to-br from-blue-600 to-indigo-700 text-white p-6 sm:p-10">
          <h3 className="text-lg font-semibold">{t('pricing.calculator.resultsTitle')}</h3>
          <dl aria-live="polite" className="mt-6 grid gap-4">
            {results.map(({ key, Icon, value }) => (
              <div
                key={key}
                className="relative flex flex-col-reverse rounded-2xl bg-white/10 py-4 pr-4 pl-19"
              >
                <dt className="text-sm">
                  <span
                    aria-hidden="true"
                    className="absolute top-1/2 left-4 flex size-11 -translate-y-1/2 items-center justify-center rounded-xl bg-white/15"
                  >
                    <Icon className="size-5" />
                  </span>
                  {t(`pricing.calculator.${key}`)}
                </dt>
                <dd className="text-2xl font-bold tracking-tight" data-testid={`savings-${key}`}>
                  {value}
                </dd>
              </div>
            ))}
          </dl>
          <p className="mt-6 text-sm">{t('pricing.calculator.disclaimer')}</p>
          <NewTabButton href={TRIAL_URL} variant="secondary" className="mt-6 w-full sm:w-auto">
            {t('pricing.calculator.cta')}
            <ArrowRight aria-hidden="true" />
          </NewTabButton>
        </div>
      </div>
    </Section>
  );
}
