import type { Language } from '@rentwise/core/i18n';
import type { RentReminderKind } from '@rentwise/core/leases/rent-schedule';

interface Params {
  amount: string;
  address: string;
  date: string;
}

/**
 * The automatic rent reminders' subject and message in each language. They go through the
 * `rent-reminder` email template (the same one as an owner's own reminder) and the in-app
 * notification, in the tenant's language.
 */
const texts: Record<
  RentReminderKind,
  Record<Language, { subject(p: Params): string; message(p: Params): string }>
> = {
  'before-due': {
    en: {
      subject: (p) => `Rent due on ${p.date}`,
      message: (p) =>
        `This is a friendly reminder that your rent of ${p.amount} for ${p.address} is due on ${p.date}.`,
    },
    fr: {
      subject: (p) => `Loyer dû le ${p.date}`,
      message: (p) => `Petit rappel : votre loyer de ${p.amount} pour ${p.address} est dû le ${p.date}.`,
    },
  },
  overdue: {
    en: {
      subject: () => 'Rent overdue',
      message: (p) =>
        `Your rent of ${p.amount} for ${p.address} was due on ${p.date} and is still unpaid. Please pay it as soon as possible.`,
    },
    fr: {
      subject: () => 'Loyer en retard',
      message: (p) =>
        `Votre loyer de ${p.amount} pour ${p.address} était dû le ${p.date} et reste impayé. Merci de le régler dès que possible.`,
    },
  },
};

export function rentReminderText(
  kind: RentReminderKind,
  lang: Language,
  params: Params,
): { subject: string; message: string } {
  const entry = texts[kind][lang];
  return { subject: entry.subject(params), message: entry.message(params) };
}
