import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './app/i18n';
import { detectLanguage } from './app/language';
import { prepareAppContainer } from './app/prerender-handoff';
import { FullScreenLoader } from './components/full-screen-loader';
import './index.css';
import './lib/zod-jitless';

const { container, prerendered } = prepareAppContainer(document.getElementById('root') as HTMLElement);
const root = createRoot(container);

// Until the translations are ready the loader speaks the detected language from a tiny table
// (a pre-rendered page needs no loader: it is already on screen).
const loadingText = { en: 'Loading application...', fr: "Chargement de l'application..." };
if (!prerendered) root.render(<FullScreenLoader message={loadingText[detectLanguage()]} />);

initI18n().then(() => {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Behind a pre-rendered page nothing is waiting for the app: render it in small slices so the
  // main thread stays free for the visitor (no long tasks).
  if (prerendered) startTransition(() => root.render(app));
  else root.render(app);
});
