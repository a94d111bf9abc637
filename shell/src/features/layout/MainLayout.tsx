import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { PHONE, useAuth, useTenantUserSession } from '@madoguchi/shared';
import { Suspense, type ReactNode } from 'react';
import { Link, Outlet } from '@madoguchi/shared/router';
import { homePath } from '../../lib/paths';
import { UserMenu } from './UserMenu';

const useStyles = makeStyles({
  header: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    minHeight: '48px',
    [PHONE]: { gap: tokens.spacingHorizontalS, padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}` },
  },
  brand: { color: 'inherit', textDecoration: 'none', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500, flexShrink: 0 },
  // A long tenant name gives way to the menus rather than widening the page.
  tenant: { color: 'inherit', minWidth: 0, flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  spacer: { flexGrow: 1 },
  menu: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    flexShrink: 0,
    minWidth: 0,
    '& button': { color: tokens.colorNeutralForegroundOnBrand, minHeight: '44px' },
  },
  main: { minHeight: 'calc(100vh - 48px)', backgroundColor: tokens.colorNeutralBackground2 },
});

interface Props {
  /** Beside the user menu: the notification bell. */
  headerActions?: ReactNode;
  /** Below the header: the navigation of the person's role. */
  navigation?: ReactNode;
}

/**
 * Header with the tenant's name and the user menu, and the navigation, above the current area. Both
 * come from the composition root, since one feature does not import another.
 */
export function MainLayout({ headerActions, navigation }: Props) {
  const styles = useStyles();
  const auth = useAuth();
  useTenantUserSession();
  const tenantName = auth.tenants.find((tenant) => tenant.id === auth.tenantId)?.name;

  return (
    <>
      <header className={styles.header}>
        <Link className={styles.brand} to={homePath(auth)}>
          窓口
        </Link>
        {tenantName ? (
          <Text className={styles.tenant} data-testid="tenant-name" title={tenantName}>
            {tenantName}
          </Text>
        ) : (
          <span className={styles.spacer} />
        )}
        <span className={styles.menu}>
          {headerActions}
          <UserMenu />
        </span>
      </header>
      {navigation}
      <main className={styles.main}>
        {/* A page's code is loading: the header stays. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
