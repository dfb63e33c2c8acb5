import { Monitor, Moon, Sun } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { type ThemeChoice, useTheme } from '@/app/theme';
import { ChoiceMenu } from '@/components/ui/choice-menu';

export function ThemeToggle({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { theme, setTheme } = useTheme();
  const choices = [
    {
      value: 'light',
      label: (
        <>
          <Sun aria-hidden="true" className="size-4" /> {t('theme.light')}
        </>
      ),
    },
    {
      value: 'dark',
      label: (
        <>
          <Moon aria-hidden="true" className="size-4" /> {t('theme.dark')}
        </>
      ),
    },
    {
      value: 'system',
      label: (
        <>
          <Monitor aria-hidden="true" className="size-4" /> {t('theme.system')}
        </>
      ),
    },
  ] as const;
  return (
    <ChoiceMenu<ThemeChoice>
      label={t('theme.label')}
      className={className}
      value={theme}
      choices={choices}
      onChange={setTheme}
      trigger={
        // Both icons, one shown by the `.dark` class (set before paint by public/theme-init.js):
        // the pre-rendered header is the same HTML in both themes, so the app hydrates it as is.
        <>
          <Sun aria-hidden="true" className="dark:hidden" />
          <Moon aria-hidden="true" className="hidden dark:block" />
        </>
      }
    />
  );
}
