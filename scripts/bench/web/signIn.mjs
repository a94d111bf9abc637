// Signs a bench account in once per origin, the way a person does (e-mail link from the Auth
// emulator's outbox), and keeps the browser storage so every run starts signed in.
const AUTH_EMULATOR = 'http://127.0.0.1:9099';
const PROJECT_ID = 'demo-madoguchi';

async function latestSignInCode(email) {
  const response = await fetch(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
  if (!response.ok) throw new Error(`oobCodes: HTTP ${response.status}`);
  const { oobCodes } = await response.json();
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'EMAIL_SIGNIN').at(-1);
  if (!code) throw new Error(`no sign-in link was sent to ${email}`);
  return code.oobCode;
}

/** @returns the storage state (localStorage and IndexedDB, where Firebase Auth keeps the session) */
export async function signedInState(browser, variant, email) {
  const context = await browser.newContext({ locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  try {
    const page = await context.newPage();
    await page.goto(variant.loginUrl);
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByRole('button', { name: 'ログイン用リンクを送信' }).click();
    await page.getByRole('heading', { name: 'メールを確認してください' }).waitFor();
    const code = await latestSignInCode(email);
    await page.goto(`${variant.loginUrl}?mode=signIn&oobCode=${code}&apiKey=demo-api-key&lang=ja`);
    await page.waitForURL((url) => url.pathname !== '/login', { timeout: 60_000 });
    // The session is stored before the app leaves /login; a moment more for its IndexedDB write.
    await page.waitForTimeout(1500);
    return await context.storageState({ indexedDB: true });
  } finally {
    await context.close();
  }
}
