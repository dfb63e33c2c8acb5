import { Languages } from 'lucide-react';
import { useTranslation } from '@/app/i18n';
import { ChoiceMenu } from '@/components/ui/choice-menu';

/** Each language is named in itself, so a visitor finds theirs whatever is showing now. */
const languages = [
  { value: 'en', label: 'English', lang: 'en' },
  { value: 'fr', label: 'Français', lang: 'fr' },
] as const;

export function LanguageSwitcher({ compact = false, className }: { compact?: boolean; className?: string }) {
  const { t, i18n } = useTranslation('common');
  const current = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
  return (
    <ChoiceMenu
      label={t('language.label')}
      size={compact ? 'icon' : 'sm'}
      className={className}
      value={current}
      choices={languages}
      onChange={(code) => void i18n.changeLanguage(code)}
      trigger={
        <>
          <Languages aria-hidden="true" />
          {!compact && <span>{current.toUpperCase()}</span>}
        </>
      }
    />
  );
}
