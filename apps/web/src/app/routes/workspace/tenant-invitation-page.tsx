import { CheckCircle2, MailCheck } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { DeadLinkPage, LinkButton, TokenPage } from '@/components/token-page';
import { Button } from '@/components/ui/button';
import { useConfirmTenantInvitation } from '@/features/tenants/api/confirm-tenant-invitation';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /tenant-invitation?token=… (issue 23 finding 4, decision 030): the link of a tenant's invitation
 * email. Opening it changes nothing (mail scanners open links); the tenant presses Confirm, which
 * confirms their address for that landlord, then signs in — with the temporary password, or with
 * their own when the address already had an account. Unknown and expired links say so.
 */
export default function TenantInvitationPage() {
  const { t } = useTranslation('tenant');
  useDocumentTitle(`${t('invitationPage.title')} — Rentwise`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const confirm = useConfirmTenantInvitation();

  const home = { to: '/', label: t('invitationPage.home') };
  if (!token) {
    return (
      <DeadLinkPage
        title={t('invitationPage.failedTitle')}
        message={t('invitationPage.missing')}
        back={home}
      />
    );
  }
  if (confirm.isSuccess) {
    return (
      <TokenPage icon={<CheckCircle2 />} title={t('invitationPage.doneTitle')}>
        <p role="status" className="text-muted-foreground">
          {confirm.data.existingAccount ? t('invitationPage.doneExisting') : t('invitationPage.doneNew')}
        </p>
        <LinkButton to="/login" className="w-fit">
          {t('invitationPage.signIn')}
        </LinkButton>
      </TokenPage>
    );
  }
  if (confirm.isError) {
    // The server's translated reason: not valid (a newer link was sent) or expired.
    return (
      <DeadLinkPage
        title={t('invitationPage.failedTitle')}
        message={confirm.error.message}
        alert
        back={home}
      />
    );
  }
  return (
    <TokenPage icon={<MailCheck />} title={t('invitationPage.title')}>
      <p className="text-muted-foreground">{t('invitationPage.intro')}</p>
      <Button
        type="button"
        className="w-fit"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {confirm.isPending ? t('invitationPage.confirming') : t('invitationPage.confirm')}
      </Button>
    </TokenPage>
  );
}
