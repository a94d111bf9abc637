import { Button } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as tenantAdminApi from './api/callables';
import { findPersonByEmail } from '@madoguchi/shared/data';
import { Page } from '@madoguchi/shared/ui';
import { useNavigate, useParams } from '@madoguchi/shared/router';
import { UserForm } from './UserForm';
import { useCategoryList } from './useCategoryList';
import { alreadyRegistered, type UserFormValues } from './userFormRules';

const EMPTY: UserFormValues = { name: '', nameReading: '', email: '', isTenantAdmin: false, categoryIds: [] };

/**
 * ユーザー登録. The form gives one request id per set of values sent: sending them again after a lost
 * answer registers the user once, and a corrected e-mail is a new registration.
 */
export function UserRegistrationPage() {
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const categories = useCategoryList(tenantId);
  const usersPath = `/tenants/${encodeURIComponent(tenantId)}/admin/users`;

  const register = async ({ nameReading, ...values }: UserFormValues, requestId: string) => {
    // An address registered already is found in the tenant's users before any call, and said at the
    // field like the server's refusal of one registered in the meantime.
    if (await findPersonByEmail(tenantId, values.email)) throw alreadyRegistered();
    const { uid } = await tenantAdminApi.createTenantUser({ tenantId, ...values, ...(nameReading && { nameReading }) }, requestId);
    notify.info(`${values.name}さんを登録しました。ログイン画面でこのメールアドレスを入力すると、ログイン用のリンクが届きます。`);
    navigate(`${usersPath}/${encodeURIComponent(uid)}`);
  };

  return (
    <Page title="ユーザー登録" description="登録したユーザーは、メールアドレスに届くリンクからログインします。パスワードは不要です。">
      <UserForm initial={EMPTY} categories={categories} withEmail submitLabel="登録する" onSubmit={register}>
        <Button onClick={() => navigate(usersPath)}>キャンセル</Button>
      </UserForm>
    </Page>
  );
}
