// Runs before the app: set the theme class so the first paint already has the right colours.
(function () {
  try {
    var saved = localStorage.getItem('rentwise.theme');
    var dark = saved === 'dark' || ((saved === null || saved === 'system') && matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
    var lang = localStorage.getItem('rentwise.language');
    if (lang === 'fr' || lang === 'en') document.documentElement.lang = lang;
  } catch (e) {}
})();
