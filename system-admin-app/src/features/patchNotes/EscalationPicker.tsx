import { Body1, Button, Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { RELEASE_FIX_LIMITS } from '@madoguchi/shared/contracts';
import { usePagedList } from '@madoguchi/shared/data';
import { fetchEscalations } from './api/escalations';
import { type NoteFix } from './api/releaseFixes';
import { formatDateTime } from '@madoguchi/shared/format';
import { ActionDialog, EmptyState, ErrorState, LoadingState } from '@madoguchi/shared/ui';
import { useState } from 'react';

export const ESCALATIONS_PAGE_SIZE = 10;

const useStyles = makeStyles({
  request: { border: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, minWidth: 0 },
  subject: { fontWeight: tokens.fontWeightSemibold, overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxHeight: '60vh', overflowY: 'auto' },
});

/** What the note lists, by inquiry: one escalated in two requests is one fix. */
export interface Picked {
  supportRequestId: string;
  inquiryId: string;
}
const keyOf = (tenantId: string, inquiryId: string) => `${tenantId}/${inquiryId}`;
/** A listed fix as setPatchNoteFixes takes it. */
export const pickedOf = ({ supportRequestId, inquiryId }: NoteFix): Picked => ({ supportRequestId, inquiryId });

interface Props {
  /** What the note lists now; checked when the dialog opens. */
  fixes: NoteFix[];
  onSave: (picked: Picked[]) => Promise<void>;
  onClose: () => void;
}

/**
 * 問い合わせを選ぶ: the inquiries tenant admins sent to support, request by request (newest first), to
 * tick those the note fixes. Mounted only while open, so the requests are read when asked for.
 */
export function EscalationPicker({ fixes, onSave, onClose }: Props) {
  const styles = useStyles();
  const requests = usePagedList('escalations', (after) => fetchEscalations(ESCALATIONS_PAGE_SIZE, after));
  const [picked, setPicked] = useState(() => new Map(fixes.map((fix) => [keyOf(fix.tenantId, fix.inquiryId), pickedOf(fix)])));
  const full = picked.size >= RELEASE_FIX_LIMITS.perNote;

  const toggle = (key: string, fix: Picked, checked: boolean) =>
    setPicked((current) => {
      const next = new Map(current);
      if (checked) next.set(key, fix);
      else next.delete(key);
      return next;
    });

  return (
    <ActionDialog
      open
      title="修正した問い合わせを選ぶ"
      actionLabel="保存する"
      busyLabel="保存中…"
      failurePrefix="保存できませんでした。"
      onAction={() => onSave([...picked.values()])}
      onClose={onClose}
    >
      {(sending) => (
        <>
          <Body1>
            テナント管理者がサポート依頼で知らせた問い合わせです（{picked.size} / {RELEASE_FIX_LIMITS.perNote} 件を選択中）。
          </Body1>
          <div className={styles.list}>
            {requests.items.map((request) => (
              <fieldset key={request.id} className={styles.request}>
                <legend className={styles.subject}>{request.subject}</legend>
                <Caption1 className={styles.muted}>
                  {request.tenantName}・{request.createdAt ? formatDateTime(request.createdAt) : '—'}
                </Caption1>
                {request.inquiries.map((inquiry) => {
                  const key = keyOf(request.tenantId, inquiry.inquiryId);
                  const checked = picked.has(key);
                  return (
                    <Checkbox
                      key={key}
                      label={`#${inquiry.number} ${inquiry.title}`}
                      checked={checked}
                      disabled={sending || (full && !checked)}
                      onChange={(_, data) => toggle(key, { supportRequestId: request.id, inquiryId: inquiry.inquiryId }, data.checked === true)}
                    />
                  );
                })}
              </fieldset>
            ))}
            {requests.loading && <LoadingState />}
            {requests.error && <ErrorState message={`サポート依頼を読み込めませんでした。${requests.error}`} onRetry={requests.loadMore} />}
            {!requests.loading && !requests.error && requests.items.length === 0 && (
              <EmptyState title="問い合わせを添えたサポート依頼はまだありません。" />
            )}
            {!requests.loading && !requests.error && requests.next && <Button onClick={requests.loadMore}>さらに表示</Button>}
          </div>
        </>
      )}
    </ActionDialog>
  );
}
