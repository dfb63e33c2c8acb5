import { BookOpen, Mail, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { supportEmail } from '@/features/marketing/api/send-contact-message';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { ContactForm } from '@/features/marketing/components/contact-form';
import { PageHero } from '@/features/marketing/components/section';
import { useDocumentTitle } from '@/lib/use-document-title';

const SALES_PHONE = { display: '+1 (555) 010-0199', href: 'tel:+15550100199' };
const faqItems = ['response', 'demo', 'tenant', 'partnership'] as const;

/** /contact: hero, form, three support channels, FAQ (one item open at a time), call to action. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  useDocumentTitle(t('meta.title'));
  const channels = [
    { key: 'email', Icon: Mail, action: <a href={`mailto:${supportEmail}`}>{supportEmail}</a> },
    { key: 'phone', Icon: Phone, action: <a href={SALES_PHONE.href}>{SALES_PHONE.display}</a> },
    { key: 'help', Icon: BookOpen, action: <Link to="/faq">{t('channels.help.action')}</Link> },
  ] as const;
  return (
    <main>
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} description={t('hero.description')} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_22rem] lg:px-8">
        <ContactForm />
        <aside aria-labelledby="channels-title" className="grid content-start gap-4">
          <h2 id="channels-title" className="text-lg font-semibold">
            {t('channels.title')}
          </h2>
          <ul className="grid gap-4">
            {channels.map(({ key, Icon, action }) => (
              <li key={key} className="rounded-2xl border bg-card p-5 shadow-sm">
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-primary/10 text-primary">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="font-semibold">{t(`channels.${key}.title`)}</h3>
                </div>
                <p className="mt-3 text-sm text-muted-foreground">{t(`channels.${key}.body`)}</p>
                <p className="mt-3 text-sm font-medium text-primary underline-offset-4 hover:underline [&_a]:break-all">
                  {action}
                </p>
              </li>
            ))}
          </ul>
        </aside>
      </div>
      <section aria-labelledby="contact-faq-title" className="mx-auto max-w-3xl px-4 pb-8 sm:px-6 lg:px-8">
        <h2 id="contact-faq-title" className="text-center text-3xl font-bold tracking-tight">
          {t('faq.title')}
        </h2>
        <Accordion type="single" collapsible className="mt-8 rounded-2xl border bg-card px-6 shadow-sm">
          {faqItems.map((item) => (
            <AccordionItem key={item} value={item}>
              <AccordionTrigger className="text-base">{t(`faq.items.${item}.question`)}</AccordionTrigger>
              <AccordionContent className="text-base">{t(`faq.items.${item}.answer`)}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>
      <ClosingCta />
    </main>
  );
}
