import { cn } from '@/lib/cn';

/** The Rentwise mark (the favicon's house on blue), inline so the header needs no image request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-7 shrink-0', className)}>
      <rect width="32" height="32" rx="7" fill="#2563eb" />
      <path d="M8 15.5 16 9l8 6.5V24h-5.5v-5h-5v5H8z" fill="#fff" />
    </svg>
  );
}
