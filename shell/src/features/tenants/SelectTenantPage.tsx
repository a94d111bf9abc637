import {
  Button,
  Card,
  CardHeader,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { switchTenant, useAuth } from '@madoguchi/shared';
import { Page } from '@madoguchi/shared/ui';
import { useNavigate } from 'react-router-dom';
import { homePath, paths } from '../../lib/paths';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: tokens.spacingHorizontalL },
  muted: { color: tokens.colorNeutralForeground2 },
});

/** /select: a system admin enters the system admin area or one of the tenants they belong to. */
export function SelectTenantPage() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { tenants } = useAuth();

  const enterTenant = (tenantId: string) => {
    switchTenant(tenantId);
    const tenant = tenants.find((candidate) => candidate.id === tenantId);
    navigate(homePath({ isSystemAdmin: false, isTenantAdmin: tenant?.isTenantAdmin ?? false, tenantId }));
  };

  return (
    <Page title="テナントの選択" description="作業する場所を選んでください。">
      <div className={styles.grid}>
        <Card>
          <CardHeader header={<Text weight="semibold">システム管理</Text>} description="テナント、システム管理者、リリースノートを管理します。" />
          <Button appearance="primary" onClick={() => navigate(paths.systemAdmin)}>
            システム管理画面へ
          </Button>
        </Card>
        {tenants.map((tenant) => (
          <Card key={tenant.id}>
            <CardHeader
              header={<Text weight="semibold">{tenant.name}</Text>}
              description={tenant.isTenantAdmin ? 'テナント管理者' : 'ユーザー'}
            />
            <Button onClick={() => enterTenant(tenant.id)}>このテナントを開く</Button>
          </Card>
        ))}
      </div>
      {tenants.length === 0 && <Text className={styles.muted}>所属しているテナントはありません。</Text>}
    </Page>
  );
}
