// Runs before the app: set the theme class so the first paint already has the right colours.
(() => {
  var saved = null;
  var lang = null;
  try {
    saved = localStorage.getItem('rentwise.theme');
    lang = localStorage.getItem('rentwise.language');
  } catch (_error) {
    // Storage can be unavailable (privacy modes): fall back to the system theme.
  }
  var dark =
    saved === 'dark' ||
    ((saved === null || saved === 'system') && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';

  // The language the app will use, as app/language.ts decides it: the saved choice, then the
  // browser's languages, then English; anything but a plain language tag is ignored.
  const supported = (tag) =>
    typeof tag === 'string' && tag.length <= 35 && /^[A-Za-z]{2,8}([-_][A-Za-z0-9]{1,8})*$/.test(tag.trim())
      ? ['en', 'fr'].indexOf(tag.trim().slice(0, 2).toLowerCase()) >= 0
        ? tag.trim().slice(0, 2).toLowerCase()
        : null
      : null;
  let language = supported(lang);
  const browser = navigator.languages || [navigator.language];
  for (let i = 0; !language && i < browser.length; i++) language = supported(browser[i]);
  language = language || 'en';
  document.documentElement.lang = language;

  // A public page arrives pre-rendered in the language the server guessed from Accept-Language.
  // If this visitor chose another one, that page is hidden (index.css) and the app draws the right
  // one instead of hydrating it (src/app/prerender-handoff.ts).
  const prerendered = document.documentElement.getAttribute('data-prerendered-lang');
  if (prerendered && prerendered !== language) document.documentElement.classList.add('prerender-stale');
})();
