import { AppError } from '@rentwise/core/errors';
import type { DbOrTx } from '../../db/client';
import * as repo from './quotas.repository';

/**
 * Per-organisation quotas (issue 23 finding 16) and the mailer's per-recipient limit (finding 4).
 * The values come from the configuration (config.ts `quotas`, docs/deployment.md "Quotas"); the
 * app sets them once at start-up with `configureQuotas`.
 */
export interface QuotaLimits {
  /** Bytes of documents (uploads and maintenance photos) one organisation may keep. */
  storageBytesPerOrganisation: number;
  /** Emails one organisation's activity may cause in 24 h (mail/mailer.ts decides). */
  emailsPerOrganisationPerDay: number;
  /** Emails of one kind to one address in 24 h, whoever causes them. */
  emailsPerRecipientPerDay: number;
}

export const DEFAULT_QUOTAS: QuotaLimits = {
  storageBytesPerOrganisation: 5 * 1024 ** 3,
  emailsPerOrganisationPerDay: 1000,
  emailsPerRecipientPerDay: 20,
};

let limits: QuotaLimits = DEFAULT_QUOTAS;

export function configureQuotas(next: QuotaLimits): void {
  limits = next;
}

export function quotaLimits(): QuotaLimits {
  return limits;
}

/**
 * Refuses a file that would take the organisation past its storage quota: 413 PAYLOAD_TOO_LARGE
 * with the translated `errors:quota.storage` message. Call it inside the transaction that
 * records the file, before the bytes are written: it holds the organisation's quota lock until
 * that transaction ends, so concurrent uploads are counted one after the other.
 */
export async function assertStorageQuota(tx: DbOrTx, orgId: string, addedBytes: number): Promise<void> {
  const limit = limits.storageBytesPerOrganisation;
  await repo.lockOrganisationQuota(tx, orgId, 'storage');
  const used = await repo.storedBytes(tx, orgId);
  if (used + addedBytes <= limit) return;
  throw new AppError('PAYLOAD_TOO_LARGE', 'The organisation has used its document storage quota', {
    key: 'errors:quota.storage',
    params: { limit: formatBytes(limit), used: formatBytes(used) },
  });
}

/** 5 GB, 250 MB, 12 KB: binary units, as the quota is configured in bytes. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number.isInteger(value) ? value : value.toFixed(1)} ${units[unit]}`;
}
