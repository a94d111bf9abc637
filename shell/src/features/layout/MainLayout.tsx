import { Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAuth, useTenantUserSession } from '@madoguchi/shared';
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
  },
  brand: { color: 'inherit', textDecoration: 'none', fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase500 },
  tenant: { color: 'inherit' },
  spacer: { flexGrow: 1 },
  menu: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, '& button': { color: tokens.colorNeutralForegroundOnBrand } },
  main: { minHeight: 'calc(100vh - 48px)', backgroundColor: tokens.colorNeutralBackground2 },
});

/**
 * Header with the tenant's name and the user menu, above the current area. `headerActions` (the
 * notification bell) come from the composition root, since one feature does not import another.
 */
export function MainLayout({ headerActions }: { headerActions?: ReactNode }) {
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
        {tenantName && (
          <Text className={styles.tenant} data-testid="tenant-name">
            {tenantName}
          </Text>
        )}
        <span className={styles.spacer} />
        <span className={styles.menu}>
          {headerActions}
          <UserMenu />
        </span>
      </header>
      <main className={styles.main}>
        {/* A page's code is loading: the header stays. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
