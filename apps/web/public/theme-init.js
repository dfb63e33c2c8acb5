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
  if (lang === 'fr' || lang === 'en') document.documentElement.lang = lang;
})();
