// Loads the app on a pre-rendered page, after the browser has painted that page: the first paint
// does not wait for the app's JavaScript to download or run (see apps/web/scripts/prerender.mjs).
(() => {
  const script = document.currentScript;
  const entry = script.getAttribute('data-entry');
  const preloads = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  const load = () => {
    for (let i = 0; i < preloads.length; i++) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preloads[i];
      document.head.appendChild(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  };
  // The callback runs just before the next paint; the timeout after it.
  requestAnimationFrame(() => setTimeout(load, 0));
})();
