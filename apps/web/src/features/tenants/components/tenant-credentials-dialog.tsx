import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';

type CopiedField = 'email' | 'password' | 'all' | null;

/**
 * Shown once after a tenant is created: the email and temporary password with copy actions
 * (spec: 'Email copied', 'Password copied', 'All credentials copied'; indicator resets after 2 s).
 */
export function TenantCredentialsDialog({
  credentials,
  onClose,
}: {
  credentials: { email: string; temporaryPassword: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation('owner');
  const [copied, setCopied] = useState<CopiedField>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async (field: Exclude<CopiedField, null>) => {
    if (!credentials) return;
    const text =
      field === 'email'
        ? credentials.email
        : field === 'password'
          ? credentials.temporaryPassword
          : t('tenants.credentials.allText', { email: credentials.email, password: credentials.temporaryPassword });
    try {
      await navigator.clipboard.writeText(text);
      setCopied(field);
      toast.success(t(`tenants.credentials.copied.${field}`));
    } catch {
      toast.error(t('tenants.credentials.copyFailed'));
    }
  };

  const icon = (field: CopiedField) => (copied === field ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />);

  return (
    <Dialog open={credentials !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('tenants.credentials.title')}</DialogTitle>
          <DialogDescription>{t('tenants.credentials.description')}</DialogDescription>
        </DialogHeader>
        {credentials && (
          <div className="grid gap-3">
            <div className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2">
              <div className="min-w-0">
                <p className="text-xs text-muted-foreground">{t('tenants.credentials.email')}</p>
                <p className="truncate font-mono text-sm" data-testid="credential-email">
                  {credentials.email}
                </p>
              </div>
              <Button variant="ghost" size="icon" aria-label={t('tenants.credentials.copyEmail')} onClick={() => copy('email')}>
                {icon('email')}
              </Button>
            </div>
            <div className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2">
              <div className="min-w-0">
                <p className="text-xs text-muted-foreground">{t('tenants.credentials.password')}</p>
                <p className="font-mono text-sm" data-testid="credential-password">
                  {credentials.temporaryPassword}
                </p>
              </div>
              <Button variant="ghost" size="icon" aria-label={t('tenants.credentials.copyPassword')} onClick={() => copy('password')}>
                {icon('password')}
              </Button>
            </div>
            <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">{t('tenants.credentials.instructions')}</p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => copy('all')}>
            {icon('all')}
            {t('tenants.credentials.copyAll')}
          </Button>
          <Button onClick={onClose}>{t('tenants.credentials.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
