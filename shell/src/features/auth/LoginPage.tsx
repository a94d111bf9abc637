import { Button, Text, makeStyles, tokens } from '@fluentui/react-components';
import {
  completeRedirectSignIn,
  emailProblem,
  normalizeEmail,
  notify,
  rememberSignInEmail,
  sendSignInLink,
  signInWithGoogle,
  useAuth,
  usePageTitle,
  type SignInResult,
} from '@madoguchi/shared';
import { Suspense, lazy, useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { earlyLogin, type EarlySendResult } from '../../early/loginHandover';
import { Panel } from '../../lib/Panel';
import { EmailField } from './EmailField';
import { hasPendingRedirect } from './pendingRedirect';
import { useSignInLink } from './useSignInLink';

// Seldom shown (finishing a sign-in, choosing a tenant), so not part of the login page's first load.
const Spinner = lazy(async () => {
  const { Spinner: component } = await import('@fluentui/react-components');
  return { default: component };
});
const TenantPicker = lazy(async () => ({ default: (await import('./TenantPicker')).TenantPicker }));

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  muted: { color: tokens.colorNeutralForeground2 },
  // Fluent's Divider look, drawn with CSS: the component would add to the login page's first load.
  divider: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorNeutralForeground2,
    '::before': { content: '""', flexGrow: 1, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
    '::after': { content: '""', flexGrow: 1, borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  },
});

function report(result: SignInResult) {
  if (result.status === 'refused') notify.error(result.message);
}

// Headings are Fluent's Title1 and Subtitle2 as Text sizes: their presets would add to the first load.

/** docs/product.md#login-flow: Google (popup, redirect fallback) or an e-mailed sign-in link. */
export function LoginPage() {
  const styles = useStyles();
  const auth = useAuth();
  const link = useSignInLink();
  // index.html's own form may have been used before this page arrived (shell/src/early): start where it
  // left off (read while that form is still on the page: nothing can be typed between this render and its commit).
  const [early] = useState(earlyLogin);
  const [email, setEmail] = useState(() => early?.typed() ?? auth.emailForSignIn ?? '');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'google' | 'send' | 'redirect' | null>(() => {
    if (hasPendingRedirect()) return 'redirect';
    if (early?.googleRequested) return 'google';
    return early?.sending && !early.sent ? 'send' : null;
  });
  const [sentTo, setSentTo] = useState<string | null>(() => (early?.sent?.ok ? early.sent.email : null));
  const emailInput = useRef<HTMLInputElement>(null);
  usePageTitle('ログイン');

  useLayoutEffect(() => {
    // The first form has just left the page; the field it had focused has it again before anything is drawn.
    early?.take();
    if (early?.focused) emailInput.current?.focus();
  }, [early]);

  useEffect(() => {
    if (busy !== 'redirect') return;
    void completeRedirectSignIn().then((result) => {
      if (result) report(result);
      setBusy(null);
    });
  }, [busy]);

  /** The address as the server stores it (full width typed with an IME is fine), or null with the reason shown. */
  const validEmail = (): string | null => {
    const problem = emailProblem(email);
    setEmailError(problem);
    return problem ? null : normalizeEmail(email);
  };

  /** The end of Google's sign-in, which the page has been saying it is signing in to. */
  const finishGoogle = (result: SignInResult) => {
    report(result);
    if (result.status !== 'redirecting') setBusy(null);
  };
  const onGoogle = () => {
    setBusy('google');
    void signInWithGoogle().then(finishGoogle);
  };

  useEffect(() => {
    if (!early) return;
    const settle = (result: EarlySendResult) => {
      setBusy(null);
      if (!result.ok) return notify.error(result.message);
      rememberSignInEmail(result.email);
      setSentTo(result.email);
    };
    // A send answered by now (even between the first render and this effect) is settled here, once.
    if (early.sent) settle(early.sent);
    else void early.sending?.then(settle);
    // Asked for before the app could (busy says so from the first render).
    if (early.googleRequested) void signInWithGoogle().then(finishGoogle);
  }, [early]);

  const onSendLink = async (event: FormEvent) => {
    event.preventDefault();
    const address = validEmail();
    if (!address) return;
    setBusy('send');
    const result = await sendSignInLink(address, `${window.location.origin}/login`);
    setBusy(null);
    if (result.ok) setSentTo(address);
    else notify.error(result.message);
  };

  const onFinishLink = async (event: FormEvent) => {
    event.preventDefault();
    const address = validEmail();
    if (address) await link.finish(address);
  };

  if (auth.currentUserId && !auth.tenantId && !auth.isSystemAdmin) {
    return (
      <Panel>
        <Suspense fallback={null}>
          <TenantPicker />
        </Suspense>
      </Panel>
    );
  }

  if (link.state === 'finishing' || busy === 'redirect') {
    return (
      <Panel role="status">
        <Suspense fallback={<Text>ログインしています…</Text>}>
          <Spinner label="ログインしています…" />
        </Suspense>
      </Panel>
    );
  }

  const emailField = <EmailField value={email} onChange={setEmail} error={emailError} inputRef={emailInput} />;

  if (link.state === 'needEmail') {
    return (
      <Panel>
        <Text as="h1" size={800} weight="semibold" block>ログイン</Text>
        <Text className={styles.muted}>
          このブラウザではメールアドレスを確認できませんでした。ログイン用リンクを受け取ったメールアドレスを入力してください。
        </Text>
        <form className={styles.form} onSubmit={onFinishLink} noValidate>
          {emailField}
          <Button appearance="primary" type="submit">
            ログイン
          </Button>
        </form>
      </Panel>
    );
  }

  if (sentTo) {
    return (
      <Panel role="status">
        <Text as="h1" size={800} weight="semibold" block>メールを確認してください</Text>
        <Text>
          <strong>{sentTo}</strong> 宛てにログイン用リンクを送信しました。メールに記載されたリンクを開くとログインできます。
        </Text>
        <Text className={styles.muted}>メールが届かない場合は、迷惑メールフォルダもご確認ください。</Text>
        <div>
          <Button appearance="secondary" onClick={() => setSentTo(null)}>
            別のメールアドレスを使う
          </Button>
        </div>
      </Panel>
    );
  }

  return (
    <Panel>
      <Text as="h1" size={800} weight="semibold" block>窓口にログイン</Text>
      <Button appearance="primary" size="large" onClick={onGoogle} disabled={busy !== null}>
        {busy === 'google' ? 'ログインしています…' : 'Googleでログイン'}
      </Button>
      <Text className={styles.divider} role="separator">
        またはメールで
      </Text>
      <Text as="h2" size={400} weight="semibold" block>
        ログイン用リンクをメールで受け取る
      </Text>
      <form className={styles.form} onSubmit={onSendLink} noValidate>
        {emailField}
        <Button type="submit" disabled={busy !== null}>
          {busy === 'send' ? '送信しています…' : 'ログイン用リンクを送信'}
        </Button>
      </form>
    </Panel>
  );
}
