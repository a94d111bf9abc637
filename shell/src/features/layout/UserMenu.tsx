import {
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuItemRadio,
  MenuList,
  MenuPopover,
  MenuTrigger,
} from '@fluentui/react-components';
import { notify, signOut, switchTenant, useAuth } from '@madoguchi/shared';
import { useNavigate } from '@madoguchi/shared/router';
import { useAreaIntent } from '../../lib/areaIntent';
import { paths, tenantEntryPath } from '../../lib/paths';

async function copyPageLink() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    notify.info('このページのURLをコピーしました。');
  } catch {
    notify.error('URLをコピーできませんでした。アドレスバーからコピーしてください。');
  }
}

/** The user's name with their pages, tenant switching, the admin areas, the page's link and sign-out. */
export function UserMenu() {
  const navigate = useNavigate();
  const auth = useAuth();
  const intent = useAreaIntent();
  const { tenantId, tenants } = auth;

  const enterTenant = (id: string) => {
    switchTenant(id);
    navigate(tenantEntryPath(tenants, id));
  };
  const onSignOut = async () => {
    await signOut();
    navigate(paths.login);
  };

  return (
    <Menu checkedValues={{ tenant: tenantId ? [tenantId] : [] }}>
      <MenuTrigger disableButtonEnhancement>
        {/* The name it shows is part of what it is called (WCAG 2.5.3). */}
        <Button appearance="subtle" aria-label={`${auth.currentUserName ?? 'ユーザー'}（ユーザーメニュー）`}>
          {auth.currentUserName ?? 'ユーザー'}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {tenantId &&
            (
              [
                ['profile', 'プロフィール'],
                ['notifications', '通知設定'],
              ] as const
            ).map(([page, label]) => {
              const path = `${paths.tenantHome(tenantId)}/${page}`;
              return (
                <MenuItem key={page} {...intent(path)} onClick={() => navigate(path)}>
                  {label}
                </MenuItem>
              );
            })}
          {tenantId && auth.isTenantAdmin && (
            <MenuItem {...intent(paths.adminHome(tenantId))} onClick={() => navigate(paths.adminHome(tenantId))}>
              テナント管理
            </MenuItem>
          )}
          {auth.isSystemAdmin && <MenuItem onClick={() => navigate(paths.select)}>システム管理・テナント選択</MenuItem>}
          {tenants.length > 1 && (
            <>
              <MenuDivider />
              <MenuGroup>
                <MenuGroupHeader>テナントの切り替え</MenuGroupHeader>
                {tenants.map((tenant) => (
                  <MenuItemRadio
                    key={tenant.id}
                    name="tenant"
                    value={tenant.id}
                    {...intent(tenantEntryPath(tenants, tenant.id))}
                    onClick={() => enterTenant(tenant.id)}
                  >
                    {tenant.name}
                  </MenuItemRadio>
                ))}
              </MenuGroup>
            </>
          )}
          <MenuDivider />
          <MenuItem onClick={() => void copyPageLink()}>このページのURLをコピー</MenuItem>
          <MenuItem onClick={() => void onSignOut()}>ログアウト</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
