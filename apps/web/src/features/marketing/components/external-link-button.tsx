import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';

/**
 * A button-styled link that opens in a new tab (trial sign-up and demo requests, spec section 2),
 * telling screen-reader users so.
 */
export function NewTabButton({
  href,
  children,
  ...props
}: { href: string; children: ReactNode } & Pick<
  ComponentProps<typeof Button>,
  'variant' | 'size' | 'className'
>) {
  const { t } = useTranslation('common');
  return (
    <Button asChild {...props}>
      <a href={href} target="_blank" rel="noopener">
        {children}
        <span className="sr-only"> {t('site.nav.newTab')}</span>
      </a>
    </Button>
  );
}
