import { Component, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from './i18n';

/**
 * Catches a page that fails to load or render — typically its chunk cannot be downloaded (offline,
 * or a new deployment replaced the files) — and offers a reload instead of a blank screen. The
 * data router showed its own error page here. Navigating elsewhere clears the error.
 */
export class RouteErrorBoundary extends Component<
  { resetKey: string; children: ReactNode },
  { failedAt: string | null }
> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: window.location.pathname };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page failed to load', error);
  }

  override render(): ReactNode {
    const { failedAt } = this.state;
    return failedAt !== null && failedAt === this.props.resetKey ? <PageLoadError /> : this.props.children;
  }
}

function PageLoadError() {
  const { t } = useTranslation('common');
  return (
    <main
      className="flex min-h-screen flex-col items-center justify-center gap-4 p-6 text-center"
      role="alert"
    >
      <h1 className="text-xl font-semibold">{t('loadError.title')}</h1>
      <p className="max-w-md text-sm text-muted-foreground">{t('loadError.body')}</p>
      <Button onClick={() => window.location.reload()}>{t('loadError.reload')}</Button>
    </main>
  );
}
