import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { AppError } from '@rentwise/core/errors';
import type { Language } from '@rentwise/core/i18n';
import type {
  CreateSignatureRequestBody,
  PortalSignature,
  SignatureEvent,
  SignatureInput,
  SignaturePurpose,
  SignatureRequest,
  SignatureRequestDetail,
  SignerInput,
  SigningAction,
  SigningResult,
  SigningView,
  Verification,
} from '@rentwise/core/signatures/schemas';
import { requireAccess } from '../../auth/access';
import type { Actor, MemberActor } from '../../auth/actor';
import { generateOpaqueToken, hashToken } from '../../auth/tokens';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { SignatureEventRow, SignatureRequestRow, SignatureSignerRow } from '../../db/schema';
import type { Mailer } from '../../mail/mailer';
import { recordAuditEvent } from '../audit/audit.service';
import { openDocument, storeDocument } from '../documents/documents.service';
import type { DocumentStorage } from '../documents/storage';
import { activateLease, getLease } from '../leases/leases.service';
import { formatDay, localeOf } from '../notifications/notifications.service';
import { resolveMemberActor } from '../organisations/organisations.service';
import { completeRenewalSigning } from '../renewals/renewals.service';
import { appendCertificatePage } from './certificate-page';
import { loadSealIdentity, PDFDocument, sealPdf, verifySealedPdf } from './seal';
import * as repo from './signatures.repository';
import { signaturesText } from './signatures-texts';

/**
 * E-signature (issue 21 item 3; docs/ARCHITECTURE.md "E-signature"). A request asks its signers
 * to sign one PDF of the organisation. Each signer gets a single-use link by email (only the
 * token's SHA-256 is stored; it expires after LINK_DAYS, and once its signer has signed or declined,
 * or the request is closed, it answers 410); in sequential
 * order only the next signer holds a link. Every step is an event of the audit trail with the
 * time, IP, user agent and the document's SHA-256. If the document's bytes no longer hash to what
 * was sent, the request is cancelled. When everyone has signed, a certificate page is appended
 * and the PDF sealed (seal.ts); the sealed PDF is a new document of the organisation, shared with
 * the lease and tenant of the original. Then `purpose` decides: 'lease' activates the draft lease,
 * 'renewal' completes the renewal offer (modules/renewals).
 */

/** How long a signing link works. */
export const LINK_DAYS = 14;

/** What the signatures service needs beyond the database. */
export interface SignatureDeps {
  db: Db;
  mailer: Mailer;
  storage: DocumentStorage;
  publicUrl: string;
  signing: Config['signing'];
}

let configured: SignatureDeps | null = null;

/**
 * The routes plugin calls this at registration, so that other modules (renewals) can call
 * `createSignatureRequest(tx, actor, input)` inside their own transaction without carrying the
 * mailer and the storage.
 */
export function configureSignatures(deps: SignatureDeps): void {
  configured = deps;
}

function depsOf(): SignatureDeps {
  if (!configured) throw new Error('modules/signatures is not configured (configureSignatures)');
  return configured;
}

/** Where a request came from, for the audit trail. */
export interface RequestMeta {
  ip: string | null;
  userAgent: string | null;
}

const NO_META: RequestMeta = { ip: null, userAgent: null };

const notFound = () => new AppError('NOT_FOUND', 'Signature request not found');
const invalidLink = () =>
  new AppError('NOT_FOUND', 'This signing link is invalid', { key: 'errors:signatures.invalidLink' });
const linkExpired = () =>
  new AppError('LINK_EXPIRED', 'This signing link has expired or was already used', {
    key: 'errors:signatures.linkExpired',
  });
const requestClosed = () =>
  new AppError('LINK_EXPIRED', 'This signature request is closed', { key: 'errors:signatures.closed' });
const documentChanged = () =>
  new AppError('CONFLICT', 'The document changed after it was sent: the request is cancelled', {
    key: 'errors:signatures.documentChanged',
  });

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/**
 * The system acting for the organisation that owns a request (a signer has no account): its
 * creator as a whole-organisation reader, only to read the request's own document.
 */
function systemReader(request: SignatureRequestRow): MemberActor {
  return {
    userId: request.createdBy,
    role: 'owner',
    orgId: request.orgId,
    orgRole: 'admin',
    propertyIds: null,
  };
}

