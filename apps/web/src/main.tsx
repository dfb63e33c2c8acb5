import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { i18nReady } from './app/i18n';
import { detectLanguage } from './app/language';
import { FullScreenLoader } from './components/full-screen-loader';
import './index.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

// Until the translations are ready the loader speaks the detected language from a tiny table.
const loadingText = { en: 'Loading application...', fr: "Chargement de l'application..." };
root.render(<FullScreenLoader message={loadingText[detectLanguage()]} />);

i18nReady.then(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
