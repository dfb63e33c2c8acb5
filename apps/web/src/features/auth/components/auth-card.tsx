import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';

/** The frame of every auth page: a centred card under the public header, on phone and desktop. */
export function AuthCard({
  title,
  description,
  icon,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <main className="flex flex-1 items-start justify-center bg-muted/40 px-4 py-8 sm:items-center sm:py-16">
      <Card className="w-full max-w-md gap-5 py-7 shadow-md sm:gap-6 sm:py-8">
        <CardHeader className="gap-2 px-5 text-center sm:px-8">
          {icon && (
            <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-6">
              {icon}
            </div>
          )}
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {description && (
            <CardDescription className="text-sm leading-relaxed">{description}</CardDescription>
          )}
        </CardHeader>
        {children && <CardContent className="px-5 sm:px-8">{children}</CardContent>}
        {footer && (
          <CardFooter className="flex-col gap-3 px-5 text-center text-sm text-muted-foreground sm:px-8">
            {footer}
          </CardFooter>
        )}
      </Card>
    </main>
  );
}
