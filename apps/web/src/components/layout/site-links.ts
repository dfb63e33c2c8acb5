/**
 * Where the public site's calls to action lead. Trial sign-up and demo requests open in a new tab
 * (spec section 2); both are real pages of Rentwise: owner sign-up, and the contact form with
 * the demo reason chosen.
 */
export const TRIAL_URL = '/signup';
export const DEMO_URL = '/contact?reason=demo';
export const SALES_URL = '/contact?reason=sales';
export const PARTNERSHIP_URL = '/contact?reason=partnership';

export const socialLinks = [
  { network: 'LinkedIn', href: 'https://www.linkedin.com/company/rentwise' },
  { network: 'X', href: 'https://x.com/rentwise' },
  { network: 'GitHub', href: 'https://github.com/rentwise' },
  { network: 'YouTube', href: 'https://www.youtube.com/@rentwise' },
] as const;
export type SocialNetwork = (typeof socialLinks)[number]['network'];
