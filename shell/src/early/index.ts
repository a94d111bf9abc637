// The shell's first script: bundled on its own and written into index.html (tools/webpack/earlyScript.cjs),
// so it runs as soon as the page is parsed, while the app's JavaScript is still on its way (issue 23).
// It must stay small and must never break the page: anything it cannot do is left to the app.
import { inlineConfigText } from '@madoguchi/shared/early';
import { startApp } from './appStart';
import { startEarlyLogin } from './earlyLogin';
import { startEarlyPage } from './earlyPage';
import { inquiryPage } from './inquiryPage';
import { LOGIN_PATH } from './loginHandover';
import { usersPage } from './usersPage';

/** The pages drawn from their data before the app, for links opened in a new tab. */
const EARLY_PAGES = [inquiryPage, usersPage];

/** What the first script needs of the inline runtime config; null when it is unusable (the app says why). */
function firebaseOfInlineConfig(): { apiKey: string; projectId: string } | null {
  try {
    const { apiKey, projectId } = JSON.parse(inlineConfigText() ?? 'null')?.firebase ?? {};
    return typeof apiKey === 'string' && apiKey && typeof projectId === 'string' && projectId ? { apiKey, projectId } : null;
  } catch {
    return null;
  }
}

let drawsEarly = false;
try {
  const firebase = firebaseOfInlineConfig();
  if (LOGIN_PATH.test(location.pathname)) startEarlyLogin(firebase?.apiKey ?? null);
  else if (firebase) drawsEarly = startEarlyPage(EARLY_PAGES, firebase.projectId, firebase.apiKey);
} finally {
  // Whatever happened above, the app starts.
  startApp({ afterFirstFrame: drawsEarly });
}
