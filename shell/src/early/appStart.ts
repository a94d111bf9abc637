// The app's own scripts (listed in index.html, and preloaded from its head) run only once the page has
// painted its first frame: the login form, or a page drawn here from its data or from last time, shows
// before the app's code takes the main thread for a while (at 4x CPU, over half a second). A tab opened
// in the background paints nothing until it is shown, so there the app starts at once.

export const APP_SCRIPTS_ID = 'app-scripts';

function scriptsToRun(): string[] {
  try {
    const sources: unknown = JSON.parse(document.getElementById(APP_SCRIPTS_ID)?.textContent ?? '[]');
    return Array.isArray(sources) ? sources.filter((source): source is string => typeof source === 'string') : [];
  } catch {
    return [];
  }
}

export function startAppAfterFirstFrame(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const source of scriptsToRun()) {
      const script = document.createElement('script');
      script.src = source;
      script.async = false; // in the listed order
      document.body.append(script);
    }
  };
  if (document.visibilityState !== 'visible') return start();
  requestAnimationFrame(() => setTimeout(start));
}
