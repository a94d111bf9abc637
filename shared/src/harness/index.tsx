import { Button, Field, Input, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from '@madoguchi/shared/router';
import {
  AppProviders,
  initFirebase,
  loadRuntimeConfig,
  setLocalEmulators,
  notify,
  signOut,
  useAuth,
  watchAuthSession,
} from '@madoguchi/shared';
import { devSignIn } from './devSignIn';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalM,
    backgroundColor: tokens.colorPaletteYellowBackground2,
  },
});

interface HarnessOptions {
  /** What the bar calls this area. */
  label: string;
  /** The route pattern the shell mounts the area under, e.g. `/tenants/:tenantId/*`. */
  pattern: string;
  /** Where other paths go for the session's tenant; null when the session cannot use the area. */
  home: (tenantId: string | null) => string | null;
  Area: ComponentType;
}

function HarnessBar({ label, projectId }: { label: string; projectId: string }) {
  const styles = useStyles();
  const auth = useAuth();
  const [email, setEmail] = useState('');
  const signIn = async () => {
    const result = await devSignIn(email, projectId);
    if (result.status === 'refused') notify.error(result.message);
  };
  return (
    <div className={styles.bar} role="region" aria-label="開発用ハーネス">
      <Text weight="semibold">開発用ハーネス: {label}</Text>
      {auth.currentUserId ? (
        <>
          <Text>
            {auth.currentUserName}（テナント: {auth.tenantId ?? 'なし'}）
          </Text>
          <Button size="small" onClick={() => void signOut()}>
            ログアウト
          </Button>
        </>
      ) : (
        <>
          <Field label="デモアカウントのメールアドレス" size="small">
            <Input size="small" value={email} onChange={(_, data) => setEmail(data.value)} />
          </Field>
          <Button size="small" appearance="primary" onClick={() => void signIn()}>
            ログイン
          </Button>
        </>
      )}
    </div>
  );
}

function Harness({ label, pattern, home, Area, projectId }: HarnessOptions & { projectId: string }) {
  const { tenantId } = useAuth();
  const homePath = home(tenantId);
  return (
    <BrowserRouter>
      <HarnessBar label={label} projectId={projectId} />
      <Routes>
        <Route path={pattern} element={<Area />} />
        <Route
          path="*"
          element={homePath ? <Navigate to={homePath} replace /> : <Text>デモアカウントでログインしてください。</Text>}
        />
      </Routes>
    </BrowserRouter>
  );
}

/** Runs one remote on its own, against the local emulators, so its team can work without the shell. */
export async function startHarness(options: HarnessOptions): Promise<void> {
  const result = await loadRuntimeConfig(new URL('runtime-config.json', document.baseURI).href);
  const root = createRoot(document.getElementById('root')!);
  if (!result.ok) {
    root.render(<pre>{result.problems.join('\n')}</pre>);
    return;
  }
  initFirebase(result.config.firebase);
  setLocalEmulators(result.config.emulators);
  void watchAuthSession();
  root.render(
    <AppProviders>
      <Harness {...options} projectId={result.config.firebase.projectId} />
    </AppProviders>,
  );
}
