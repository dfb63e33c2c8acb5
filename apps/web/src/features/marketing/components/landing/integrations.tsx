import { useTranslation } from '@/app/i18n';
import { PartnerLogo } from '../partner-logo';
import { Section, SectionHeading } from '../section';

/** Eight of the integration partners, each with a small local logo (no external image host). */
export const partners = [
  { name: 'Ledgerline', category: 'accounting', logo: '/partners/ledgerline.svg' },
  { name: 'Paycove', category: 'payments', logo: '/partners/paycove.svg' },
  { name: 'InkSeal', category: 'signatures', logo: '/partners/inkseal.svg' },
  { name: 'Listora', category: 'listings', logo: '/partners/listora.svg' },
  { name: 'Keyway', category: 'locks', logo: '/partners/keyway.svg' },
  { name: 'Vendorly', category: 'vendors', logo: '/partners/vendorly.svg' },
  { name: 'Screenwise', category: 'screening', logo: '/partners/screenwise.svg' },
  { name: 'Calendo', category: 'calendar', logo: '/partners/calendo.svg' },
] as const;

export function Integrations() {
  const { t } = useTranslation('marketing');
  return (
    <Section id="integrations" labelledBy="integrations-title" className="bg-muted/40">
      <SectionHeading
        id="integrations-title"
        eyebrow={t('landing.integrations.eyebrow')}
        title={t('landing.integrations.title')}
        description={t('landing.integrations.description')}
      />
      <ul className="mx-auto mt-12 grid max-w-5xl grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-4">
        {partners.map((partner) => (
          <li
            key={partner.name}
            data-testid="partner"
            className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs"
          >
            <PartnerLogo name={partner.name} src={partner.logo} />
            <div className="min-w-0">
              <p className="truncate font-semibold">{partner.name}</p>
              <p className="truncate text-sm text-muted-foreground">
                {t(`landing.integrations.categories.${partner.category}`)}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
