import { useTranslation } from '@/app/i18n';
import { Section, SectionHeading } from '../section';

const steps = ['import', 'leases', 'pricing', 'tenants', 'automate', 'track'] as const;

export function HowItWorks() {
  const { t } = useTranslation('marketing');
  return (
    <Section id="how-it-works" labelledBy="how-title" className="bg-muted/40">
      <SectionHeading
        id="how-title"
        eyebrow={t('landing.howItWorks.eyebrow')}
        title={t('landing.howItWorks.title')}
        description={t('landing.howItWorks.description')}
      />
      <ol className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((step, index) => (
          <li key={step} className="relative rounded-2xl border bg-card p-6 shadow-sm">
            <div className="flex items-center gap-3">
              <span
                aria-hidden="true"
                className="flex size-9 items-center justify-center rounded-full bg-primary text-sm font-bold text-primary-foreground"
              >
                {index + 1}
              </span>
              <span className="text-sm font-medium text-muted-foreground">
                {t('landing.howItWorks.step', { number: index + 1 })}
              </span>
            </div>
            <h3 className="mt-4 text-lg font-semibold">{t(`landing.howItWorks.steps.${step}.title`)}</h3>
            <p className="mt-2 text-muted-foreground">{t(`landing.howItWorks.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
