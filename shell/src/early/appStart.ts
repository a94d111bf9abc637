// The app's own scripts are listed in index.html (and preloaded from its head) and started here, so a
// page drawn before the app (earlyPage.ts) can show before the app's code takes the main thread for a
// while: at 4x CPU, main.js's evaluation alone delays the first frame by most of a second, and with a
// warm cache it would run before anything is painted (issue 23). Any other page starts the app at once,
// as a deferred script would, so its load event still waits for the app.

export const APP_SCRIPTS_ID = 'app-scripts';

function scriptsToRun(): string[] {
  try {
    const sources: unknown = JSON.parse(document.getElementById(APP_SCRIPTS_ID)?.textContent ?? '[]');
    return Array.isArray(sources) ? sources.filter((source): source is string => typeof source === 'string') : [];
  } catch {
    return [];
  }
}

function runScripts(): void {
  for (const source of scriptsToRun()) {
    const script = document.createElement('script');
    script.src = source;
    script.async = false; // in the listed order
    document.body.append(script);
  }
}

/**
 * Starts the app: at once, or (`afterFirstFrame`) in the task after the page's next frame. A tab
 * opened in the background paints no frame until it is shown, so there it starts at once.
 */
export function startApp({ afterFirstFrame }: { afterFirstFrame: boolean }): void {
  if (!afterFirstFrame || document.visibilityState !== 'visible') return runScripts();
  requestAnimationFrame(() => setTimeout(runScripts));
}
