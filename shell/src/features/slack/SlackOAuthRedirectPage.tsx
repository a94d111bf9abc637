import { Text, Title1 } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { Panel } from '../../lib/Panel';

/** /slack/oauth_redirect: Slack returns here after installation; the exchange comes with the Slack issue. */
export function SlackOAuthRedirectPage() {
  return (
    <Panel>
      <Title1 as="h1">Slack連携</Title1>
      <Text>Slack連携の設定はまだご利用いただけません。</Text>
      <Link to="/login">トップページへ戻る</Link>
    </Panel>
  );
}
