import type { Language } from '@rentwise/core/i18n';
import type { MaintenanceCategory, MaintenancePriority } from '@rentwise/core/maintenance/schemas';
import type { EmailContent } from '../../mail/layout';
import { categoryLabels, priorityLabels } from './maintenance-texts';

/** What the job email to a vendor shows (modules/maintenance assignVendor). */
export interface VendorJobEmailData {
  vendorName: string;
  ownerName: string;
  ownerEmail: string;
  ownerPhone: string;
  /**
   * The request's tenant, the on-site contact ('' when none). Optional: jobs queued before these
   * fields existed are still rendered.
   */
  tenantName?: string;
  tenantPhone?: string;
  propertyAddress: string;
  unitLabel: string;
  title: string;
  category: MaintenanceCategory;
  priority: MaintenancePriority;
  description: string;
  /** The planned visit, already formatted for the language ('' when none). */
  scheduledFor: string;
  /** The private job page: `<site>/vendor-jobs/<token>`. */
  url: string;
}

/** One line: a subject never carries a line break, whatever the owner typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t\v\f\u2028\u2029]+/g, ' ').trim();
}

function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The 'maintenance-vendor-job' email, in the owner's language: the job (property, unit, issue,
 * priority), whom to contact (the owner, and the tenant on site), and the private link where the
 * vendor posts status updates and photos.
 */
export function vendorJobEmail(lang: Language, data: VendorJobEmailData): EmailContent {
  const priority = priorityLabels[lang][data.priority];
  const category = categoryLabels[lang][data.category];
  const contact = [data.ownerName, data.ownerEmail, data.ownerPhone].filter(Boolean).join(' · ');
  const onSite = data.tenantName ? [data.tenantName, data.tenantPhone].filter(Boolean).join(' · ') : '';
  if (lang === 'fr') {
    return {
      subject: oneLine(`Nouvelle intervention : ${data.title} — ${data.propertyAddress}`),
      heading: 'Une intervention vous a été confiée',
      paragraphs: [
        `Bonjour ${data.vendorName},`,
        `Adresse : ${data.propertyAddress}${data.unitLabel ? `, ${data.unitLabel}` : ''}`,
        `Problème : ${data.title} (${category})`,
        `Priorité : ${priority}`,
        ...(data.scheduledFor ? [`Visite prévue : ${data.scheduledFor}`] : []),
        ...paragraphs(data.description),
        `Contact : ${contact}`,
        ...(onSite ? [`Contact sur place (locataire) : ${onSite}`] : []),
        'Utilisez le lien ci-dessous pour voir l’intervention, publier l’avancement et ajouter des photos. Il est personnel : ne le partagez pas. Il expire quand l’intervention est terminée ou annulée.',
      ],
      action: { label: 'Ouvrir l’intervention', url: data.url },
      footer:
        'Vous recevez cet e-mail car un propriétaire utilisant Rentwise vous a confié cette intervention.',
    };
  }
  return {
    subject: oneLine(`New job: ${data.title} — ${data.propertyAddress}`),
    heading: 'You have been assigned a maintenance job',
    paragraphs: [
      `Hello ${data.vendorName},`,
      `Property: ${data.propertyAddress}${data.unitLabel ? `, ${data.unitLabel}` : ''}`,
      `Issue: ${data.title} (${category})`,
      `Priority: ${priority}`,
      ...(data.scheduledFor ? [`Planned visit: ${data.scheduledFor}`] : []),
      ...paragraphs(data.description),
      `Contact: ${contact}`,
      ...(onSite ? [`On-site contact (tenant): ${onSite}`] : []),
      'Use the link below to see the job, post progress updates and add photos. It is private to you: do not share it. It expires when the job is completed or cancelled.',
    ],
    action: { label: 'Open the job', url: data.url },
    footer: 'You receive this email because a property owner using Rentwise assigned this job to you.',
  };
}
