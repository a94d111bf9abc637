import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import { faqApi } from '@madoguchi/shared/api';
import { errorMessage } from '@madoguchi/shared/data';
import { useState } from 'react';

type Vote = 'helpful' | 'notHelpful';

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

/** "役に立った?" — one vote per person (the server counts a changed vote once). */
export function FaqFeedback({ tenantId, faqId }: { tenantId: string; faqId: string }) {
  const styles = useStyles();
  const [vote, setVote] = useState<Vote | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (choice: Vote) => {
    setSending(true);
    try {
      await faqApi.rateFaq({ tenantId, faqId, vote: choice });
      setVote(choice);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setSending(false);
    }
  };

  const choice = (value: Vote, label: string) => (
    <Button
      aria-pressed={vote === value}
      appearance={vote === value ? 'primary' : 'secondary'}
      disabled={sending}
      onClick={() => void send(value)}
    >
      {label}
    </Button>
  );

  return (
    <div className={styles.root} role="group" aria-labelledby="faq-feedback-question">
      <Body1 id="faq-feedback-question">この回答は役に立ちましたか?</Body1>
      {choice('helpful', 'はい')}
      {choice('notHelpful', 'いいえ')}
      {vote && (
        <Body1 role="status">
          {vote === 'helpful'
            ? 'ご回答ありがとうございます。'
            : 'ご回答ありがとうございます。解決しない場合は、問い合わせからご連絡ください。'}
        </Body1>
      )}
    </div>
  );
}
