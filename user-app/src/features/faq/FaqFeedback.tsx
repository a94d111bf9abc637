import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { notify, useAuth } from '@madoguchi/shared';
import * as faqApi from '../../lib/api/faqFeedback';
import { errorMessage, useLiveData, watchMyFaqVote, type FaqVote } from '@madoguchi/shared/data';
import { useState } from 'react';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    paddingTop: tokens.spacingVerticalM,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

const LABELS: Record<FaqVote, string> = { helpful: 'はい', notHelpful: 'いいえ' };

/**
 * "役に立った?" — one vote per person (the server counts a changed vote once). The reader's earlier
 * vote is read back, so they see how they answered and may change it.
 */
export function FaqFeedback({ tenantId, faqId }: { tenantId: string; faqId: string }) {
  const styles = useStyles();
  const { currentUserId } = useAuth();
  const stored = useLiveData(currentUserId ? `${tenantId}/${faqId}/${currentUserId}` : null, watchMyFaqVote(tenantId, faqId, currentUserId ?? ''));
  // The vote sent on this visit, shown at once; the stored one follows. A failed read of the stored
  // vote only means it is not shown: voting still works.
  const [sent, setSent] = useState<FaqVote | null>(null);
  const [sending, setSending] = useState(false);
  const earlier = stored.status === 'ready' ? stored.data : null;
  const vote = sent ?? earlier;

  const send = async (choice: FaqVote) => {
    if (choice === vote) return;
    setSending(true);
    try {
      await faqApi.rateFaq({ tenantId, faqId, vote: choice });
      setSent(choice);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const choice = (value: FaqVote) => (
    <Button aria-pressed={vote === value} appearance={vote === value ? 'primary' : 'secondary'} disabled={sending} onClick={() => void send(value)}>
      {LABELS[value]}
    </Button>
  );

  const status = sent
    ? sent === 'helpful'
      ? 'ご回答ありがとうございます。'
      : 'ご回答ありがとうございます。解決しない場合は、問い合わせからご連絡ください。'
    : earlier && `以前「${LABELS[earlier]}」と回答しています。回答は変更できます。`;

  return (
    <div className={styles.root} role="group" aria-labelledby="faq-feedback-question">
      <Body1 id="faq-feedback-question">この回答は役に立ちましたか?</Body1>
      {choice('helpful')}
      {choice('notHelpful')}
      {status && <Body1 role="status">{status}</Body1>}
    </div>
  );
}
