import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { SlackIntegration } from '../../lib/api/slackIntegration';
import { ConnectButton } from './ConnectButton';
import { FactList, whenOf } from './FactList';
import { SettingsSection } from './SettingsSection';

const useStyles = makeStyles({
  note: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  tenantId: string;
  integration: SlackIntegration;
}

/** The connected workspace, who connected it and when, and 再接続 (the disconnected notice has its own). */
export function ConnectionCard({ tenantId, integration }: Props) {
  const styles = useStyles();
  const connected = integration.status === 'connected';
  return (
    <SettingsSection id="slack-connection-title" title={connected ? '接続中のワークスペース' : '連携していたワークスペース'}>
      <FactList
        facts={[
          { term: 'ワークスペース', detail: integration.teamName || '—' },
          { term: '接続日時', detail: whenOf(integration.connectedAt) },
          { term: '接続した管理者', detail: integration.connectedByName || '—' },
        ]}
      />
      {connected && (
        <>
          <Body1 className={styles.note}>
            アプリの権限を更新するときや、別のワークスペースに切り替えるときは再接続してください。これまでの問い合わせとSlackのスレッドのつながりはそのまま残ります。
          </Body1>
          <ConnectButton tenantId={tenantId} label="再接続" appearance="secondary" />
        </>
      )}
    </SettingsSection>
  );
}
