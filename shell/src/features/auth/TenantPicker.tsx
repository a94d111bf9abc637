import { Button, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { signOut, switchTenant, useAuth } from '@madoguchi/shared';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * Shown when the user belongs to several tenants and the one used last is no longer among them
 * (the brief left this open: docs/product.md#choosing-a-tenant): they choose where to continue.
 */
export function TenantPicker() {
  const styles = useStyles();
  const { tenants } = useAuth();
  return (
    <>
      <Title1 as="h1">テナントを選択</Title1>
      <Text>ご利用になるテナントを選んでください。</Text>
      <div className={styles.list}>
        {tenants.map((tenant) => (
          <Button key={tenant.id} onClick={() => switchTenant(tenant.id)}>
            {tenant.name}
            {tenant.isTenantAdmin ? '（管理者）' : ''}
          </Button>
        ))}
      </div>
      <Button appearance="subtle" onClick={() => void signOut()}>
        ログアウト
      </Button>
    </>
  );
}
