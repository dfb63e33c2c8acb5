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
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    load();
  };
  // Start once the page has been shown: the first-contentful-paint entry is reported when the frame
  // is presented. Starting at the frame's rAF instead began the downloads a few milliseconds before
  // the presentation, and Lighthouse's simulation then counted them as needed for the first paint
  // (FCP and LCP ~0.4 s later in half of the runs). A tab in the background paints nothing: after
  // a second the app loads anyway.
  const paintTypes = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (paintTypes.indexOf('paint') >= 0) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 1000);
  } else {
    // The callback runs just before the next paint; the timeout after it.
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();