/** The document's bytes now, or null when it was deleted. */
async function currentBytes(
  db: DbOrTx,
  storage: DocumentStorage,
  actor: Actor,
  documentId: string | null,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!documentId) return null;
  try {
    // openDocument only reads (no transaction of its own), so the caller's transaction serves.
    const opened = await openDocument(db as Db, storage, actor, documentId);
    return { bytes: await readAll(opened.stream), contentType: opened.document.contentType };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

function toRequestDto(row: SignatureRequestRow, signers: SignatureSignerRow[]): SignatureRequest {
  return {
    id: row.id,
    documentId: row.documentId,
    documentName: row.documentName,
    documentSha256: row.documentSha256,
    leaseId: row.leaseId,
    purpose: row.purpose,
    order: row.signingOrder,
    status: row.status,
    signedDocumentId: row.signedDocumentId,
    createdAt: row.createdAt.toISOString(),
    closedAt: row.closedAt?.toISOString() ?? null,
    signers: signers.map((s) => ({
      id: s.id,
      position: s.position,
      name: s.name,
      email: s.email,
      role: s.role,
      status: s.status,
      actedAt: s.actedAt?.toISOString() ?? null,
      declineReason: s.declineReason,
    })),
  };
}

function toEventDto(row: SignatureEventRow, signers: SignatureSignerRow[]): SignatureEvent {
  return {
    id: row.id,
    type: row.type,
    signerName: signers.find((s) => s.id === row.signerId)?.name ?? null,
    at: row.at.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    documentSha256: row.documentSha256,
    detail: row.detail,
  };
}

/** Gives `signer` a fresh link and emails it (in the signer's language). */
async function sendLink(
  tx: DbOrTx,
  deps: SignatureDeps,
  request: SignatureRequestRow,
  signer: SignatureSignerRow,
  meta: RequestMeta,
): Promise<void> {
  const token = generateOpaqueToken();
  const expiresAt = new Date(Date.now() + LINK_DAYS * 24 * 3600 * 1000);
  await repo.updateSigner(tx, signer.id, { tokenHash: hashToken(token), tokenExpiresAt: expiresAt });
  const lang = signer.locale;
  await deps.mailer.queue(tx, {
    orgId: request.orgId,
    to: signer.email,
    template: 'signature-request',
    locale: lang,
    data: {
      signerName: signer.name,
      organisationName: await repo.organisationName(tx, request.orgId),
      documentName: request.documentName,
      expires: formatDay(expiresAt.toISOString().slice(0, 10), lang),
      url: `${deps.publicUrl}/sign/${token}`,
    },
  });
  await repo.insertEvent(tx, {
    orgId: request.orgId,
    requestId: request.id,
    signerId: signer.id,
    type: 'sent',
    ip: meta.ip,
    userAgent: meta.userAgent,
    documentSha256: request.documentSha256,
  });
}

/** The input of createSignatureRequest: the route's body, plus what another module may set. */
export interface CreateSignatureRequestInput extends CreateSignatureRequestBody {
  /** Default: 'renewal' with a renewalOfferId, 'lease' for a draft lease's document, else 'document'. */
  purpose?: SignaturePurpose;
  renewalOfferId?: string | null;
  /**
   * The member of the document's organisation the request belongs to when a tenant's action
   * creates it (modules/renewals: the member who sent the offer). The request's creator owns
   * the sealed PDF and is its organisation's reader, so it is never the tenant.
   */
  onBehalfOf?: string;
}

/**
 * Creates a signature request inside the caller's transaction and queues the signing emails (call
 * `mailer.wake()` after the commit). The document must be one the actor sees (else 404) and a
 * PDF (else 415). A member needs 'signature.write'; a tenant actor is accepted only from another
 * service (modules/renewals, when the tenant accepts an offer) — no route lets a tenant send one.
 */
export async function createSignatureRequest(
  tx: DbOrTx,
  actor: Actor,
  input: CreateSignatureRequestInput,
  meta: RequestMeta = NO_META,
  deps: SignatureDeps = depsOf(),
): Promise<{ id: string }> {
  if (actor.role === 'owner') requireAccess(actor, 'signature.write');
  const opened = await openDocument(tx as Db, deps.storage, actor, input.documentId);
  const bytes = await readAll(opened.stream);
  const { document } = opened;
  if (document.contentType !== 'application/pdf') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only a PDF document can be sent for signature', {
      key: 'errors:signatures.notPdf',
    });
  }
  const orgId = actor.role === 'owner' ? actor.orgId : await repo.documentOrgId(tx, document.id);
  if (!orgId) throw new AppError('NOT_FOUND', 'Document not found');
  // A member sends in their own name; a tenant's action only on behalf of a member of the
  // document's organisation (resolveMemberActor: 404 for anyone else).
  const createdBy =
    actor.role === 'owner'
      ? actor.userId
      : input.onBehalfOf
        ? (await resolveMemberActor(tx, input.onBehalfOf, orgId)).userId
        : null;
  if (!createdBy) {
    throw new AppError('FORBIDDEN', 'Only a member of the organisation can send a document for signature', {
      key: 'errors:signatures.membersOnly',
    });
  }
  let purpose: SignaturePurpose = input.purpose ?? (input.renewalOfferId ? 'renewal' : 'document');
  // The request belongs to the document's property, else its lease's (a limited member's scope).
  let propertyId = document.propertyId;
  if (document.leaseId) {
    const lease = await getLease(tx, actor, document.leaseId);
    propertyId ??= lease.propertyId;
    if (!input.purpose && !input.renewalOfferId && actor.role === 'owner' && lease.status === 'draft') {
      purpose = 'lease';
    }
  }
  const request = await repo.insertRequest(tx, {
    orgId,
    documentId: document.id,
    documentName: document.name,
    documentSha256: sha256(bytes),
    leaseId: document.leaseId,
    tenantId: document.tenantId,
    propertyId,
    purpose,
    renewalOfferId: input.renewalOfferId ?? null,
    signingOrder: input.order,
    createdBy,
  });
  const defaultLocale: Language = await localeOf(tx, createdBy);
  const signers = await repo.insertSigners(
    tx,
    input.signers.map((signer: SignerInput, position) => ({
      orgId,
      requestId: request.id,
      position,
      name: signer.name,
      email: signer.email,
      role: signer.role,
      locale: signer.locale ?? defaultLocale,
    })),
  );
  const first = input.order === 'sequential' ? signers.slice(0, 1) : signers;
  for (const signer of first) await sendLink(tx, deps, request, signer, meta);
  await recordAuditEvent(tx, actor, {
    orgId,
    action: 'create',
    entityType: 'signature_request',
    entityId: request.id,
    after: {
      documentId: document.id,
      documentName: document.name,
      purpose,
      order: input.order,
      signers: input.signers.map((s) => `${s.name} <${s.email}> (${s.role})`),
    },
  });
  return { id: request.id };
}

