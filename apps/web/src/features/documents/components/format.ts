import type { DocumentDto } from '@rentwise/core/documents/schemas';
import type { TFunction } from '@/app/i18n';

/** "12 KB", "1.4 MB" in the user's language. */
export function formatSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: value < 10 ? 1 : 0,
  }).format(value);
}

/** The type column: "PDF", "PNG image"… from the sniffed content type. */
export function typeLabel(t: TFunction, contentType: string): string {
  return t(`documents:types.${contentType}`, { defaultValue: contentType });
}

/** Whom a document is shared with, for the owner's list. */
export function sharedWithLabel(t: TFunction, document: DocumentDto): string {
  if (document.tenantId && document.tenantName)
    return t('documents:owner.sharedTenant', { name: document.tenantName });
  if (document.leaseId)
    return t('documents:owner.sharedLease', {
      name: [document.tenantName, document.propertyAddress].filter(Boolean).join(' · '),
    });
  if (document.propertyId && document.propertyAddress)
    return t('documents:owner.sharedProperty', { address: document.propertyAddress });
  return t('documents:owner.notShared');
}
