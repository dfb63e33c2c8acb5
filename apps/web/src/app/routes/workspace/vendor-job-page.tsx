import { isClosedStatus } from '@rentwise/core/maintenance/schemas';
import { CalendarClock, KeyRound, Link2Off, Mail, MapPin, Phone, ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { LanguageSwitcher } from '@/components/language-switcher';
import { LogoMark } from '@/components/layout/logo';
import { ThemeToggle } from '@/components/theme-toggle';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useVendorJob } from '@/features/maintenance/api/get-vendor-job';
import {
  MaintenancePriorityBadge,
  MaintenanceStatusBadge,
} from '@/features/maintenance/components/maintenance-badges';
import { VendorJobPhotos } from '@/features/maintenance/components/maintenance-photos';
import { VendorJobUpdateForm } from '@/features/maintenance/components/maintenance-update-forms';
import { MaintenanceUpdates } from '@/features/maintenance/components/maintenance-updates';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';

/**
 * /vendor-jobs/:token — the vendor's private job page, no account: the job, where, whom to
 * contact (the owner; the tenant on site), its photos (Add photo), its updates, and a form to post
 * progress (In Progress / Completed) with a note. An
 * unknown link and a closed job each get a plain explanation.
 */
export default function VendorJobPage() {
  const { t, i18n } = useTranslation('maintenance');
  const { token = '' } = useParams();
  const job = useVendorJob(token);

  let body: ReactNode;
  if (job.isPending) {
    body = <p className="text-muted-foreground">{t('job.loading')}</p>;
  } else if (job.isError) {
    const code = job.error instanceof ApiError ? job.error.code : '';
    body =
      code === 'LINK_EXPIRED' ? (
        <Notice icon={<Link2Off aria-hidden="true" className="size-10" />} title={t('job.expiredTitle')}>
          {t('job.expiredText')}
        </Notice>
      ) : code === 'NOT_FOUND' || code === 'VALIDATION_FAILED' ? (
        <Notice icon={<ShieldAlert aria-hidden="true" className="size-10" />} title={t('job.invalidTitle')}>
          {t('job.invalidText')}
        </Notice>
      ) : (
        <Notice icon={<ShieldAlert aria-hidden="true" className="size-10" />} title={t('job.errorTitle')}>
          <span className="grid justify-items-center gap-3">
            {job.error.message}
            <Button variant="outline" onClick={() => job.refetch()}>
              {t('job.retry')}
            </Button>
          </span>
        </Notice>
      );
  } else {
    const data = job.data;
    body = (
      <div className="grid gap-6">
        <div className="grid gap-2">
          <p className="text-muted-foreground">{t('job.hello', { name: data.vendorName })}</p>
          <h1 className="break-words text-2xl font-bold tracking-tight">{data.title}</h1>
          <div className="flex flex-wrap items-center gap-2">
            <MaintenanceStatusBadge status={data.status} />
            <MaintenancePriorityBadge priority={data.priority} />
            <span className="text-sm text-muted-foreground">{t(`category.${data.category}`)}</span>
          </div>
        </div>
        <Card className="gap-4">
          <CardContent className="grid gap-3 text-sm sm:grid-cols-2">
            <Info icon={<MapPin aria-hidden="true" className="size-4" />} label={t('job.where')}>
              {data.propertyAddress}
              {data.unitLabel ? `, ${data.unitLabel}` : ''}
            </Info>
            {data.scheduledFor && (
              <Info icon={<CalendarClock aria-hidden="true" className="size-4" />} label={t('job.visit')}>
                {formatDate(data.scheduledFor, i18n.language)}
              </Info>
            )}
            <Info icon={<Mail aria-hidden="true" className="size-4" />} label={t('job.contact')}>
              <span className="grid">
                <span>{data.contact.name}</span>
                <a
                  className="break-all underline-offset-2 hover:underline"
                  href={`mailto:${data.contact.email}`}
                >
                  {data.contact.email}
                </a>
                {data.contact.phone && (
                  <a className="underline-offset-2 hover:underline" href={`tel:${data.contact.phone}`}>
                    <Phone aria-hidden="true" className="mr-1 inline size-3" />
                    {data.contact.phone}
                  </a>
                )}
              </span>
            </Info>
            {data.siteContact && (
              // The tenant who lets the vendor in.
              <Info icon={<KeyRound aria-hidden="true" className="size-4" />} label={t('job.siteContact')}>
                <span className="grid">
                  <span>{data.siteContact.name}</span>
                  {data.siteContact.phone && (
                    <a className="underline-offset-2 hover:underline" href={`tel:${data.siteContact.phone}`}>
                      <Phone aria-hidden="true" className="mr-1 inline size-3" />
                      {data.siteContact.phone}
                    </a>
                  )}
                </span>
              </Info>
            )}
          </CardContent>
        </Card>
        <section className="grid gap-2">
          <h2 className="font-semibold">{t('job.details')}</h2>
          <p className="whitespace-pre-line break-words text-sm">{data.description}</p>
        </section>
        <section>
          <VendorJobPhotos token={token} photos={data.photos} canAdd={!isClosedStatus(data.status)} />
        </section>
        <section className="grid gap-2">
          <h2 className="font-semibold">{t('updates.title')}</h2>
          <MaintenanceUpdates updates={data.updates} />
        </section>
        {isClosedStatus(data.status) ? (
          // Completing the job closed it: the link stops working from now on.
          <Notice
            icon={<Link2Off aria-hidden="true" className="size-10" />}
            title={t('job.expiredTitle')}
            level={2}
          >
            {t('job.expiredText')}
          </Notice>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>{t('job.post')}</CardTitle>
            </CardHeader>
            <CardContent>
              <VendorJobUpdateForm token={token} />
            </CardContent>
          </Card>
        )}
        <p className="text-xs text-muted-foreground">{t('job.private')}</p>
      </div>
    );
  }

  return (
    <div className="min-h-svh bg-muted/30">
      <header className="border-b bg-background">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-3 px-4 py-3">
          <p className="flex items-center gap-2 font-semibold">
            <LogoMark />
            <span>{t('job.brand')}</span>
          </p>
          <div className="flex items-center gap-1">
            <LanguageSwitcher compact />
            <ThemeToggle />
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-8">{body}</main>
    </div>
  );
}

function Notice({
  icon,
  title,
  children,
  level = 1,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** 2 inside the job page, which has its own h1. */
  level?: 1 | 2;
}) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
        <span className="text-muted-foreground">{icon}</span>
        <Heading className="text-xl font-semibold">{title}</Heading>
        <p className="max-w-md text-sm text-muted-foreground">{children}</p>
      </CardContent>
    </Card>
  );
}

function Info({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <p className="flex items-center gap-2 text-xs font-medium tracking-wide text-muted-foreground uppercase">
        {icon}
        {label}
      </p>
      <div className="break-words">{children}</div>
    </div>
  );
}