/** POST /api/signature-requests (admin, manager). */
export async function sendSignatureRequest(
  deps: SignatureDeps,
  actor: Actor,
  body: CreateSignatureRequestBody,
  meta: RequestMeta,
): Promise<SignatureRequestDetail> {
  requireAccess(actor, 'signature.write');
  const { id } = await deps.db.transaction((tx) => createSignatureRequest(tx, actor, body, meta, deps));
  deps.mailer.wake();
  return getSignatureRequest(deps.db, actor, id);
}

/** GET /api/signature-requests?leaseId=&documentId= */
export async function listSignatureRequests(
  db: DbOrTx,
  actor: Actor,
  query: { leaseId?: string; documentId?: string },
): Promise<{ items: SignatureRequest[] }> {
  requireAccess(actor, 'signature.read');
  const rows = await repo.listRequests(db, actor, query);
  const items = await Promise.all(
    rows.map(async (row) => toRequestDto(row, await repo.signersOf(db, row.id))),
  );
  return { items };
}

/** GET /api/signature-requests/:id: the request, its signers and its audit trail. */
export async function getSignatureRequest(
  db: DbOrTx,
  actor: Actor,
  id: string,
): Promise<SignatureRequestDetail> {
  requireAccess(actor, 'signature.read');
  const row = await repo.findRequest(db, actor, id);
  if (!row) throw notFound();
  const signers = await repo.signersOf(db, id);
  const events = await repo.eventsOf(db, id);
  return { ...toRequestDto(row, signers), events: events.map((e) => toEventDto(e, signers)) };
}

