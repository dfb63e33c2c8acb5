import { cn } from '@/lib/cn';
import { initialsOf } from '../lib/initials';

/** A round avatar with the contact's initials and, when they are active, a green dot. */
export function ContactAvatar({
  name,
  active,
  className,
}: {
  name: string;
  active?: boolean;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'relative flex size-10 shrink-0 items-center justify-center rounded-full bg-tone-info text-sm font-semibold text-tone-info-foreground',
        className,
      )}
    >
      {initialsOf(name)}
      {active && (
        <span className="absolute right-0 bottom-0 size-3 rounded-full border-2 border-card bg-success" />
      )}
    </span>
  );
}
