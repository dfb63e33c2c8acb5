import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './app/i18n';
import { detectLanguage } from './app/language';
import { canHydrate } from './app/prerender-handoff';
import { preloadRoutes } from './app/router';
import { FullScreenLoader } from './components/full-screen-loader';
import './index.css';

const container = document.getElementById('root') as HTMLElement;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/** The ordinary start: the loader, then the app once the translations have loaded. */
function render(): void {
  const root = createRoot(container);
  // Until the translations are ready the loader speaks the detected language from a tiny table.
  const loadingText = { en: 'Loading application...', fr: "Chargement de l'application..." };
  root.render(<FullScreenLoader message={loadingText[detectLanguage()]} />);
  initI18n().then(() => root.render(app));
}

/**
 * A pre-rendered page (docs/decisions/015): the translations and the page's code first, so the
 * hydrating render draws the whole page in one pass, then React adopts the HTML on screen. In a
 * transition the hydration runs in small slices that leave the main thread free between them
 * (an ordinary hydration is one uninterrupted task).
 */
function hydrate(): void {
  Promise.all([initI18n(), preloadRoutes(window.location.pathname)]).then(() =>
    startTransition(() => {
      hydrateRoot(container, app, {
        // React recovers from a mismatch by rendering that part again in the browser; a mismatch
        // is still a bug (the page flickers and the pre-render's work is lost), so it is logged.
        onRecoverableError: (error, info) =>
          console.error(
            'Hydration error: the pre-rendered page differs from the app',
            error,
            info.componentStack,
          ),
      });
    }),
  );
}

if (container.hasAttribute('data-prerendered')) {
  // The page is already on screen and evaluating this module was one long task: the rest starts in
  // the next one, so the visitor's input is not held up by both (Total Blocking Time).
  setTimeout(() => (canHydrate(container) ? hydrate() : render()), 0);
} else {
  render();
}
