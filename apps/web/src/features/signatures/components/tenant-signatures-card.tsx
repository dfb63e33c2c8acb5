import type { PortalSignature, SigningResult } from '@rentwise/core/signatures/schemas';
import { useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { openFile } from '@/lib/open-file';
import { usePortalSignatures, usePostPortalSignature } from '../api/portal-signatures';
import { SigningForm } from './signing-form';

/** Opens the PDF to sign in a new tab (fetched with the bearer token; the tab opened in the click's turn). */
async function openPdf(requestId: string): Promise<void> {
  await openFile({
    path: `/api/portal/signatures/${requestId}/document`,
    mode: 'view',
    fallbackName: 'document.pdf',
  });
}

function PortalSigning({
  item,
  signerName,
  onDone,
}: {
  item: PortalSignature;
  signerName: string;
  onDone(result: SigningResult): void;
}) {
  const { t } = useTranslation('signatures');
  const post = usePostPortalSignature(item.requestId);
  return (
    <div className="grid gap-4">
      <div>
        <Button type="button" variant="outline" onClick={() => void openPdf(item.requestId)}>
          {t('sign.open')}
        </Button>
      </div>
      <SigningForm
        signerName={signerName}
        pending={post.isPending}
        onSubmit={(action) => post.mutate(action, { onSuccess: onDone })}
      />
      {post.isError && (
        <p role="alert" className="text-sm text-destructive">
          {post.error.message}
        </p>
      )}
    </div>
  );
}

/**
 * The tenant portal's "Documents to sign" (issue 21): each pending signature, reviewed and signed
 * (or declined) right here, as with the emailed link. Hidden when there is nothing to sign.
 */
export function TenantSignaturesCard({ signerName }: { signerName: string }) {
  const { t } = useTranslation('signatures');
  const pending = usePortalSignatures();
  const [open, setOpen] = useState<string | null>(null);
  // The answer to the last signature, kept here: once signed, the request leaves the list (which
  // refetches), and the card still says what happened.
  const [done, setDone] = useState<SigningResult | null>(null);
  const items = pending.data?.items ?? [];
  if (items.length === 0 && !done) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('portal.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {done && (
          <p role="status" className="text-sm">
            {done.status === 'declined'
              ? t('sign.declined')
              : done.requestStatus === 'completed'
                ? t('sign.completed')
                : t('sign.signed')}
          </p>
        )}
        {items.map((item) => (
          <div key={item.requestId} className="grid gap-3 rounded-md border p-3">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-medium break-words">{item.documentName}</span>
              {item.yourTurn ? (
                <Button
                  type="button"
                  size="sm"
                  aria-expanded={open === item.requestId}
                  onClick={() => setOpen(open === item.requestId ? null : item.requestId)}
                >
                  {t('portal.sign')}
                </Button>
              ) : (
                <span className="text-sm text-muted-foreground">{t('portal.waiting')}</span>
              )}
            </div>
            {open === item.requestId && (
              <PortalSigning
                item={item}
                signerName={signerName}
                onDone={(result) => {
                  setOpen(null);
                  setDone(result);
                }}
              />
            )}
          </div>
        ))}
      </CardContent>
    </Card>
  );
}
