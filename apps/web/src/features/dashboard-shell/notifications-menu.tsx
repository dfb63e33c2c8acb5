import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

/**
 * The top bar's notifications. Until the notifications feature stores real ones, it shows the
 * spec's three samples (payment received, lease expiring, maintenance request).
 */
const samples = ['payment', 'lease', 'maintenance'] as const;

export function NotificationsMenu() {
  const { t } = useTranslation('dashboard');
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('notifications.label')} className="relative">
          <Bell aria-hidden="true" />
          <span className="absolute top-2 right-2 size-2 rounded-full bg-destructive" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80">
        <DropdownMenuLabel>{t('notifications.title')}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {samples.map((key) => (
          <DropdownMenuItem key={key} className="flex-col items-start gap-0.5">
            <span className="font-medium">{t(`notifications.samples.${key}.title`)}</span>
            <span className="text-xs text-muted-foreground">
              {t(`notifications.samples.${key}.description`)}
            </span>
            <span className="text-xs text-muted-foreground">{t(`notifications.samples.${key}.time`)}</span>
          </DropdownMenuItem>
        ))}
        <DropdownMenuSeparator />
        <DropdownMenuItem className="justify-center font-medium text-primary">
          {t('notifications.viewAll')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
