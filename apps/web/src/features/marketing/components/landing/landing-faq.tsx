import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Section, SectionHeading } from '../section';

const questions = ['implementation', 'trial', 'cancel', 'security', 'guarantee'] as const;

/** Five questions; opening one closes the other (spec: one item open at a time). */
export function LandingFaq() {
  const { t } = useTranslation('marketing');
  return (
    <Section id="faq" labelledBy="faq-title" innerClassName="max-w-3xl">
      <SectionHeading id="faq-title" eyebrow={t('landing.faq.eyebrow')} title={t('landing.faq.title')} />
      <Accordion type="single" collapsible className="mt-10 rounded-2xl border bg-card px-6 shadow-sm">
        {questions.map((question) => (
          <AccordionItem key={question} value={question}>
            <AccordionTrigger className="text-base">
              {t(`landing.faq.items.${question}.question`)}
            </AccordionTrigger>
            <AccordionContent className="text-base">
              {t(`landing.faq.items.${question}.answer`)}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
      <p className="mt-6 text-center">
        <Link to="/faq" className="inline-flex items-center gap-1 font-medium text-primary hover:underline">
          {t('landing.faq.more')}
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </p>
    </Section>
  );
}
