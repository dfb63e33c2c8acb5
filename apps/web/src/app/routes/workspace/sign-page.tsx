import type { SigningResult } from '@rentwise/core/signatures/schemas';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useSigning } from '@/features/signatures/api/get-signing';
import { usePostSigning } from '@/features/signatures/api/post-signing';
import { SigningForm } from '@/features/signatures/components/signing-form';
import { SigningNotice, SigningShell } from '@/features/signatures/components/signing-shell';
import { ApiError } from '@/lib/api-client';

/**
 * /sign/:token — a signer's page, no account (issue 21 item 3): who asks, the PDF to review (opened
 * from the link: the server's pages refuse to be framed), consent, a typed or drawn signature, or a
 * decline with a reason. A used, expired or closed link and a changed document each get a plain
 * explanation (the server's translated error).
 */
export default function SignPage() {
  const { t } = useTranslation('signatures');
  const { token = '' } = useParams();
  const view = useSigning(token);
  const post = usePostSigning(token);
  const [result, setResult] = useState<SigningResult | null>(null);

  let body: React.ReactNode;
  if (result) {
    body = (
      <SigningNotice
        title={
          result.status === 'declined'
            ? t('sign.declined')
            : result.requestStatus === 'completed'
              ? t('sign.completed')
              : t('sign.signed')
        }
      />
    );
  } else if (view.isPending) {
    body = <p className="text-muted-foreground">…</p>;
  } else if (view.isError) {
    const known =
      view.error instanceof ApiError && ['NOT_FOUND', 'VALIDATION_FAILED'].includes(view.error.code);
    body = (
      <SigningNotice title={t('sign.title')}>
        {known ? t('sign.invalidLink') : view.error.message}
      </SigningNotice>
    );
  } else {
    const data = view.data;
    body = (
      <div className="grid gap-6">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{t('sign.title')}</h1>
          <p className="text-muted-foreground">
            {t('sign.from', { organisation: data.organisationName, document: data.documentName })}
          </p>
        </div>
        <Card>
          <CardHeader>
            <CardTitle>{t('sign.review')}</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-3 text-sm">
            <a
              className="font-medium text-primary underline-offset-2 hover:underline"
              href={data.documentUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('sign.open')} — {data.documentName}
            </a>
            <p className="break-all text-xs text-muted-foreground">
              {t('sign.hash', { hash: data.documentSha256 })}
            </p>
            <div className="grid gap-1">
              <h2 className="font-semibold">{t('sign.signers')}</h2>
              <ul className="grid gap-1">
                {data.signers.map((signer, index) => (
                  <li key={`${signer.name}-${index}`} className="flex flex-wrap items-center gap-2">
                    <span>{signer.name}</span>
                    <span className="text-muted-foreground">({t(`roles.${signer.role}`)})</span>
                    <Badge variant="outline">{t(`signerStatuses.${signer.status}`)}</Badge>
                  </li>
                ))}
              </ul>
            </div>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            {!data.yourTurn && <p className="mb-4 text-sm text-muted-foreground">{t('sign.notYourTurn')}</p>}
            <SigningForm
              signerName={data.signer.name}
              disabled={!data.yourTurn}
              pending={post.isPending}
              onSubmit={(action) => post.mutate(action, { onSuccess: setResult })}
            />
            {post.isError && (
              <p role="alert" className="mt-4 text-sm text-destructive">
                {post.error.message}
              </p>
            )}
          </CardContent>
        </Card>
      </div>
    );
  }

  return <SigningShell brand="Rentwise">{body}</SigningShell>;
}
