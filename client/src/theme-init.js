// Runs before first paint (see index.html). Mirrors src/app/theme-preference.ts: an unknown stored value
// means "system", and "system" follows the operating system. next-themes takes over once React mounts.
(function () {
  var theme = 'system';
  try {
    var stored = window.localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
    // An unknown value is dropped here already, so nothing that runs later can apply it as a class.
    else if (stored !== null) window.localStorage.removeItem('theme');
  } catch (e) {
    console.warn('theme: could not read localStorage', e);
  }
  // Not the theme's, but best done here: the first read of a page's sessionStorage waits on the browser process
  // (0.3-7 ms measured, more on a busy phone). The router reads it as it is made (React Router's view transitions);
  // opened here, before the first paint, that wait is not one more long task of the app's start (issue 19).
  try {
    window.sessionStorage.getItem('');
  } catch {
    // No storage (a sandboxed frame, a strict privacy mode): the router copes, as it did.
  }
  var dark = theme === 'dark' || (theme === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  var root = document.documentElement;
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
