import type { NotificationType } from '@rentwise/core/notifications/schemas';
import {
  BellRing,
  CreditCard,
  FileArchive,
  FileSignature,
  type LucideIcon,
  MessageSquare,
  UserRound,
  Wrench,
} from 'lucide-react';
import { cn } from '@/lib/cn';

const icons: Record<NotificationType, LucideIcon> = {
  payment: CreditCard,
  lease: FileSignature,
  tenant: UserRound,
  maintenance: Wrench,
  message: MessageSquare,
  reminder: BellRing,
  export: FileArchive,
};

/** A notification's kind at a glance (decorative: the title says what happened). */
export function NotificationTypeIcon({ type, className }: { type: NotificationType; className?: string }) {
  const Icon = icons[type] ?? BellRing;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary [&_svg]:size-4',
        className,
      )}
    >
      <Icon />
    </span>
  );
}
