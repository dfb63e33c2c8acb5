import { useTranslation } from '@/app/i18n';
import { LegalPage } from '@/features/marketing/components/legal-page';
import { browserStorageItems } from '@/features/marketing/lib/legal';

const sections = ['tracking', 'control', 'contact'] as const;

/** /cookies: no tracking cookies; the table lists every item Rentwise keeps in the browser. */
export default function CookiesPage() {
  const { t } = useTranslation('legal');
  return (
    <LegalPage id="cookies" sections={sections}>
      <section aria-labelledby="storage-title" className="mt-10">
        <h2 id="storage-title" className="text-xl font-semibold">
          {t('cookies.tableTitle')}
        </h2>
        {/* Phones: one card per item. */}
        <ul className="mt-4 grid gap-3 sm:hidden">
          {browserStorageItems.map((item) => (
            <li key={item.id} className="rounded-2xl border bg-card p-4 text-sm">
              <p className="font-mono text-xs font-medium break-all">{item.name}</p>
              <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
                <dt className="font-medium">{t('cookies.columns.storage')}</dt>
                <dd>{t(`cookies.storage.${item.storage}`)}</dd>
                <dt className="font-medium">{t('cookies.columns.purpose')}</dt>
                <dd className="text-muted-foreground">{t(`cookies.items.${item.id}.purpose`)}</dd>
                <dt className="font-medium">{t('cookies.columns.duration')}</dt>
                <dd className="text-muted-foreground">{t(`cookies.items.${item.id}.duration`)}</dd>
              </dl>
            </li>
          ))}
        </ul>
        {/* Larger screens: a table. */}
        <div className="mt-4 hidden overflow-hidden rounded-2xl border bg-card sm:block">
          <table className="w-full text-left text-sm">
            <thead className="border-b bg-muted/50">
              <tr>
                {(['name', 'storage', 'purpose', 'duration'] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-semibold">
                    {t(`cookies.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {browserStorageItems.map((item) => (
                <tr key={item.id} className="border-b align-top last:border-b-0">
                  <th scope="row" className="px-4 py-3 font-mono text-xs font-medium whitespace-nowrap">
                    {item.name}
                  </th>
                  <td className="px-4 py-3 whitespace-nowrap">{t(`cookies.storage.${item.storage}`)}</td>
                  <td className="px-4 py-3 text-muted-foreground">{t(`cookies.items.${item.id}.purpose`)}</td>
                  <td className="px-4 py-3 text-muted-foreground">
                    {t(`cookies.items.${item.id}.duration`)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </LegalPage>
  );
}
