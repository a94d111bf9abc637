import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { ConnectButton } from './ConnectButton';
import { SettingsSection } from './SettingsSection';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  note: { color: tokens.colorNeutralForeground2 },
});

/** Slack was never connected (or the connection was removed): what it does, and the way in. */
export function SlackIntro({ tenantId }: { tenantId: string }) {
  const styles = useStyles();
  return (
    <SettingsSection id="slack-intro-title" title="Slack連携でできること">
      <ul className={styles.list}>
        <li>
          <Body1>新しい問い合わせが届くと、選んだSlackチャンネルに投稿されます。</Body1>
        </li>
        <li>
          <Body1>投稿のスレッドで返信すると、その内容が問い合わせに返信として記録されます。</Body1>
        </li>
        <li>
          <Body1>ユーザーカテゴリごとに投稿先のチャンネルを分けられます。</Body1>
        </li>
      </ul>
      <Body1 className={styles.note}>
        接続すると、Slackの画面に移動します。連携するワークスペースを確認して許可すると、この画面に戻ります。
      </Body1>
      <ConnectButton tenantId={tenantId} label="Slackに接続" />
    </SettingsSection>
  );
}
