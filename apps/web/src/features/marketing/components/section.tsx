import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A page section with the site's width and rhythm; `id` sections clear the fixed header. */
export function Section({
  id,
  className,
  innerClassName,
  labelledBy,
  children,
}: {
  id?: string;
  className?: string;
  innerClassName?: string;
  labelledBy?: string;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      // Off-screen sections are not laid out or painted until they come near the viewport: the
      // long pages cost the phone a fraction of the style and layout work on load.
      className={cn(
        'scroll-mt-16 py-16 [content-visibility:auto] [contain-intrinsic-size:auto_900px] sm:py-24',
        className,
      )}
    >
      <div className={cn('mx-auto max-w-7xl px-4 sm:px-6 lg:px-8', innerClassName)}>{children}</div>
    </section>
  );
}

/** Eyebrow, h2 and description above a section's content. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = 'center',
  className,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  description?: string;
  align?: 'center' | 'left';
  className?: string;
}) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-lg text-muted-foreground">{description}</p>}
    </div>
  );
}

/** The hero of an inner page (pricing, about, FAQ, contact, legal): eyebrow, h1, description. */
export function PageHero({
  eyebrow,
  title,
  description,
  children,
}: {
  eyebrow?: string;
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden border-b bg-gradient-to-b from-primary/10 to-background">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20 lg:px-8">
        {eyebrow && <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {description && <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground">{description}</p>}
        {children}
      </div>
    </section>
  );
}
