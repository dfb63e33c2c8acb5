import { LegalPage } from '@/features/marketing/components/legal-page';

const sections = [
  'who',
  'account',
  'portfolio',
  'contact',
  'emails',
  'logs',
  'browser',
  'sharing',
  'rights',
  'retention',
  'security',
  'changes',
] as const;

/** /privacy: what Rentwise stores and why, in plain words. */
export default function PrivacyPage() {
  return <LegalPage id="privacy" sections={sections} />;
}
