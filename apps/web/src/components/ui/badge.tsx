import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1 whitespace-nowrap rounded-md border px-2 py-0.5 text-xs font-medium',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        // Status badges use the tone tokens (index.css): each pair is 4.5:1 or more in both themes,
        // and a badge always shows its word, so no status is told by colour alone.
        destructive: 'border-transparent bg-tone-danger text-tone-danger-foreground',
        success: 'border-transparent bg-tone-success text-tone-success-foreground',
        warning: 'border-transparent bg-tone-warning text-tone-warning-foreground',
        info: 'border-transparent bg-tone-info text-tone-info-foreground',
        neutral: 'border-transparent bg-tone-neutral text-tone-neutral-foreground',
        outline: 'text-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

export function Badge({
  className,
  variant,
  ...props
}: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span data-slot="badge" className={cn(badgeVariants({ variant }), className)} {...props} />;
}
