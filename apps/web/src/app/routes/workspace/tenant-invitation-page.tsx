import { CheckCircle2, Link2Off, MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { StandaloneFrame } from '@/features/auth/components/standalone-frame';
import { useConfirmTenantInvitation } from '@/features/tenants/api/confirm-tenant-invitation';
import { useDocumentTitle } from '@/lib/use-document-title';

function Frame({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <StandaloneFrame>
      <main id="main-content" className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <Card className="w-full max-w-lg">
          <CardHeader className="grid-cols-[auto_1fr] items-start gap-x-3">
            <span
              className="row-span-2 flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary [&_svg]:size-5"
              aria-hidden="true"
            >
              {icon}
            </span>
            <h1 className="text-xl font-semibold">{title}</h1>
          </CardHeader>
          <CardContent className="grid gap-4">{children}</CardContent>
        </Card>
      </main>
    </StandaloneFrame>
  );
}

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

  if (!token) {
    return (
      <Frame icon={<Link2Off />} title={t('invitationPage.failedTitle')}>
        <p className="text-muted-foreground">{t('invitationPage.missing')}</p>
        <HomeLink label={t('invitationPage.home')} />
      </Frame>
    );
  }
  if (confirm.isSuccess) {
    return (
      <Frame icon={<CheckCircle2 />} title={t('invitationPage.doneTitle')}>
        <p role="status" className="text-muted-foreground">
          {confirm.data.existingAccount ? t('invitationPage.doneExisting') : t('invitationPage.doneNew')}
        </p>
        <Button asChild className="w-fit">
          <Link to="/login">{t('invitationPage.signIn')}</Link>
        </Button>
      </Frame>
    );
  }
  if (confirm.isError) {
    return (
      <Frame icon={<Link2Off />} title={t('invitationPage.failedTitle')}>
        {/* The server's translated reason: not valid (a newer link was sent) or expired. */}
        <p role="alert" className="text-muted-foreground">
          {confirm.error.message}
        </p>
        <HomeLink label={t('invitationPage.home')} />
      </Frame>
    );
  }
  return (
    <Frame icon={<MailCheck />} title={t('invitationPage.title')}>
      <p className="text-muted-foreground">{t('invitationPage.intro')}</p>
      <Button
        type="button"
        className="w-fit"
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {confirm.isPending ? t('invitationPage.confirming') : t('invitationPage.confirm')}
      </Button>
    </Frame>
  );
}

function HomeLink({ label }: { label: string }) {
  return (
    <Button asChild variant="outline" className="w-fit">
      <Link to="/">{label}</Link>
    </Button>
  );
}
