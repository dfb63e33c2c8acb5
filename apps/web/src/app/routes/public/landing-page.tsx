import { useTranslation } from '@/app/i18n';
import { ClosingCta } from '@/features/marketing/components/closing-cta';
import { Comparison } from '@/features/marketing/components/landing/comparison';
import { Features } from '@/features/marketing/components/landing/features';
import { Hero } from '@/features/marketing/components/landing/hero';
import { HowItWorks } from '@/features/marketing/components/landing/how-it-works';
import { Integrations } from '@/features/marketing/components/landing/integrations';
import { LandingFaq } from '@/features/marketing/components/landing/landing-faq';
import { Testimonials } from '@/features/marketing/components/landing/testimonials';
import { TrustedBy } from '@/features/marketing/components/landing/trusted-by';
import { WhyUs } from '@/features/marketing/components/landing/why-us';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The landing page, sections in the spec's order (section 2, "Landing page"). */
export default function LandingPage() {
  const { t } = useTranslation('marketing');
  useDocumentTitle(t('meta.landing'));
  return (
    <main>
      <Hero />
      <TrustedBy />
      <WhyUs />
      <HowItWorks />
      <Testimonials />
      <Comparison />
      <Features />
      <Integrations />
      <LandingFaq />
      <ClosingCta />
    </main>
  );
}
