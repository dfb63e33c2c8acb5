import { type FormEvent, useState } from 'react';
import { useTranslation } from '@/app/i18n';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useVerifyPdf } from '@/features/signatures/api/verify-pdf';
import { SigningShell } from '@/features/signatures/components/signing-shell';
import { formatDate } from '@/lib/dates';

/**
 * /verify — anyone checks a PDF signed through Rentwise (issue 21 item 4): valid, changed after
 * sealing, sealed by someone else, or not sealed at all. The server does the check.
 */
export default function VerifyPage() {
  const { t, i18n } = useTranslation('signatures');
  const [file, setFile] = useState<File | null>(null);
  const verify = useVerifyPdf();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) verify.mutate(file);
  };
  const outcome = verify.data;
  const good = outcome?.result === 'valid';

  return (
    <SigningShell brand="Rentwise">
      <div className="grid gap-6">
        <div className="grid gap-2">
          <h1 className="text-2xl font-bold tracking-tight">{t('verify.title')}</h1>
          <p className="text-muted-foreground">{t('verify.intro')}</p>
        </div>
        <Card>
          <CardContent>
            <form className="grid gap-4" onSubmit={submit}>
              <div className="grid gap-2">
                <Label htmlFor="verify-file">{t('verify.file')}</Label>
                <Input
                  id="verify-file"
                  type="file"
                  accept="application/pdf,.pdf"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    verify.reset();
                  }}
                />
              </div>
              <div>
                <Button type="submit" disabled={!file || verify.isPending}>
                  {t('verify.submit')}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
        <div aria-live="polite">
          {verify.isError && (
            <p role="alert" className="text-sm text-destructive">
              {verify.error.message}
            </p>
          )}
          {outcome && (
            <Card>
              <CardContent className="grid gap-3">
                <p className="flex flex-wrap items-start gap-2 font-semibold">
                  <Badge variant={good ? 'success' : 'destructive'}>{good ? '✓' : '✗'}</Badge>
                  <span>{t(`verify.${outcome.result}`)}</span>
                </p>
                {outcome.signedAt && good && (
                  <p className="text-sm">
                    {t('verify.signedAt', { at: formatDate(outcome.signedAt, i18n.language) })}
                  </p>
                )}
                <p className="break-all text-xs text-muted-foreground">
                  {t('verify.hash', { hash: outcome.sha256 })}
                </p>
              </CardContent>
            </Card>
          )}
        </div>
      </div>
    </SigningShell>
  );
}
