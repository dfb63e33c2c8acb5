import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';

// The cards the owner's and the tenant's dashboards are made of.

/** One of the owner's figures (Total Properties, Occupancy Rate, Monthly Revenue, Pending Payments). */
export function StatCard({
  icon: Icon,
  title,
  value,
  note,
}: {
  icon: LucideIcon;
  title: string;
  value: string;
  note?: string;
}) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <Icon aria-hidden="true" className="size-5 text-primary" />
      </CardHeader>
      <CardContent>
        <p className="text-2xl font-bold tabular-nums">{value}</p>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}

/** A titled panel of the owner's dashboard (My Properties, Lease Agreements, Upcoming Payments…). */
export function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** What a panel shows when it has nothing. */
export function Empty({ text }: { text: string }) {
  return (
    <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">{text}</p>
  );
}

/** One of the tenant's summary cards (Next Rent Payment, Lease Ends, Your Property). */
export function SummaryCard({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-3">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
      </CardHeader>
      <CardContent className="grid gap-1">{children}</CardContent>
    </Card>
  );
}

/** A summary card's figure. */
export function Value({ children, className }: { children: ReactNode; className?: string }) {
  return <p className={cn('text-2xl font-bold tabular-nums', className)}>{children}</p>;
}
