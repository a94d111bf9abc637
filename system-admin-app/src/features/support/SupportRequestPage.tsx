import {
  Body1,
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import { systemAdminApi } from '@madoguchi/shared/api';
import { fieldProblems, supportReplyFields } from '@madoguchi/shared/contracts';
import { errorMessage, useLiveData, watchSupportRequest, type InboxRequest } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { ErrorState, LoadingState, MissingState, Page, RouterLink, SupportStatusBadge, usePageTitle, useSavingForm } from '@madoguchi/shared/ui';
import { useState, type FormEvent } from 'react';
import { useParams } from '@madoguchi/shared/router';

const useStyles = makeStyles({
  thread: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '880px' },
  message: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  vendor: { borderLeft: `4px solid ${tokens.colorBrandStroke1}` },
  body: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground2 },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '880px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

function Message({ from, at, body, vendor = false }: { from: string; at: Date | null; body: string; vendor?: boolean }) {
  const styles = useStyles();
  return (
    <article className={vendor ? `${styles.message} ${styles.vendor}` : styles.message} aria-label={`${from}のメッセージ`}>
      <Subtitle2>{from}</Subtitle2>
      <Caption1 className={styles.muted}>{at ? formatDateTime(at) : '送信中…'}</Caption1>
      <Body1 className={styles.body}>{body}</Body1>
    </article>
  );
}

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
  const [closing, setClosing] = useState(false);
  const [closeFailure, setCloseFailure] = useState<string | null>(null);
  const busy = reply.saving || closing;
  const failure = reply.failure ?? closeFailure;

  const close = async () => {
    setClosing(true);
    setCloseFailure(null);
    try {
      await systemAdminApi.closeSupportRequest({ supportRequestId: request.id });
      notify.info('サポート依頼をクローズしました。');
    } catch (error) {
      setCloseFailure(errorMessage(error));
    } finally {
      setClosing(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={(event) => void send(event)} noValidate aria-label="回答">
      <Field label="回答" validationMessage={reply.errors.body} hint="送信すると、依頼したテナント管理者に通知されます。">
        <Textarea value={reply.values.body} onChange={(_, data) => reply.change('body', data.value)} rows={6} resize="vertical" disabled={busy} />
      </Field>
      {failure && (
        <MessageBar intent="error">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      )}
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={busy}>
          回答を送信
        </Button>
        <Button disabled={busy} onClick={() => void close()}>
          クローズする
        </Button>
      </div>
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
      <div className={styles.thread}>
        <Message from={`${current.fromName}（${current.tenantName}）`} at={current.createdAt} body={current.body} />
        {current.replies.map((reply, index) => (
          <Message key={index} from={reply.fromName} at={reply.createdAt} body={reply.body} vendor />
        ))}
      </div>
      {current.status === 'closed' ? (
        <Body1 className={styles.muted}>この依頼はクローズされています。</Body1>
      ) : (
        <ReplyForm request={current} />
      )}
    </Page>
  );
}
