import { LegalPage } from '@/features/marketing/components/legal-page';

const sections = [
  'service',
  'accounts',
  'trial',
  'plans',
  'cancellation',
  'guarantee',
  'data',
  'use',
  'support',
  'liability',
  'changes',
  'contact',
] as const;

/** /terms: the terms of service. */
export default function TermsPage() {
  return <LegalPage id="terms" sections={sections} />;
}
