import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type { SystemUser } from './api/systemUsers';
import { render } from '@testing-library/react';
import { SystemUsersPage } from './SystemUsersPage';

// What the system users screen's tests share: demo system admins and the page on its own.

export function systemUser(overrides: Partial<SystemUser> = {}): SystemUser {
  return {
    uid: 'me',
    email: 'sysadmin@example.com',
    name: '山田 管理',
    addedAt: new Date('2025-04-01T09:00:00+09:00'),
    addedBy: null,
    ...overrides,
  };
}

export const renderSystemUsersPage = () =>
  render(
    <FluentProvider theme={webLightTheme}>
      <SystemUsersPage />
    </FluentProvider>,
  );
