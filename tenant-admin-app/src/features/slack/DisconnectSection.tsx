import { Body1, Button, Text } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as slackApi from './api/callables';
import { ActionDialog } from '@madoguchi/shared/ui';
import { useRef, useState } from 'react';
import { SettingsSection } from './SettingsSection';

/** 連携を解除, after a confirmation. The integration document goes, so the page returns to its start. */
export function DisconnectSection({ tenantId, teamName }: { tenantId: string; teamName: string }) {
  const [confirming, setConfirming] = useState(false);
  // One request id per confirmation, so a retry after a time-out is applied once.
  const requestId = useRef('');

  const open = () => {
    requestId.current = crypto.randomUUID();
    setConfirming(true);
  };

  const disconnect = async () => {
    await slackApi.disconnectSlack({ tenantId }, requestId.current);
    notify.info('Slack連携を解除しました。');
    setConfirming(false);
  };

  return (
    <SettingsSection id="slack-disconnect-title" title="連携の解除" tone="danger">
      <Body1>
        解除すると、新しい問い合わせはSlackに投稿されなくなり、Slackのスレッドでの返信も問い合わせに届かなくなります。これまでの問い合わせとメッセージは残ります。
      </Body1>
      <Button onClick={open}>連携を解除</Button>
      {confirming && (
        <ActionDialog open title="Slack連携を解除しますか？" actionLabel="解除する" onAction={disconnect} onClose={() => setConfirming(false)}>
          {() => (
            <>
              <Text as="p">
                {teamName ? `ワークスペース「${teamName}」との連携を解除します。` : 'Slackワークスペースとの連携を解除します。'}
                新しい問い合わせはSlackに投稿されなくなります。
              </Text>
              <Text as="p">あとで「Slackに接続」から、もう一度連携できます。</Text>
            </>
          )}
        </ActionDialog>
      )}
    </SettingsSection>
  );
}
