import * as slackApi from './api/callables';
import { useFetched, useLiveData, watchCategories } from '@madoguchi/shared/data';
import { type SlackIntegration } from '../../lib/api/slackIntegration';
import { ErrorState, LoadingState } from '@madoguchi/shared/ui';
import { SettingsSection } from './SettingsSection';
import { SlackSettingsForm } from './SlackSettingsForm';

interface Props {
  tenantId: string;
  integration: SlackIntegration;
}

/** 連携の設定 (where inquiries are posted, what the channel sees of them, how thread replies are taken, the reaction, the line for strangers): the form, once the categories are there; Slack's channel list may come later or fail. */
export function SlackSettingsSection({ tenantId, integration }: Props) {
  const categories = useLiveData(`categories/${tenantId}`, watchCategories(tenantId));
  const channels = useFetched(`slackChannels/${tenantId}`, async () => (await slackApi.listSlackChannels({ tenantId })).channels);

  const content = () => {
    if (categories.status === 'loading') return <LoadingState />;
    if (categories.status === 'error') {
      return <ErrorState message={`ユーザーカテゴリを読み込めませんでした。${categories.message}`} onRetry={categories.reload} />;
    }
    return (
      <SlackSettingsForm
        tenantId={tenantId}
        integration={integration}
        categories={categories.data}
        channels={channels}
        onReloadChannels={channels.reload}
      />
    );
  };

  return (
    <SettingsSection id="slack-settings-title" title="連携の設定">
      {content()}
    </SettingsSection>
  );
}
