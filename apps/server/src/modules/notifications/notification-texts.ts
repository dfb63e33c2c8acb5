import type { Language } from '@rentwise/core/i18n';

/**
 * Titles and bodies of the notifications the server writes, in English and French. A
 * notification is stored in the recipient's language when it is written (like an email).
 */
const texts = {
  'payment-received': {
    en: {
      title: 'Payment received',
      body: (p: { amount: string; tenant: string; address: string }) =>
        `Rent payment of ${p.amount} received from ${p.tenant} for ${p.address}.`,
    },
    fr: {
      title: 'Paiement reçu',
      body: (p: { amount: string; tenant: string; address: string }) =>
        `Paiement de loyer de ${p.amount} reçu de ${p.tenant} pour ${p.address}.`,
    },
  },
  'lease-created': {
    en: {
      title: 'New lease',
      body: (p: { address: string; start: string; end: string }) =>
        `Your lease for ${p.address} from ${p.start} to ${p.end} has been created.`,
    },
    fr: {
      title: 'Nouveau bail',
      body: (p: { address: string; start: string; end: string }) =>
        `Votre bail pour ${p.address} du ${p.start} au ${p.end} a été créé.`,
    },
  },
  'lease-expiring': {
    en: {
      title: 'Lease expiring soon',
      body: (p: { tenant: string; address: string; end: string }) =>
        `The lease of ${p.tenant} for ${p.address} ends on ${p.end}.`,
    },
    fr: {
      title: 'Bail bientôt expiré',
      body: (p: { tenant: string; address: string; end: string }) =>
        `Le bail de ${p.tenant} pour ${p.address} se termine le ${p.end}.`,
    },
  },
} as const;

export type NotificationTextKey = keyof typeof texts;

export function notificationText<K extends NotificationTextKey>(
  key: K,
  lang: Language,
  params: Parameters<(typeof texts)[K]['en']['body']>[0],
): { title: string; body: string } {
  const entry = texts[key][lang] as { title: string; body: (p: typeof params) => string };
  return { title: entry.title, body: entry.body(params) };
}
