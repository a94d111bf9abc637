import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import type { SlackIntegration } from '../../lib/api/slackIntegration';
import { ConnectButton } from './ConnectButton';
import { whenOf } from './FactList';

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalM, maxWidth: '800px' },
  bar: { alignSelf: 'stretch' },
});

interface Props {
  tenantId: string;
  integration: SlackIntegration;
}

/** Slack uninstalled the app or revoked its token: nothing is posted until an admin reconnects. */
export function DisconnectedNotice({ tenantId, integration }: Props) {
  const styles = useStyles();
  const since = integration.disconnectedAt ?? integration.health.problemAt;
  return (
    <div className={styles.box}>
      <MessageBar intent="error" layout="multiline" className={styles.bar}>
        <MessageBarBody>
          <MessageBarTitle>Slackとの接続が切れています</MessageBarTitle>
          {integration.health.problem ?? 'Slackでアプリが削除されたか、アクセスが取り消されました。'}
          {since && `（${whenOf(since)}）`}
          <br />
          新しい問い合わせはSlackに投稿されず、スレッドでの返信も届きません。再接続してください。これまでの問い合わせとSlackのスレッドのつながりはそのまま残ります。
        </MessageBarBody>
      </MessageBar>
      <ConnectButton tenantId={tenantId} label="再接続" />
    </div>
  );
}