/** Closes a request as cancelled: links revoked, the event and the audit log written. */
async function cancelRequest(
  tx: DbOrTx,
  request: SignatureRequestRow,
  meta: RequestMeta,
  detail: string,
  currentHash: string | null,
): Promise<void> {
  await repo.updateRequest(tx, request.id, { status: 'cancelled', closedAt: new Date() });
  await repo.revokeTokens(tx, request.id);
  await repo.insertEvent(tx, {
    orgId: request.orgId,
    requestId: request.id,
    type: 'cancelled',
    ip: meta.ip,
    userAgent: meta.userAgent,
    documentSha256: currentHash ?? request.documentSha256,
    detail,
  });
  await recordAuditEvent(tx, null, {
    orgId: request.orgId,
    action: 'cancel',
    entityType: 'signature_request',
    entityId: request.id,
    before: { status: request.status },
    after: { status: 'cancelled', reason: detail },
  });
}

/**
 * The signer and request behind a link. Unknown → 404; used, expired or closed → 410. When the
 * document no longer hashes to what was sent (changed or deleted), the request is cancelled (in
 * its own transaction, so it stays cancelled) and the answer is a 409.
 */
async function signerOfToken(
  deps: SignatureDeps,
  token: string,
  meta: RequestMeta,
): Promise<{ signer: SignatureSignerRow; request: SignatureRequestRow; bytes: Buffer }> {
  const signer = await repo.findSignerByTokenHash(deps.db, hashToken(token));
  if (!signer) throw invalidLink();
  const request = await repo.findRequestById(deps.db, signer.requestId);
  if (!request) throw invalidLink();
  if (request.status !== 'pending') throw requestClosed();
  if (signer.status !== 'pending' || !signer.tokenExpiresAt || signer.tokenExpiresAt < new Date()) {
    throw linkExpired();
  }
  const bytes = await ensureUnchanged(deps, request, meta);
  return { signer, request, bytes };
}

/** The document's bytes if they still hash as sent; otherwise cancels the request and throws 409. */
async function ensureUnchanged(
  deps: SignatureDeps,
  request: SignatureRequestRow,
  meta: RequestMeta,
): Promise<Buffer> {
  const current = await currentBytes(deps.db, deps.storage, systemReader(request), request.documentId);
  const hash = current ? sha256(current.bytes) : null;
  if (current && hash === request.documentSha256) return current.bytes;
  await deps.db.transaction(async (tx) => {
    const locked = await repo.findRequestById(tx, request.id, { forUpdate: true });
    if (locked?.status === 'pending') {
      await cancelRequest(tx, locked, meta, current ? 'document changed' : 'document deleted', hash);
    }
  });
  throw documentChanged();
}

function yourTurn(request: SignatureRequestRow, signers: SignatureSignerRow[], signer: SignatureSignerRow) {
  return (
    request.signingOrder === 'parallel' ||
    signers.every((other) => other.position >= signer.position || other.status === 'signed')
  );
}

/** The signer's first look at the document, once, in the audit trail. */
async function recordOpened(
  db: DbOrTx,
  request: SignatureRequestRow,
  signer: SignatureSignerRow,
  meta: RequestMeta,
): Promise<void> {
  const events = await repo.eventsOf(db, request.id);
  if (events.some((e) => e.type === 'opened' && e.signerId === signer.id)) return;
  await repo.insertEvent(db, {
    orgId: request.orgId,
    requestId: request.id,
    signerId: signer.id,
    type: 'opened',
    ip: meta.ip,
    userAgent: meta.userAgent,
    documentSha256: request.documentSha256,
  });
}

/** GET /api/signing/:token: what the signer reviews. The first opening is an event of the trail. */
export async function viewSigning(
  deps: SignatureDeps,
  token: string,
  meta: RequestMeta,
): Promise<SigningView> {
  const { signer, request } = await signerOfToken(deps, token, meta);
  await recordOpened(deps.db, request, signer, meta);
  const signers = await repo.signersOf(deps.db, request.id);
  return {
    organisationName: await repo.organisationName(deps.db, request.orgId),
    documentName: request.documentName,
    documentSha256: request.documentSha256,
    documentUrl: `/api/signing/${token}/document`,
    order: request.signingOrder,
    status: request.status,
    signer: { name: signer.name, email: signer.email, role: signer.role, status: signer.status },
    yourTurn: yourTurn(request, signers, signer),
    signers: signers.map((s) => ({ name: s.name, role: s.role, status: s.status })),
  };
}

