import { useTranslation } from 'react-i18next';
import { LegalPage } from '../components/legal-page';
import { browserStorageItems } from '../lib/legal';

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
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
        <div
          role="region"
          aria-labelledby="storage-title"
          tabIndex={0}
          className="mt-4 overflow-x-auto rounded-2xl border bg-card"
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
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
                  <td className="px-4 py-3 text-muted-foreground">{t(`cookies.items.${item.id}.duration`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </LegalPage>
  );
}
