import { type SignerRole, signerRoles } from '@rentwise/core/signatures/schemas';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { formatDate } from '@/lib/dates';
import {
  useCreateSignatureRequest,
  useSignatureRequest,
  useSignatureRequests,
} from '../api/signature-requests';

interface SignerDraft {
  name: string;
  email: string;
  role: SignerRole;
}

const statusTone = {
  pending: 'warning',
  completed: 'success',
  declined: 'destructive',
  cancelled: 'neutral',
} as const;

/** One request's audit trail (sent, opened, signed, declined, completed, cancelled). */
function Trail({ id }: { id: string }) {
  const { t, i18n } = useTranslation('signatures');
  const detail = useSignatureRequest(id);
  if (!detail.data) return null;
  return (
    <ol className="grid gap-1 text-xs text-muted-foreground">
      {detail.data.events.map((event) => (
        <li key={event.id} className="break-words">
          {formatDate(event.at, i18n.language)} {event.at.slice(11, 16)} · {t(`events.${event.type}`)}
          {event.signerName ? ` · ${event.signerName}` : ''}
          {event.ip ? ` · IP ${event.ip}` : ''}
          {event.detail ? ` · ${event.detail}` : ''}
          <span className="block break-all">SHA-256 {event.documentSha256}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * A lease's signature requests (issue 21): each with its status, signers and audit trail, a link
 * to the sealed PDF once everyone has signed, and a form to send one of the lease's PDFs.
 */
export function SignatureRequestsPanel({
  leaseId,
  tenantName,
  pdfs,
  canSend,
  openDocument,
}: {
  leaseId: string;
  tenantName: string;
  /** The lease's PDF documents, the ones that can be sent. */
  pdfs: { id: string; name: string }[];
  canSend: boolean;
  /** Opens a document (the documents feature's download). */
  openDocument: (id: string) => void;
}) {
  const { t } = useTranslation('signatures');
  const requests = useSignatureRequests(leaseId);
  const create = useCreateSignatureRequest();
  const [open, setOpen] = useState<string | null>(null);
  const [documentId, setDocumentId] = useState('');
  const [order, setOrder] = useState<'sequential' | 'parallel'>('sequential');
  const [signers, setSigners] = useState<SignerDraft[]>([{ name: tenantName, email: '', role: 'tenant' }]);

  const update = (index: number, patch: Partial<SignerDraft>) =>
    setSigners((all) => all.map((signer, i) => (i === index ? { ...signer, ...patch } : signer)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { documentId: documentId || (pdfs[0]?.id ?? ''), order, signers },
      { onSuccess: () => toast.success(t('requests.sent')) },
    );
  };

  return (
    <section aria-labelledby={`signatures-${leaseId}`} className="grid min-w-0 gap-3">
      <h3 id={`signatures-${leaseId}`} className="text-lg font-semibold">
        {t('requests.title')}
      </h3>
      {requests.data?.items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('requests.empty')}</p>
      )}
      <ul className="grid gap-3">
        {requests.data?.items.map((request) => (
          <li key={request.id} className="grid gap-2 rounded-md border p-3 text-sm">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium break-words">{request.documentName}</span>
              <Badge variant={statusTone[request.status]}>{t(`statuses.${request.status}`)}</Badge>
            </div>
            <ul className="grid gap-1">
              {request.signers.map((signer) => (
                <li key={signer.id} className="flex flex-wrap gap-2">
                  <span>{signer.name}</span>
                  <span className="text-muted-foreground">
                    {t(`roles.${signer.role}`)} · {t(`signerStatuses.${signer.status}`)}
                  </span>
                  {signer.declineReason && (
                    <span className="text-muted-foreground">“{signer.declineReason}”</span>
                  )}
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-expanded={open === request.id}
                onClick={() => setOpen(open === request.id ? null : request.id)}
              >
                {t('requests.trail')}
              </Button>
              {request.signedDocumentId && (
                <Button
                  type="button"
                  size="sm"
                  onClick={() => openDocument(request.signedDocumentId as string)}
                >
                  {t('requests.signedDocument')}
                </Button>
              )}
            </div>
            {open === request.id && <Trail id={request.id} />}
          </li>
        ))}
      </ul>
      {canSend &&
        (pdfs.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('requests.noPdf')}</p>
        ) : (
          <form className="grid gap-3 rounded-md border p-3" onSubmit={submit}>
            <h4 className="font-medium">{t('requests.send')}</h4>
            <div className="grid gap-1">
              <Label htmlFor={`sign-doc-${leaseId}`}>{t('requests.document')}</Label>
              <NativeSelect
                id={`sign-doc-${leaseId}`}
                value={documentId || pdfs[0]?.id}
                onChange={(event) => setDocumentId(event.target.value)}
              >
                {pdfs.map((pdf) => (
                  <option key={pdf.id} value={pdf.id}>
                    {pdf.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`sign-order-${leaseId}`}>{t('requests.order')}</Label>
              <NativeSelect
                id={`sign-order-${leaseId}`}
                value={order}
                onChange={(event) => setOrder(event.target.value as 'sequential' | 'parallel')}
              >
                <option value="sequential">{t('requests.sequential')}</option>
                <option value="parallel">{t('requests.parallel')}</option>
              </NativeSelect>
            </div>
            {signers.map((signer, index) => (
              <fieldset key={index} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto_auto] sm:items-end">
                <div className="grid gap-1">
                  <Label htmlFor={`signer-name-${index}`}>{t('requests.signerName')}</Label>
                  <Input
                    id={`signer-name-${index}`}
                    value={signer.name}
                    onChange={(event) => update(index, { name: event.target.value })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`signer-email-${index}`}>{t('requests.signerEmail')}</Label>
                  <Input
                    id={`signer-email-${index}`}
                    type="email"
                    value={signer.email}
                    onChange={(event) => update(index, { email: event.target.value })}
                  />
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`signer-role-${index}`}>{t('requests.signerRole')}</Label>
                  <NativeSelect
                    id={`signer-role-${index}`}
                    value={signer.role}
                    onChange={(event) => update(index, { role: event.target.value as SignerRole })}
                  >
                    {signerRoles.map((role) => (
                      <option key={role} value={role}>
                        {t(`roles.${role}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </div>
                <Button
                  type="button"
                  variant="ghost"
                  disabled={signers.length === 1}
                  onClick={() => setSigners((all) => all.filter((_, i) => i !== index))}
                >
                  {t('requests.removeSigner')}
                </Button>
              </fieldset>
            ))}
            {create.isError && (
              <p role="alert" className="text-sm text-destructive">
                {create.error.message}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="outline"
                onClick={() => setSigners((all) => [...all, { name: '', email: '', role: 'co_signer' }])}
              >
                {t('requests.addSigner')}
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {t('requests.send')}
              </Button>
            </div>
          </form>
        ))}
    </section>
  );
}
