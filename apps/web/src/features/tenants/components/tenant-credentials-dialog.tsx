import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

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
          : t('tenants.credentials.allText', {
              email: credentials.email,
              password: credentials.temporaryPassword,
            });
    try {
      await navigator.clipboard.writeText(text);
      setCopied(field);
      toast.success(t(`tenants.credentials.copied.${field}`));
    } catch {
      toast.error(t('tenants.credentials.copyFailed'));
    }
  };

  return (
    <Dialog open={credentials !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('tenants.credentials.title')}</DialogTitle>
          <DialogDescription>{t('tenants.credentials.description')}</DialogDescription>
        </DialogHeader>
        {credentials && (
          <div className="grid gap-3">
            <CredentialRow
              label={t('tenants.credentials.email')}
              value={credentials.email}
              copyLabel={t('tenants.credentials.copyEmail')}
              copied={copied === 'email'}
              onCopy={() => copy('email')}
            />
            <CredentialRow
              label={t('tenants.credentials.password')}
              value={credentials.temporaryPassword}
              copyLabel={t('tenants.credentials.copyPassword')}
              copied={copied === 'password'}
              onCopy={() => copy('password')}
            />
            <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
              {t('tenants.credentials.instructions')}
            </p>
            <p className="text-sm text-muted-foreground">{t('tenants.credentials.invitationNote')}</p>
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => copy('all')}>
            <CopyIcon copied={copied === 'all'} />
            {t('tenants.credentials.copyAll')}
          </Button>
          <Button onClick={onClose}>{t('tenants.credentials.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function CopyIcon({ copied }: { copied: boolean }) {
  return copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />;
}

function CredentialRow(props: {
  label: string;
  value: string;
  copyLabel: string;
  copied: boolean;
  onCopy(): void;
}) {
  return (
    <div className="flex items-center justify-between gap-3 rounded-md border bg-muted/40 px-3 py-2">
      <div className="min-w-0">
        <p className="text-xs text-muted-foreground">{props.label}</p>
        <p className="truncate font-mono text-sm">{props.value}</p>
      </div>
      <Button variant="ghost" size="icon" aria-label={props.copyLabel} onClick={props.onCopy}>
        <CopyIcon copied={props.copied} />
      </Button>
    </div>
  );
}
