import { useTranslation } from '@/app/i18n';

/** Five customer names as wordmarks (text, so nothing to download and nothing to fail). */
const companies = [
  { name: 'Northgate Residential', style: 'font-semibold tracking-tight' },
  { name: 'Harbor & Vine', style: 'font-serif italic' },
  { name: 'SUMMIT LIVING', style: 'font-bold tracking-[0.2em] text-sm' },
  { name: 'Maplewood Estates', style: 'font-serif font-semibold' },
  { name: 'Crescent Urban Homes', style: 'font-medium tracking-wide' },
];

export function TrustedBy() {
  const { t } = useTranslation('marketing');
  return (
    <section aria-labelledby="trusted-title" className="border-y bg-muted/40 py-10">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="trusted-title" className="text-center text-sm font-medium text-muted-foreground">
          {t('landing.trustedBy.title')}
        </h2>
        <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-4 text-lg text-foreground/75">
          {companies.map((company) => (
            <li key={company.name} className={company.style}>
              {company.name}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
