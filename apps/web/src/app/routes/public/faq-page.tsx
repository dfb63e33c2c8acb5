import { Search, SearchX } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { PageHero } from '@/features/marketing/components/section';
import { filterFaq } from '@/features/marketing/lib/faq-search';
import { useDocumentTitle } from '@/lib/use-document-title';

const questionIds = [
  'what',
  'trial',
  'implementation',
  'pricing',
  'cancel',
  'payments',
  'security',
  'support',
] as const;

/** /faq: eight questions with a search; several can be open at once (spec section 2). */
export default function FaqPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('meta.faq'));
  const searchId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<string[]>([]);

  const items = useMemo(
    () =>
      questionIds.map((id) => ({
        id,
        question: t(`faqPage.items.${id}.question`),
        answer: t(`faqPage.items.${id}.answer`),
      })),
    [t],
  );
  const results = filterFaq(items, query);

  const clear = () => {
    setQuery('');
    inputRef.current?.focus();
  };

  return (
    <main>
      <PageHero
        eyebrow={t('faqPage.eyebrow')}
        title={t('faqPage.title')}
        description={t('faqPage.description')}
      >
        <search className="mx-auto mt-8 block max-w-xl text-left">
          <label htmlFor={searchId} className="sr-only">
            {t('faqPage.searchLabel')}
          </label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              ref={inputRef}
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder={t('faqPage.searchPlaceholder')}
              className="h-12 rounded-xl bg-background pr-4 pl-11 text-base shadow-sm md:text-base"
            />
          </div>
        </search>
      </PageHero>

      <section
        aria-label={t('faqPage.title')}
        className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8"
      >
        <p role="status" className="mb-4 text-sm text-muted-foreground">
          {results.length > 0 ? t('faqPage.count', { count: results.length }) : ''}
        </p>
        {results.length > 0 ? (
          <Accordion
            type="multiple"
            value={open}
            onValueChange={setOpen}
            className="rounded-2xl border bg-card px-6 shadow-sm"
          >
            {results.map((item) => (
              <AccordionItem key={item.id} value={item.id}>
                <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
                <AccordionContent className="text-base">{item.answer}</AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        ) : (
          <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
            <SearchX aria-hidden="true" className="size-10 text-muted-foreground" />
            <h2 className="mt-4 text-xl font-semibold">{t('faqPage.noResults')}</h2>
            <p className="mt-2 text-muted-foreground">
              {t('faqPage.noResultsHint', { query: query.trim() })}
            </p>
            <Button variant="outline" className="mt-6" onClick={clear}>
              {t('faqPage.clear')}
            </Button>
          </div>
        )}

        <div className="mt-12 flex flex-col items-center gap-4 rounded-2xl bg-muted/60 px-6 py-10 text-center sm:flex-row sm:justify-between sm:text-left">
          <div>
            <h2 className="text-lg font-semibold">{t('faqPage.still.title')}</h2>
            <p className="mt-1 text-muted-foreground">{t('faqPage.still.body')}</p>
          </div>
          <Button asChild>
            <Link to="/contact">{t('faqPage.still.cta')}</Link>
          </Button>
        </div>
      </section>
    </main>
  );
}
