// Test-only: a Slack integration, channels and categories, and a renderer for the Slack settings page.
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { SlackChannel } from '@madoguchi/shared/api';
import type { Category } from '@madoguchi/shared/data';
import type { SlackIntegration } from '../../lib/api/slackIntegration';
import { render } from '@testing-library/react';
import { Route, Routes } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { SlackSettingsPage } from './SlackSettingsPage';

export function slackIntegration(fields: Partial<SlackIntegration> = {}, health: Partial<SlackIntegration['health']> = {}): SlackIntegration {
  return {
    status: 'connected',
    teamId: 'T1',
    teamName: 'さくら商事',
    channelId: 'C-help',
    channelName: 'helpdesk',
    repliesPublic: false,
    hideBodyInChannel: false,
    ticketEmoji: 'ticket',
    strangerContact: '',
    connectedAt: new Date('2026-11-20T01:00:00Z'),
    connectedBy: 'admin-1',
    connectedByName: '管理 太郎',
    disconnectedAt: null,
    ...fields,
    health: {
      tokenValid: true,
      botInChannel: true,
      checkedAt: new Date('2026-11-21T01:00:00Z'),
      lastEventAt: null,
      lastPostAt: new Date('2026-11-21T02:00:00Z'),
      problem: null,
      problemAt: null,
      refusals: null,
      ...health,
    },
  };
}

export const CHANNELS: SlackChannel[] = [
  { id: 'C-help', name: 'helpdesk', isPrivate: false, isMember: true },
  { id: 'C-sales', name: 'sales-inquiries', isPrivate: true, isMember: true },
  { id: 'C-random', name: 'random', isPrivate: false, isMember: false },
];

const category = (id: string, name: string, order: number, slackChannelId: string | null = null, slackChannelName: string | null = null): Category => ({
  id,
  name,
  description: '',
  order,
  slackChannelId,
  slackChannelName,
});

export const CATEGORIES: Category[] = [category('cat-sales', '営業部', 1, 'C-sales', 'sales-inquiries'), category('cat-dev', '開発部', 2)];

export function renderSlackPage() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={['/tenants/tenant-a/admin/slack']}>
        <Routes>
          <Route path="/tenants/:tenantId/admin/slack" element={<SlackSettingsPage />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

/** An error as the callable client raises it: a Japanese message from the server. */
export const refusal = (message: string, code = 'functions/failed-precondition') => Object.assign(new Error(message), { code });
