import { Badge, Subtitle2, Text, makeStyles, tokens } from '@fluentui/react-components';
import { useAuth } from '@madoguchi/shared';
import { LoadingState, Page } from '@madoguchi/shared/ui';
import { NameForm } from './NameForm';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '640px' },
  tenants: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  tenant: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

/** プロフィール: the user's name in this tenant, their e-mail and the tenants they belong to. */
export function ProfilePage() {
  const styles = useStyles();
  const { tenantId, currentUserId, currentUserName, currentUser, tenants } = useAuth();

  return (
    <Page title="プロフィール" description="お名前と所属テナントを確認・変更できます。">
      <section className={styles.section} aria-label="お名前">
        {tenantId && currentUserId ? (
          <NameForm tenantId={tenantId} uid={currentUserId} savedName={currentUserName ?? ''} />
        ) : (
          <LoadingState />
        )}
      </section>
      <section className={styles.section} aria-labelledby="profile-email">
        <Subtitle2 as="h2" id="profile-email">
          メールアドレス
        </Subtitle2>
        {/* The account is known once the auth SDK has confirmed the session. */}
        <Text>{currentUser ? (currentUser.email ?? '登録されていません') : '確認中…'}</Text>
      </section>
      <section className={styles.section} aria-labelledby="profile-tenants">
        <Subtitle2 as="h2" id="profile-tenants">
          所属テナント
        </Subtitle2>
        {tenants.length === 0 ? (
          <LoadingState />
        ) : (
          <ul className={styles.tenants} aria-labelledby="profile-tenants">
            {tenants.map((tenant) => (
              <li key={tenant.id} className={styles.tenant}>
                <Text>{tenant.name}</Text>
                <Badge appearance="tint" color={tenant.isTenantAdmin ? 'brand' : 'informative'}>
                  {tenant.isTenantAdmin ? 'テナント管理者' : 'ユーザー'}
                </Badge>
                {tenant.id === tenantId && <Text size={200}>（利用中）</Text>}
              </li>
            ))}
          </ul>
        )}
      </section>
    </Page>
  );
}
