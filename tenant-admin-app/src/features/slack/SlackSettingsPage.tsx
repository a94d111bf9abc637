import { useLiveData } from '@madoguchi/shared/data';
import { watchSlackIntegration } from '../../lib/api/slackIntegration';
import { ErrorState, LoadingState, Page } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';
import { ConnectionCard } from './ConnectionCard';
import { DisconnectSection } from './DisconnectSection';
import { DisconnectedNotice } from './DisconnectedNotice';
import { EmployeeWaysSection } from './EmployeeWaysSection';
import { HealthCard } from './HealthCard';
import { SlackIntro } from './SlackIntro';
import { SlackSettingsSection } from './SlackSettingsSection';

/**
 * Slack連携: connect, choose where inquiries are posted and how Slack is used, see how employees ask
 * from Slack (only while connected), watch the connection, disconnect. Follows the live document.
 */
export function SlackSettingsPage() {
  const { tenantId = '' } = useParams();
  const slack = useLiveData(`slack/${tenantId}`, watchSlackIntegration(tenantId));

  const content = () => {
    if (slack.status === 'loading') return <LoadingState />;
    if (slack.status === 'error') return <ErrorState message={`Slack連携の状態を読み込めませんでした。${slack.message}`} />;
    const integration = slack.data;
    if (!integration) return <SlackIntro tenantId={tenantId} />;
    if (integration.status === 'disconnected') {
      return (
        <>
          <DisconnectedNotice tenantId={tenantId} integration={integration} />
          <ConnectionCard tenantId={tenantId} integration={integration} />
          <DisconnectSection tenantId={tenantId} teamName={integration.teamName} />
        </>
      );
    }
    return (
      <>
        <ConnectionCard tenantId={tenantId} integration={integration} />
        <HealthCard tenantId={tenantId} integration={integration} />
        {/* Keyed by the workspace: after reconnecting to another one, the form starts from its settings. */}
        <SlackSettingsSection key={integration.teamId} tenantId={tenantId} integration={integration} />
        <EmployeeWaysSection ticketEmoji={integration.ticketEmoji} />
        <DisconnectSection tenantId={tenantId} teamName={integration.teamName} />
      </>
    );
  };

  return (
    <Page title="Slack連携" description="Slackワークスペースと連携すると、問い合わせをチャンネルで受け取り、スレッドから返信できます。">
      {content()}
    </Page>
  );
}
