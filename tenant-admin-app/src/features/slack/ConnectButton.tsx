import { Button } from '@fluentui/react-components';
import * as slackApi from './api/callables';
import { errorMessage } from '@madoguchi/shared/data';
import { useState } from 'react';
import { FailureMessage } from '@madoguchi/shared/ui';
import { leaveForSlack } from './leaveForSlack';

interface Props {
  tenantId: string;
  /** Slackに接続 / 再接続 */
  label: string;
  appearance?: 'primary' | 'secondary';
}

/** Asks the server for Slack's authorize page (with a single-use state) and goes there. */
export function ConnectButton({ tenantId, label, appearance = 'primary' }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const connect = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const { authorizeUrl } = await slackApi.startSlackInstall({ tenantId });
      // The button stays busy: the page is leaving for Slack.
      leaveForSlack(authorizeUrl);
    } catch (error) {
      setFailure(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <>
      <Button appearance={appearance} onClick={() => void connect()} disabled={busy}>
        {busy ? 'Slackに移動しています…' : label}
      </Button>
      <FailureMessage message={failure} prefix="Slackに接続できませんでした。" />
    </>
  );
}
