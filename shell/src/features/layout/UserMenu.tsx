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
import { signOut, switchTenant, useAuth } from '@madoguchi/shared';
import { useNavigate } from '@madoguchi/shared/router';
import { useAreaIntent } from '../../lib/areaIntent';
import { paths, tenantEntryPath } from '../../lib/paths';

/** The user's name with their pages, tenant switching, the admin areas and sign-out. */
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
        <Button appearance="subtle" aria-label="ユーザーメニュー">
          {auth.currentUserName ?? 'ユーザー'}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {tenantId && (
            <>
              <MenuItem {...intent(paths.tenantHome(tenantId))} onClick={() => navigate(`${paths.tenantHome(tenantId)}/profile`)}>
                プロフィール
              </MenuItem>
              <MenuItem {...intent(paths.tenantHome(tenantId))} onClick={() => navigate(`${paths.tenantHome(tenantId)}/notifications`)}>
                通知設定
              </MenuItem>
            </>
          )}
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
          <MenuItem onClick={() => void onSignOut()}>ログアウト</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
