import { Button, Card, CardHeader, Text, makeStyles, tokens } from '@fluentui/react-components';
import { switchTenant, useAuth } from '@madoguchi/shared';
import { Page } from '@madoguchi/shared/ui';
import { useNavigate } from '@madoguchi/shared/router';
import { useAreaIntent } from '../../lib/areaIntent';
import { paths, tenantEntryPath } from '../../lib/paths';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /select: a system admin enters the system admin area or one of the tenants they belong to. */
export function SelectTenantPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { tenants } = useAuth();

  const intent = useAreaIntent();

  const enterTenant = (tenantId: string) => {
    switchTenant(tenantId);
    navigate(tenantEntryPath(tenants, tenantId));
  };

  return (
    <Page title="テナントの選択" description="作業する場所を選んでください。">
      <div className={styles.grid}>
        <Card>
          <CardHeader header={<Text weight="semibold">システム管理</Text>} description="テナント、システム管理者、リリースノートを管理します。" />
          <Button appearance="primary" {...intent(paths.systemAdmin)} onClick={() => navigate(paths.systemAdmin)}>
            システム管理画面へ
          </Button>
        </Card>
        {tenants.map((tenant) => (
          <Card key={tenant.id}>
            <CardHeader
              header={<Text weight="semibold">{tenant.name}</Text>}
              description={tenant.isTenantAdmin ? 'テナント管理者' : 'ユーザー'}
            />
            <Button {...intent(tenantEntryPath(tenants, tenant.id))} onClick={() => enterTenant(tenant.id)}>
              このテナントを開く
            </Button>
          </Card>
        ))}
      </div>
      {tenants.length === 0 && <Text className={styles.muted}>所属しているテナントはありません。</Text>}
    </Page>
  );
}
