import { useTranslation } from '@/app/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ClosingCta } from '../components/closing-cta';
import { Comparison } from '../components/landing/comparison';
import { Features } from '../components/landing/features';
import { Hero } from '../components/landing/hero';
import { HowItWorks } from '../components/landing/how-it-works';
import { Integrations } from '../components/landing/integrations';
import { LandingFaq } from '../components/landing/landing-faq';
import { Testimonials } from '../components/landing/testimonials';
import { TrustedBy } from '../components/landing/trusted-by';
import { WhyUs } from '../components/landing/why-us';

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
