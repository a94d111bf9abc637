import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import type * as Shared from '@madoguchi/shared';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { Route, Routes, useLocation } from '@madoguchi/shared/router';
import { MemoryRouter } from '@madoguchi/shared/router/testing';
import { SlackOAuthRedirectPage } from './SlackOAuthRedirectPage';

const completeSlackInstall = jest.fn();
const notifyInfo = jest.fn();
const switchTenant = jest.fn();
let auth: Partial<Shared.AuthState>;

jest.mock('@madoguchi/shared', () => ({
  useAuth: () => auth,
  notify: { info: (text: string) => notifyInfo(text), error: jest.fn() },
  switchTenant: (tenantId: string) => switchTenant(tenantId),
  usePageTitle: () => undefined,
}));
jest.mock('./api/callables', () => ({ completeSlackInstall: (...args: unknown[]) => completeSlackInstall(...args) }));

function Where() {
  return <output aria-label="URL">{useLocation().pathname}</output>;
}

function renderAt(query: string) {
  return render(
    <StrictMode>
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter initialEntries={[`/slack/oauth_redirect${query}`]}>
          <Routes>
            <Route path="/slack/oauth_redirect" element={<SlackOAuthRedirectPage />} />
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </FluentProvider>
    </StrictMode>,
  );
}

const currentPath = () => screen.getByRole('status', { name: 'URL' }).textContent;
// The exchange is remembered per state for the page's life, so each test has its own.
let sequence = 0;
const freshState = () => `state-${(sequence += 1)}`;

beforeEach(() => {
  completeSlackInstall.mockReset();
  notifyInfo.mockReset();
  switchTenant.mockReset();
  auth = { currentUserId: 'admin-1', tenantId: 'tenant-a', isTenantAdmin: true, isSystemAdmin: false };
});

describe('SlackOAuthRedirectPage', () => {
  it('says the admin cancelled on Slack, without calling the server', () => {
    renderAt('?error=access_denied&state=s');
    expect(screen.getByText('Slackでの連携がキャンセルされました。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/tenants/tenant-a/admin');
    expect(completeSlackInstall).not.toHaveBeenCalled();
  });

  it('says so for another error from Slack or a missing code', () => {
    const { unmount } = renderAt('?error=invalid_scope');
    expect(screen.getByText(/^Slackとの連携を完了できませんでした。/)).toBeInTheDocument();
    unmount();
    renderAt(`?state=${freshState()}`);
    expect(screen.getByText(/^Slackから必要な情報を受け取れませんでした。/)).toBeInTheDocument();
    expect(completeSlackInstall).not.toHaveBeenCalled();
  });

  it('asks to sign in first when nobody is signed in', () => {
    auth = { currentUserId: null, tenantId: null, isTenantAdmin: false, isSystemAdmin: false };
    renderAt(`?code=c1&state=${freshState()}`);
    expect(screen.getByText(/ログインが必要です/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ログインページへ' })).toHaveAttribute('href', '/login');
    expect(completeSlackInstall).not.toHaveBeenCalled();
  });

  it('exchanges the code once under StrictMode, says so and opens the Slack settings of the tenant', async () => {
    const state = freshState();
    completeSlackInstall.mockResolvedValue({ tenantId: 'tenant-b', teamName: 'みなと物流' });
    renderAt(`?code=c1&state=${state}`);
    expect(screen.getByText('Slackと接続しています…')).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/tenants/tenant-b/admin/slack'));
    expect(completeSlackInstall).toHaveBeenCalledTimes(1);
    expect(completeSlackInstall).toHaveBeenCalledWith({ state, code: 'c1' });
    expect(notifyInfo).toHaveBeenCalledTimes(1);
    expect(notifyInfo).toHaveBeenCalledWith('Slackワークスペース「みなと物流」と連携しました。');
    expect(switchTenant).toHaveBeenCalledWith('tenant-b');
  });

  it("shows the server's message when the exchange fails, with a way back", async () => {
    completeSlackInstall.mockRejectedValue(
      Object.assign(new Error('接続の有効期限が切れました。もう一度「Slackに接続」からやり直してください。'), { code: 'functions/failed-precondition' }),
    );
    auth = { currentUserId: 'sys-1', tenantId: null, isTenantAdmin: false, isSystemAdmin: true };
    renderAt(`?code=c1&state=${freshState()}`);
    expect(
      await screen.findByText('Slackと連携できませんでした。接続の有効期限が切れました。もう一度「Slackに接続」からやり直してください。'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップページへ戻る' })).toHaveAttribute('href', '/select');
    expect(completeSlackInstall).toHaveBeenCalledTimes(1);
    expect(currentPath()).toBe('/slack/oauth_redirect');
  });
});
