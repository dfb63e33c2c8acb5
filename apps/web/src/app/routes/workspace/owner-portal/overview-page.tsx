import { Building2, CheckCircle2, DoorOpen, Percent } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/app/i18n';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { usePortalSummary } from '@/features/owner-portal/api/get-portal-summary';
import { useOrg } from '@/features/team';
import { formatPercent } from '@/lib/percent';

/** Owner portal › Overview: the owner client's portfolio at a glance and what waits for them. */
export default function OwnerPortalOverviewPage() {
  const { t, i18n } = useTranslation('owners');
  const summary = usePortalSummary();
  const org = useOrg();
  const data = summary.data;
  const units = data?.properties.reduce((sum, p) => sum + p.unitsCount, 0) ?? 0;
  const occupied = data?.properties.reduce((sum, p) => sum + p.occupiedUnits, 0) ?? 0;
  const occupancy = units === 0 ? 0 : Math.round((occupied / units) * 100);

  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        title={
          data?.owner
            ? `${t('portal.title')} · ${data.owner.firstName} ${data.owner.lastName}`
            : t('portal.title')
        }
        subtitle={org.data ? t('portal.welcome', { organisation: org.data.name }) : undefined}
      />
      {summary.isError && (
        <p role="alert" className="text-destructive">
          {t('portal.loadFailed', { message: summary.error.message })}
        </p>
      )}
      {summary.isPending && <p className="text-muted-foreground">{t('portal.loading')}</p>}
      {data && (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Stat icon={<Building2 />} label={t('portal.stats.properties')} value={data.properties.length} />
            <Stat icon={<DoorOpen />} label={t('portal.stats.units')} value={units} />
            <Stat
              icon={<Percent />}
              label={t('portal.stats.occupancy')}
              value={formatPercent(occupancy, i18n.language)}
            />
            <Stat icon={<CheckCircle2 />} label={t('portal.stats.pending')} value={data.pendingApprovals} />
          </div>
          {data.pendingApprovals > 0 && (
            <Card>
              <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
                <p className="font-medium">{t('portal.approvals.pendingTitle')}</p>
                <Button asChild>
                  <Link to="/owner-portal/approvals">{t('portal.nav.approvals')}</Link>
                </Button>
              </CardContent>
            </Card>
          )}
          {data.properties.length === 0 && (
            <p className="text-muted-foreground">{t('portal.properties.empty')}</p>
          )}
        </>
      )}
    </div>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: ReactNode }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <span aria-hidden="true" className="rounded-md bg-primary/10 p-2 text-primary [&_svg]:size-5">
          {icon}
        </span>
        <div>
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-2xl font-bold tabular-nums">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}
