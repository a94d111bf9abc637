import { MessageBar, MessageBarBody, Spinner, Text, Title1 } from '@fluentui/react-components';
import { notify, switchTenant, useAuth, usePageTitle } from '@madoguchi/shared';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@madoguchi/shared/router';
import { Panel } from '../../lib/Panel';
import { homePath, paths } from '../../lib/paths';
import { completeInstall } from './completeInstall';

/** What Slack sent back, or why there is nothing to exchange. */
function problemOf(params: URLSearchParams): string | null {
  const error = params.get('error');
  if (error === 'access_denied') return 'Slackでの連携がキャンセルされました。';
  if (error) return 'Slackとの連携を完了できませんでした。Slack連携の設定画面から、もう一度接続してください。';
  if (!params.get('code') || !params.get('state')) {
    return 'Slackから必要な情報を受け取れませんでした。Slack連携の設定画面から、もう一度接続してください。';
  }
  return null;
}

/**
 * /slack/oauth_redirect: Slack returns here after the admin allowed (or refused) the app. The code is
 * exchanged once for this tenant's connection, then the admin lands on the Slack settings again.
 */
export function SlackOAuthRedirectPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const problem = problemOf(params);
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const signedIn = auth.currentUserId !== null;
  const [failure, setFailure] = useState<string | null>(null);
  usePageTitle('Slack連携');

  useEffect(() => {
    if (problem || !signedIn) return undefined;
    let active = true;
    completeInstall(state, code).then(
      ({ tenantId, teamName }) => {
        if (!active) return;
        notify.info(`Slackワークスペース「${teamName}」と連携しました。`);
        // The guard sends a tenant path of another tenant to the current one: enter the connected one first.
        switchTenant(tenantId);
        navigate(`${paths.adminHome(tenantId)}/slack`, { replace: true });
      },
      (message: string) => active && setFailure(message),
    );
    return () => {
      active = false;
    };
  }, [problem, signedIn, state, code, navigate]);

  const back = (
    <Link to={signedIn ? homePath(auth) : paths.login}>{signedIn ? 'トップページへ戻る' : 'ログインページへ'}</Link>
  );

  if (!problem && !signedIn) {
    return (
      <Panel>
        <Title1 as="h1">Slack連携</Title1>
        <Text>Slackとの連携を完了するには、ログインが必要です。ログインしてから、Slack連携の設定画面でもう一度「Slackに接続」を押してください。</Text>
        {back}
      </Panel>
    );
  }

  if (problem || failure) {
    return (
      <Panel>
        <Title1 as="h1">Slack連携</Title1>
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>{problem ?? `Slackと連携できませんでした。${failure}`}</MessageBarBody>
        </MessageBar>
        {back}
      </Panel>
    );
  }

  return (
    <Panel>
      <Title1 as="h1">Slack連携</Title1>
      <Spinner label="Slackと接続しています…" />
    </Panel>
  );
}
