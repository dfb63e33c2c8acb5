import { HeartHandshake, TrendingUp, Wrench } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { Section, SectionHeading } from '../section';

const cards = [
  { key: 'revenue', Icon: TrendingUp },
  { key: 'costs', Icon: Wrench },
  { key: 'tenants', Icon: HeartHandshake },
] as const;

export function WhyUs() {
  const { t } = useTranslation('marketing');
  return (
    <Section id="why-us" labelledBy="why-us-title">
      <SectionHeading
        id="why-us-title"
        eyebrow={t('landing.whyUs.eyebrow')}
        title={t('landing.whyUs.title')}
        description={t('landing.whyUs.description')}
      />
      <ul className="mt-14 grid gap-6 md:grid-cols-3">
        {cards.map(({ key, Icon }) => (
          <li key={key} className="flex flex-col rounded-2xl border bg-card p-7 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-xl bg-primary/10 text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-5 text-xl font-semibold">{t(`landing.whyUs.cards.${key}.title`)}</h3>
            <p className="mt-2 flex-1 text-muted-foreground">{t(`landing.whyUs.cards.${key}.body`)}</p>
            <p className="mt-5 text-sm font-semibold text-primary">{t(`landing.whyUs.cards.${key}.stat`)}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
