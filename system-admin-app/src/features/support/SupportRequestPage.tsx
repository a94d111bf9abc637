import { Body1, Button, Field, Subtitle2, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as systemAdminApi from './api/callables';
import { fieldProblems, supportReplyFields } from '@madoguchi/shared/contracts';
import { useLiveData, type InboxRequest } from '@madoguchi/shared/data';
import { watchSupportRequest } from './api/supportInbox';
import {
  ErrorState,
  FailureMessage,
  FormButtons,
  InquiryRefList,
  LoadingState,
  MissingState,
  Page,
  RouterLink,
  SupportStatusBadge,
  Thread,
  ThreadMessage,
  useAction,
  usePageTitle,
  useSavingForm,
} from '@madoguchi/shared/ui';
import type { FormEvent } from 'react';
import { useParams } from '@madoguchi/shared/router';

const useStyles = makeStyles({
  thread: { maxWidth: '880px' },
  muted: { color: tokens.colorNeutralForeground2 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '880px' },
  linked: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
});

/**
 * The reply form (the replySupportRequest contract's field) and the close button; a failed call keeps
 * the reply typed, and a retried reply reuses its request id.
 */
function ReplyForm({ request }: { request: InboxRequest }) {
  const styles = useStyles();
  const reply = useSavingForm({
    initial: { body: '' },
    check: (current) => fieldProblems(supportReplyFields, current),
    save: async (current, requestId) => {
      await systemAdminApi.replySupportRequest({ supportRequestId: request.id, body: current.body.trim() }, requestId);
      notify.info('回答を送信しました。');
    },
  });
  const send = async (event: FormEvent) => {
    if (await reply.submit(event)) reply.setValues({ body: '' });
  };
  const closing = useAction();
  const busy = reply.saving || closing.busy;
  const close = () => closing.run(() => systemAdminApi.closeSupportRequest({ supportRequestId: request.id }), 'サポート依頼をクローズしました。');

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate aria-label="回答">
      <Field label="回答" validationMessage={reply.errors.body} hint="送信すると、依頼したテナント管理者に通知されます。">
        <Textarea value={reply.values.body} onChange={(_, data) => reply.change('body', data.value)} rows={6} resize="vertical" disabled={busy} />
      </Field>
      <FailureMessage message={reply.failure ?? closing.failure} />
      <FormButtons label="回答を送信" busy={busy}>
        <Button disabled={busy} onClick={() => void close()}>
          クローズする
        </Button>
      </FormButtons>
    </form>
  );
}

/** サポート依頼: the request, the vendor's replies, and replying or closing it. */
export function SupportRequestPage() {
  const styles = useStyles();
  const { supportRequestId = '' } = useParams();
  const request = useLiveData(`support/${supportRequestId}`, watchSupportRequest(supportRequestId));
  const back = <RouterLink to="/systemAdmin/support">← サポート受信箱</RouterLink>;
  usePageTitle(request.status === 'ready' && request.data ? `サポート依頼: ${request.data.subject}` : null);

  if (request.status === 'loading') return <Page title="サポート依頼">{back}<LoadingState /></Page>;
  if (request.status === 'error') return <Page title="サポート依頼">{back}<ErrorState message={request.message} /></Page>;
  if (!request.data) {
    return (
      <Page title="サポート依頼">
        <MissingState title="サポート依頼が見つかりません。" back={<RouterLink to="/systemAdmin/support">サポート受信箱に戻る</RouterLink>} />
      </Page>
    );
  }
  const current = request.data;
  return (
    <Page title={current.subject} description={`${current.tenantName}（${current.fromName}）からのサポート依頼`}>
      {back}
      <div>
        <SupportStatusBadge status={current.status} />
      </div>
      {current.inquiries.length > 0 && (
        <section className={styles.linked} aria-labelledby="linked-inquiries">
          <Subtitle2 as="h2" id="linked-inquiries">
            関連する問い合わせ
          </Subtitle2>
          <Body1 className={styles.muted}>修正したら、リリースノートの編集画面で「修正した問い合わせ」に追加すると、問い合わせた方にお知らせが届きます。</Body1>
          <InquiryRefList
            label="関連する問い合わせ"
            items={current.inquiries.map((inquiry) => ({ key: inquiry.inquiryId, number: inquiry.number, title: inquiry.title, caption: current.tenantName }))}
          />
        </section>
      )}
      <div className={styles.thread}>
        <Thread label="やり取り">
          <ThreadMessage label="依頼内容" author={`${current.fromName}（${current.tenantName}）`} at={current.createdAt} body={current.body} />
          {current.replies.map((reply, index) => (
            <ThreadMessage key={index} label={`${reply.fromName} の回答`} author={reply.fromName} at={reply.createdAt} body={reply.body} tone="reply" brandAvatar />
          ))}
        </Thread>
      </div>
      {current.status === 'closed' ? (
        <Body1 className={styles.muted}>この依頼はクローズされています。</Body1>
      ) : (
        <ReplyForm request={current} />
      )}
    </Page>
  );
}
