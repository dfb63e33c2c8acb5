import { BadgeCheck, CalendarClock, Check, CreditCard, Rocket } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { PricingPlans } from '@/features/marketing/components/pricing-plans';
import { SavingsCalculator } from '@/features/marketing/components/savings-calculator';
import { PageHero, Section, SectionHeading } from '@/features/marketing/components/section';
import { useDocumentTitle } from '@/lib/use-document-title';

const terms = [
  { key: 'trial', Icon: CreditCard },
  { key: 'notice', Icon: CalendarClock },
  { key: 'implementation', Icon: Rocket },
  { key: 'guarantee', Icon: BadgeCheck },
] as const;

const included = [
  'leases',
  'payments',
  'maintenance',
  'dashboard',
  'tenantApp',
  'digitalLeases',
  'messaging',
  'security',
] as const;

/** /pricing: plans with the monthly/annual switch, the savings calculator, what every plan includes. */
export default function PricingPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('meta.pricing'));
  return (
    <main>
      <PageHero
        eyebrow={t('pricing.eyebrow')}
        title={t('pricing.title')}
        description={t('pricing.description')}
      />
      <div className="py-16 sm:py-20">
        <PricingPlans />
        <ul className="mx-auto mt-14 grid max-w-5xl gap-4 px-4 sm:grid-cols-2 sm:px-6 lg:px-8">
          {terms.map(({ key, Icon }) => (
            <li key={key} className="flex items-center gap-3 text-sm">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              {t(`pricing.terms.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <Section labelledBy="included-title" className="bg-muted/40">
        <SectionHeading
          id="included-title"
          title={t('pricing.included.title')}
          description={t('pricing.included.description')}
        />
        <ul className="mx-auto mt-10 grid max-w-4xl gap-x-10 gap-y-4 sm:grid-cols-2">
          {included.map((item) => (
            <li key={item} className="flex gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
              {t(`pricing.included.items.${item}`)}
            </li>
          ))}
        </ul>
      </Section>
      <SavingsCalculator />
      <ClosingCta />
    </main>
  );
}
