import type { Language } from '@rentwise/core/i18n';
import { translate } from '@rentwise/core/locales/catalog';
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
  const contact = [data.ownerName, data.ownerEmail, data.ownerPhone].filter(Boolean).join(' · ');
  const onSite = data.tenantName ? [data.tenantName, data.tenantPhone].filter(Boolean).join(' · ') : '';
  return {
    subject: oneLine(
      translate(lang, 'emails:vendorJob.subject', { title: data.title, address: data.propertyAddress }),
    ),
    heading: translate(lang, 'emails:vendorJob.heading'),
    paragraphs: [
      translate(lang, 'emails:vendorJob.greeting', { name: data.vendorName }),
      data.unitLabel
        ? translate(lang, 'emails:vendorJob.propertyWithUnit', {
            address: data.propertyAddress,
            unit: data.unitLabel,
          })
        : translate(lang, 'emails:vendorJob.property', { address: data.propertyAddress }),
      translate(lang, 'emails:vendorJob.issue', {
        title: data.title,
        category: categoryLabels[lang][data.category],
      }),
      translate(lang, 'emails:vendorJob.priority', { priority: priorityLabels[lang][data.priority] }),
      ...(data.scheduledFor ? [translate(lang, 'emails:vendorJob.visit', { date: data.scheduledFor })] : []),
      ...paragraphs(data.description),
      translate(lang, 'emails:vendorJob.contact', { contact }),
      ...(onSite ? [translate(lang, 'emails:vendorJob.onSite', { contact: onSite })] : []),
      translate(lang, 'emails:vendorJob.link'),
    ],
    action: { label: translate(lang, 'emails:vendorJob.action'), url: data.url },
    footer: translate(lang, 'emails:vendorJob.footer'),
  };
}
