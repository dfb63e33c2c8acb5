import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type { LeaseTemplate, LeaseTemplateBody } from '@rentwise/core/renewals/schemas';
import { defaultLeaseTemplateClauses, type LeaseTemplateClause } from '@rentwise/core/renewals/template';
import { requireAccess } from '../../auth/access';
import type { Actor } from '../../auth/actor';
import type { Db, DbOrTx } from '../../db/client';
import { recordAuditEvent } from '../audit/audit.service';
import type { DocumentStorage } from '../documents/storage';
import * as leases from '../leases/leases.service';
import * as notifications from '../notifications/notifications.service';
import { pdfBrand } from '../org-logo/org-logo.service';
import {
  type LeaseDocumentTerms,
  type RenewalAddendumTerms,
  renderLeaseAgreementPdf,
  renderRenewalAddendumPdf,
} from './lease-document-pdf';
import * as repo from './lease-templates.repository';

/**
 * Lease documents from templates (issue 21 item 1): the organisation's clauses (GET|PUT
 * /api/org/lease-template, admins edit), and the lease agreement and renewal addendum PDFs written
 * from a lease's own terms and those clauses.
 */

/** The organisation's clauses: its own once saved, else the spec's sample clauses. */
export async function clausesOf(db: DbOrTx, orgId: string): Promise<LeaseTemplateClause[]> {
  return (await repo.findTemplate(db, orgId))?.clauses ?? defaultLeaseTemplateClauses;
}

/** GET /api/org/lease-template. */
export async function getLeaseTemplate(db: DbOrTx, actor: Actor): Promise<LeaseTemplate> {
  requireAccess(actor, 'org.read');
  const row = await repo.findTemplate(db, actor.orgId);
  return {
    clauses: row?.clauses ?? defaultLeaseTemplateClauses,
    isDefault: !row,
    updatedAt: row ? row.updatedAt.toISOString() : null,
  };
}

/** PUT /api/org/lease-template: every clause at once (admins: 'org.update'), audited. */
export async function putLeaseTemplate(
  db: Db,
  actor: Actor,
  body: LeaseTemplateBody,
): Promise<LeaseTemplate> {
  requireAccess(actor, 'org.update');
  await db.transaction(async (tx) => {
    const before = await clausesOf(tx, actor.orgId);
    await repo.upsertTemplate(tx, { orgId: actor.orgId, clauses: body.clauses, updatedBy: actor.userId });
    await recordAuditEvent(tx, actor, {
      action: 'update',
      entityType: 'organisation',
      entityId: actor.orgId,
      before: { leaseTemplateClauses: before },
      after: { leaseTemplateClauses: body.clauses },
    });
  });
  return getLeaseTemplate(db, actor);
}

/** What a lease document prints about a lease, as stored (the terms the ledger charges by). */
export interface LeaseFacts {
  orgId: string;
  tenantName: string;
  propertyAddress: string;
  unitLabel: string | null;
  startDate: string;
  endDate: string;
  rentAmount: number;
  dueDay: number;
  graceDays: number;
  lateFee: number;
  depositAmount: number;
}

async function documentTerms(
  db: DbOrTx,
  lease: LeaseFacts,
  /** Where the organisation's logo is; without it the document has the name alone. */
  storage?: DocumentStorage,
): Promise<LeaseDocumentTerms> {
  const org = await repo.organisationFacts(db, lease.orgId);
  if (!org) throw new AppError('NOT_FOUND', 'Organisation not found');
  return {
    logo: storage ? (await pdfBrand(db, storage, lease.orgId)).logo : null,
    landlordName: org.name,
    tenantName: lease.tenantName,
    address: lease.propertyAddress,
    unitLabel: lease.unitLabel,
    startDate: lease.startDate,
    endDate: lease.endDate,
    rentAmount: lease.rentAmount,
    dueDay: lease.dueDay,
    graceDays: lease.graceDays,
    lateFee: lease.lateFee,
    depositAmount: lease.depositAmount,
    currency: org.currency,
    clauses: await clausesOf(db, lease.orgId),
    generatedOn: org.today,
  };
}

/**
 * GET /api/leases/:id/agreement.pdf: the lease's owner side and its tenant ('lease.read', scoped
 * like the lease itself: another organisation's or another tenant's → 404), in `lang` or the
 * caller's language.
 */
export async function leaseAgreementPdf(
  db: DbOrTx,
  actor: Actor,
  leaseId: string,
  lang?: Language,
  storage?: DocumentStorage,
): Promise<{ pdf: Buffer; fileName: string }> {
  requireAccess(actor, 'lease.read');
  const lease = await leases.findVisibleLease(db, actor, leaseId);
  if (!lease) throw new AppError('NOT_FOUND', 'Lease not found');
  const language = lang ?? (await notifications.localeOf(db, actor.userId));
  const terms = await documentTerms(
    db,
    {
      ...lease,
      tenantName: `${lease.tenantFirstName} ${lease.tenantLastName}`,
    },
    storage,
  );
  return {
    pdf: await renderLeaseAgreementPdf(terms, language),
    fileName: `lease-${lease.startDate}-${lease.id.slice(0, 8)}.pdf`,
  };
}

/** The renewal addendum for an offer (modules/renewals), in the tenant's language. */
export async function renewalAddendumPdf(
  db: DbOrTx,
  lease: LeaseFacts,
  offer: Omit<RenewalAddendumTerms, keyof LeaseDocumentTerms>,
  language: Language,
): Promise<Buffer> {
  const terms = await documentTerms(db, lease);
  return renderRenewalAddendumPdf({ ...terms, ...offer }, language);
}
