import { AppProviders, initFirebase, loadRuntimeConfig, setLocalEmulators } from '@madoguchi/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { setRemoteManifestUrls } from './lib/manifestUrls';

/** Served next to the shell, so each environment (and each remote's URL) changes without a rebuild. */
const RUNTIME_CONFIG_URL = '/runtime-config.json';

async function start() {
  // On a cold start at the login page its code loads alongside the runtime config (one round trip less).
  if (/^\/(login)?$/.test(window.location.pathname)) void import('./features/auth/LoginPage');
  const root = createRoot(document.getElementById('root')!);
  const showProblems = async (problems: string[]) => {
    const { ConfigErrorPage } = await import('./app/ConfigErrorPage');
    root.render(
      <AppProviders>
        <ConfigErrorPage problems={problems} />
      </AppProviders>,
    );
  };

  const result = await loadRuntimeConfig(RUNTIME_CONFIG_URL);
  if (!result.ok) return showProblems(result.problems);
  try {
    initFirebase(result.config.firebase);
    setLocalEmulators(result.config.emulators);
    setRemoteManifestUrls(result.config.remotes);
  } catch (error) {
    return showProblems([error instanceof Error ? error.message : String(error)]);
  }
  root.render(<App />);
}

void start();
