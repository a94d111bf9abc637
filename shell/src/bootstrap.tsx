import { AppProviders, initFirebase, loadRuntimeConfig, setLocalEmulators } from '@madoguchi/shared';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { LoginPage } from './app/router';
import { LOGIN_PATH, earlyLogin } from './early/loginHandover';
import { setRemoteManifestUrls } from './lib/manifestUrls';

/** Served next to the shell, so each environment (and each remote's URL) changes without a rebuild. */
const RUNTIME_CONFIG_URL = '/runtime-config.json';

async function start() {
  // On the login page its code loads at once, and the first render waits for it (router.tsx).
  const loginPage = LOGIN_PATH.test(window.location.pathname) ? LoginPage.preload().catch(() => undefined) : null;
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
  if (loginPage) {
    earlyLogin(); // notes where the focus is in index.html's form before the first render replaces it
    await loginPage;
  }
  root.render(<App />);
}

void start();
