import { Badge, Subtitle1, Text, makeStyles, tokens } from '@fluentui/react-components';
import { notify, useAuth } from '@madoguchi/shared';
import * as tenantAdminApi from './api/callables';
import { TENANT_USER_STATUS_LABELS, useLiveData, watchTenantUser, type TenantUser } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { ErrorState, LoadingState, MissingState, Page, RouterLink, usePageTitle } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';
import { UserForm } from './UserForm';
import { UserInquiries } from './UserInquiries';
import { UserStatusControl } from './UserStatusControl';
import { useCategoryList } from './useCategoryList';
import { useLastAdminLock } from './useLastAdminLock';
import type { UserFormValues } from './userFormRules';

const useStyles = makeStyles({
  facts: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
    '& dt': { color: tokens.colorNeutralForeground2 },
    '& dd': { margin: 0 },
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

function UserFacts({ user }: { user: TenantUser }) {
  const styles = useStyles();
  return (
    <dl className={styles.facts} aria-label="ユーザーの情報">
      <dt>メールアドレス</dt>
      <dd>{user.email}</dd>
      <dt>状態</dt>
      <dd>
        <Badge appearance="outline" color={user.status === 'active' ? 'success' : 'danger'}>
          {TENANT_USER_STATUS_LABELS[user.status]}
        </Badge>
      </dd>
      <dt>登録日時</dt>
      <dd>{user.createdAt ? formatDateTime(user.createdAt) : '—'}</dd>
      <dt>最終ログイン</dt>
      <dd>{user.lastSignInAt ? formatDateTime(user.lastSignInAt) : 'まだログインしていません（招待中）'}</dd>
    </dl>
  );
}

/** ユーザー情報: the facts, editing, disabling and the user's inquiries. */
export function UserDetailPage() {
  const styles = useStyles();
  const { tenantId = '', tenantUserId = '' } = useParams();
  const { currentUserId } = useAuth();
  const user = useLiveData(`user/${tenantId}/${tenantUserId}`, watchTenantUser(tenantId, tenantUserId));
  const categories = useCategoryList(tenantId);
  const lock = useLastAdminLock(tenantId, user.status === 'ready' ? user.data : null);
  const usersPath = `/tenants/${encodeURIComponent(tenantId)}/admin/users`;
  const shown = user.status === 'ready' ? user.data : null;
  usePageTitle(shown && `ユーザー: ${shown.name || shown.email}`);

  if (user.status === 'loading') return <Page title="ユーザー情報"><LoadingState /></Page>;
  if (user.status === 'error') return <Page title="ユーザー情報"><ErrorState message={user.message} /></Page>;
  if (!user.data) {
    return (
      <Page title="ユーザー情報">
        <MissingState title="ユーザーが見つかりません。" back={<RouterLink to={usersPath}>ユーザー一覧に戻る</RouterLink>} />
      </Page>
    );
  }
  const current = user.data;
  const initial: UserFormValues = {
    name: current.name,
    nameReading: current.nameReading,
    email: current.email,
    isTenantAdmin: current.isTenantAdmin,
    categoryIds: current.categoryIds,
  };
  const save = async (values: UserFormValues, requestId: string) => {
    // Only what changed is sent: the server then checks just those (e.g. the last-admin rule).
    const changes = {
      ...(values.name !== initial.name && { name: values.name }),
      ...(values.nameReading !== initial.nameReading && { nameReading: values.nameReading }),
      ...(JSON.stringify(values.categoryIds) !== JSON.stringify(initial.categoryIds) && { categoryIds: values.categoryIds }),
      ...(values.isTenantAdmin !== initial.isTenantAdmin && { isTenantAdmin: values.isTenantAdmin }),
    };
    // Typed differently but stored the same (すずき for スズキ): nothing to save.
    if (Object.keys(changes).length === 0) return;
    await tenantAdminApi.updateTenantUser({ tenantId, uid: current.uid, ...changes }, requestId);
    notify.info(`${values.name}さんの情報を保存しました。`);
  };

  return (
    <Page title={current.name || 'ユーザー情報'} overline={current.nameReading || undefined} description="ユーザー情報">
      <RouterLink to={usersPath}>← ユーザー一覧</RouterLink>
      <UserFacts user={current} />
      <section className={styles.section} aria-labelledby="edit-user">
        <Subtitle1 as="h2" id="edit-user">
          編集
        </Subtitle1>
        <UserForm
          initial={initial}
          categories={categories}
          withEmail={false}
          submitLabel="保存"
          onSubmit={save}
          adminLocked={lock}
        />
      </section>
      <section className={styles.section} aria-labelledby="user-status">
        <Subtitle1 as="h2" id="user-status">
          利用状態
        </Subtitle1>
        <UserStatusControl tenantId={tenantId} user={current} isSelf={current.uid === currentUserId} locked={lock} />
      </section>
      <section className={styles.section} aria-labelledby="user-inquiries">
        <Subtitle1 as="h2" id="user-inquiries">
          問い合わせ
        </Subtitle1>
        <Text>このユーザーが送信した問い合わせ（新しい順）です。</Text>
        <UserInquiries tenantId={tenantId} adminUid={currentUserId ?? ''} uid={current.uid} />
      </section>
    </Page>
  );
}