/** GET /api/signing/:token/document: the PDF to review (the bytes as sent, checked). */
export async function signingDocument(
  deps: SignatureDeps,
  token: string,
  meta: RequestMeta,
): Promise<{ name: string; bytes: Buffer }> {
  const { request, bytes } = await signerOfToken(deps, token, meta);
  return { name: request.documentName, bytes };
}

/** A drawn signature's PNG bytes from its data URL. */
function pngOf(signature: SignatureInput): string | null {
  return signature.type === 'drawn' ? signature.png.slice('data:image/png;base64,'.length) : null;
}

/** What happens after the commit of a signing step. */
interface AfterCommit {
  activateLease?: { request: SignatureRequestRow };
}

/**
 * One signer acts (sign with consent, or decline with a reason), inside a transaction with the
 * request locked. Sequential order: an earlier signer still pending → 409. The signer's link is
 * cleared (single use). On the last signature the request completes: sealed PDF, events, purpose.
 */
async function act(
  tx: DbOrTx,
  deps: SignatureDeps,
  signerId: string,
  requestId: string,
  body: SigningAction,
  bytes: Buffer,
  meta: RequestMeta,
  after: AfterCommit,
): Promise<SigningResult> {
  const request = await repo.findRequestById(tx, requestId, { forUpdate: true });
  if (!request) throw invalidLink();
  if (request.status !== 'pending') throw requestClosed();
  const signers = await repo.signersOf(tx, request.id);
  const signer = signers.find((s) => s.id === signerId);
  if (!signer) throw invalidLink();
  if (signer.status !== 'pending') throw linkExpired();
  if (!yourTurn(request, signers, signer)) {
    throw new AppError('CONFLICT', 'An earlier signer has not signed yet', {
      key: 'errors:signatures.notYourTurn',
    });
  }
  const now = new Date();
  if ('decline' in body) {
    await repo.updateSigner(tx, signer.id, {
      status: 'declined',
      declineReason: body.decline,
      actedAt: now,
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    await repo.updateRequest(tx, request.id, { status: 'declined', closedAt: now });
    await repo.revokeTokens(tx, request.id);
    await repo.insertEvent(tx, {
      orgId: request.orgId,
      requestId: request.id,
      signerId: signer.id,
      type: 'declined',
      ip: meta.ip,
      userAgent: meta.userAgent,
      documentSha256: request.documentSha256,
      detail: body.decline,
    });
    await recordAuditEvent(tx, null, {
      orgId: request.orgId,
      action: 'decline',
      entityType: 'signature_request',
      entityId: request.id,
      before: { status: 'pending' },
      after: { status: 'declined', signer: signer.name, reason: body.decline },
    });
    return { status: 'declined', requestStatus: 'declined' };
  }

  const { signature } = body;
  await repo.updateSigner(tx, signer.id, {
    status: 'signed',
    signatureType: signature.type,
    signatureText: signature.type === 'typed' ? signature.text : null,
    signaturePng: pngOf(signature),
    actedAt: now,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  await repo.insertEvent(tx, {
    orgId: request.orgId,
    requestId: request.id,
    signerId: signer.id,
    type: 'signed',
    ip: meta.ip,
    userAgent: meta.userAgent,
    documentSha256: sha256(bytes),
  });
  const signed = { signer: signer.name, role: signer.role, signatureType: signature.type };
  const remaining = signers.filter((s) => s.id !== signer.id && s.status !== 'signed');
  if (remaining.length > 0) {
    const next = remaining[0];
    if (request.signingOrder === 'sequential' && next && !next.tokenHash) {
      await sendLink(tx, deps, request, next, NO_META);
    }
    await recordAuditEvent(tx, null, {
      orgId: request.orgId,
      action: 'sign',
      entityType: 'signature_request',
      entityId: request.id,
      after: signed,
    });
    return { status: 'signed', requestStatus: 'pending' };
  }
  // The last signature completes the request: one audit event says both.
  const sealed = await complete(tx, deps, request, bytes, meta);
  await recordAuditEvent(tx, null, {
    orgId: request.orgId,
    action: 'sign',
    entityType: 'signature_request',
    entityId: request.id,
    before: { status: 'pending' },
    after: { ...signed, status: 'completed', ...sealed },
  });
  if (request.purpose === 'lease' && request.leaseId) after.activateLease = { request };
  return { status: 'signed', requestStatus: 'completed' };
}

/**
 * Everyone signed: the 'completed' event, the certificate page, the PAdES seal, the sealed PDF as
 * a new document (shared like the original: lease, tenant, property), the request completed, and
 * for a renewal the offer completed (modules/renewals) in the same transaction.
 */
async function complete(
  tx: DbOrTx,
  deps: SignatureDeps,
  request: SignatureRequestRow,
  bytes: Buffer,
  meta: RequestMeta,
): Promise<{ signedDocumentId: string; sealedSha256: string }> {
  const now = new Date();
  await repo.insertEvent(tx, {
    orgId: request.orgId,
    requestId: request.id,
    type: 'completed',
    ip: meta.ip,
    userAgent: meta.userAgent,
    documentSha256: request.documentSha256,
  });
  const signers = await repo.signersOf(tx, request.id);
  const events = await repo.eventsOf(tx, request.id);
  const identity = await loadSealIdentity(deps.signing);
  const lang = await localeOf(tx, request.createdBy);
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  await appendCertificatePage(pdf, {
    lang,
    requestId: request.id,
    documentName: request.documentName,
    documentSha256: request.documentSha256,
    verifyUrl: `${deps.publicUrl}/verify`,
    sealName: identity.commonName,
    signers: signers.map((s) => ({
      name: s.name,
      email: s.email,
      role: s.role,
      signedAt: s.actedAt ?? now,
      ip: s.ip,
      userAgent: s.userAgent,
      signatureType: s.signatureType ?? 'typed',
      signatureText: s.signatureText,
      signaturePng: s.signaturePng ? Buffer.from(s.signaturePng, 'base64') : null,
    })),
    events: events.map((e) => ({
      type: e.type,
      at: e.at,
      who: signers.find((s) => s.id === e.signerId)?.name ?? null,
      ip: e.ip,
      documentSha256: e.documentSha256,
    })),
  });
  const sealed = await sealPdf(pdf, identity, {
    reason: signaturesText(lang, 'certificate.title'),
    location: deps.publicUrl,
    signingTime: now,
  });
  const name = request.documentName.replace(/\.pdf$/i, '');
  const stored = await storeDocument(tx, deps.storage, {
    orgId: request.orgId,
    ownerId: request.createdBy,
    uploadedBy: request.createdBy,
    bytes: sealed,
    name: `${name} (${signaturesText(lang, 'statuses.completed')}).pdf`,
    kind: 'lease',
    propertyId: request.propertyId,
    leaseId: request.leaseId,
    tenantId: request.tenantId,
  });
  await repo.updateRequest(tx, request.id, {
    status: 'completed',
    signedDocumentId: stored.id,
    closedAt: now,
  });
  if (request.purpose === 'renewal' && request.renewalOfferId) {
    // modules/renewals: the renewal lease from the day after, the signed PDF filed with it.
    await completeRenewalSigning(tx, request.renewalOfferId, stored.id);
  }
  return { signedDocumentId: stored.id, sealedSha256: sha256(sealed) };
}

/** After the commit: a signed draft lease becomes active (the leases module's own activation). */
async function runAfterCommit(deps: SignatureDeps, after: AfterCommit, log?: LogLike): Promise<void> {
  deps.mailer.wake();
  if (after.activateLease) {
    const { request } = after.activateLease;
    try {
      const actor = await resolveMemberActor(deps.db, request.createdBy, request.orgId);
      await activateLease(
        deps.db,
        { ...actor, orgRole: 'admin', propertyIds: null },
        request.leaseId as string,
      );
    } catch (error) {
      // The signatures stand; the manager can still activate the lease by hand (409 overlap, …).
      log?.warn({ err: error, requestId: request.id }, 'signed draft lease not activated');
    }
  }
}

interface LogLike {
  warn: (obj: object, msg: string) => void;
}

/** POST /api/signing/:token: sign (consent + typed or drawn) or decline (reason). */
export async function actOnSigning(
  deps: SignatureDeps,
  token: string,
  body: SigningAction,
  meta: RequestMeta,
  log?: LogLike,
): Promise<SigningResult> {
  const { signer, request, bytes } = await signerOfToken(deps, token, meta);
  const after: AfterCommit = {};
  const result = await deps.db.transaction(async (tx) => {
    // The link again, locked: a second use racing this one finds it used (act: 410).
    const locked = await repo.findSignerByTokenHash(tx, hashToken(token), { forUpdate: true });
    if (!locked || locked.id !== signer.id) throw invalidLink();
    return act(tx, deps, signer.id, request.id, body, bytes, meta, after);
  });
  await runAfterCommit(deps, after, log);
  return result;
}

/** The signed-in tenant's account email (portal signing matches signers by it). */
async function tenantEmail(db: DbOrTx, actor: Actor): Promise<string> {
  if (actor.role !== 'tenant')
    throw new AppError('FORBIDDEN', 'Only tenants sign from the portal', {
      key: 'errors:signatures.tenantsOnly',
    });
  const email = await repo.accountEmail(db, actor.userId);
  if (!email)
    throw new AppError('FORBIDDEN', 'Only tenants sign from the portal', {
      key: 'errors:signatures.tenantsOnly',
    });
  return email;
}

/** GET /api/portal/signatures: what the signed-in tenant has to sign. */
export async function listPortalSignatures(db: DbOrTx, actor: Actor): Promise<{ items: PortalSignature[] }> {
  requireAccess(actor, 'document.read');
  const email = await tenantEmail(db, actor);
  const rows = await repo.pendingSignersByEmail(db, email);
  const items: PortalSignature[] = [];
  for (const { signer, request } of rows) {
    const signers = await repo.signersOf(db, request.id);
    items.push({
      requestId: request.id,
      documentName: request.documentName,
      documentId: request.documentId,
      yourTurn: yourTurn(request, signers, signer),
      createdAt: request.createdAt.toISOString(),
    });
  }
  return { items };
}

/** POST /api/portal/signatures/:id: the signed-in tenant signs (or declines) as the request's signer with their email. */
export async function actFromPortal(
  deps: SignatureDeps,
  actor: Actor,
  requestId: string,
  body: SigningAction,
  meta: RequestMeta,
  log?: LogLike,
): Promise<SigningResult> {
  requireAccess(actor, 'document.read');
  const email = await tenantEmail(deps.db, actor);
  const mine = (await repo.pendingSignersByEmail(deps.db, email)).find((row) => row.request.id === requestId);
  if (!mine) throw notFound();
  const bytes = await ensureUnchanged(deps, mine.request, meta);
  const after: AfterCommit = {};
  const result = await deps.db.transaction((tx) =>
    act(tx, deps, mine.signer.id, requestId, body, bytes, meta, after),
  );
  await runAfterCommit(deps, after, log);
  return result;
}

/** GET /api/portal/signatures/:id/document: the PDF the tenant is asked to sign. */
export async function portalDocument(
  deps: SignatureDeps,
  actor: Actor,
  requestId: string,
  meta: RequestMeta,
): Promise<{ name: string; bytes: Buffer }> {
  requireAccess(actor, 'document.read');
  const email = await tenantEmail(deps.db, actor);
  const mine = (await repo.pendingSignersByEmail(deps.db, email)).find((row) => row.request.id === requestId);
  if (!mine) throw notFound();
  const bytes = await ensureUnchanged(deps, mine.request, meta);
  await recordOpened(deps.db, mine.request, mine.signer, meta);
  return { name: mine.request.documentName, bytes };
}

/** POST /api/signatures/verify: a PDF's seal checked against this server's certificate. */
export async function verifyPdf(deps: Pick<SignatureDeps, 'signing'>, bytes: Buffer): Promise<Verification> {
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Only a PDF can be verified', {
      key: 'errors:signatures.notPdf',
    });
  }
  const identity = await loadSealIdentity(deps.signing);
  const outcome = verifySealedPdf(bytes, identity.certificateDer);
  return {
    result: outcome.result,
    signedAt: outcome.signedAt?.toISOString() ?? null,
    signerName: outcome.signerName,
    sha256: sha256(bytes),
  };
}
