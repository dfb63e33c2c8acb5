import { Link2Off } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { StandaloneFrame } from '@/features/auth/components/standalone-frame';

/**
 * The shell of a page opened from an emailed link with a token (a team invitation, a tenant's
 * invitation): one card under the slim header, its icon and title, then what the link does, the
 * button that confirms it, or the outcome.
 */
export function TokenPage({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
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

/** A link that looks like a button (Sign in, Create account, back home). */
export function LinkButton({
  to,
  state,
  variant = 'default',
  className,
  children,
}: {
  to: string;
  state?: unknown;
  variant?: 'default' | 'outline';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant} className={className}>
      <Link to={to} state={state}>
        {children}
      </Link>
    </Button>
  );
}

/**
 * A link that leads nowhere any more (unknown, expired, used, revoked): why, in `message` (an
 * alert when it is the server's answer to a confirmation), and the way back.
 */
export function DeadLinkPage({
  title,
  message,
  alert,
  back,
}: {
  title: string;
  message: string;
  alert?: boolean;
  back: { to: string; label: string };
}) {
  return (
    <TokenPage icon={<Link2Off />} title={title}>
      <p role={alert ? 'alert' : undefined} className="text-muted-foreground">
        {message}
      </p>
      <LinkButton to={back.to} variant="outline" className="w-fit">
        {back.label}
      </LinkButton>
    </TokenPage>
  );
}
