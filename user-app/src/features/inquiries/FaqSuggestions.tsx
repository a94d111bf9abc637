import { Body1, Button, Caption1, Card, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import * as faqApi from '../../lib/api/faqFeedback';
import { errorMessage, useFaqIndex } from '@madoguchi/shared/data';
import { useFaqHits } from '../../lib/useFaqHits';
import { FAQ_SUGGESTIONS } from '@madoguchi/shared/search';
import { useDeferredValue, useState } from 'react';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  card: { gap: tokens.spacingVerticalXS },
  snippet: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

const SNIPPET = 120;

interface Props {
  tenantId: string;
  /** What the suggestions search for (suggestionQuery of the title and body typed so far). */
  text: string;
  /** The user says an entry answered them: the inquiry is not needed. */
  onSolved: () => void;
}

/** FAQ entries matching what is being typed, so a question may be answered before it is sent. */
export function FaqSuggestions({ tenantId, text, onSolved }: Props) {
  const styles = useStyles();
  const index = useFaqIndex(tenantId);
  const query = useDeferredValue(text.trim());
  const { answer } = useFaqHits(index.status === 'ready' ? index.data : null, query, FAQ_SUGGESTIONS, { nearMisses: true });
  const [sending, setSending] = useState<string | null>(null);

  // Without a confident hit, the entries that share a strong part of what is typed (「もしかして」).
  const partly = answer !== null && answer.hits.length === 0;
  const offered = partly ? answer.nearMisses.map(({ entry }) => entry) : (answer?.hits ?? []);
  if (offered.length === 0) return null;

  const solved = async (faqId: string) => {
    setSending(faqId);
    try {
      await faqApi.rateFaq({ tenantId, faqId, vote: 'solved' });
      notify.info('解決してよかったです。問い合わせは送信していません。');
      onSolved();
    } catch (error) {
      notify.error(errorMessage(error));
      setSending(null);
    }
  };

  return (
    <section className={styles.root} aria-label="関連するよくある質問">
      <Subtitle2 as="h2">もしかして、こちらで解決しませんか?</Subtitle2>
      {partly && <Caption1>入力した内容の一部だけが一致したよくある質問です。</Caption1>}
      {offered.map((hit) => (
        <Card key={hit.id} className={styles.card} size="small">
          <Body1>
            {/* A new tab, so what has been typed here stays. */}
            <Link href={`/tenants/${encodeURIComponent(tenantId)}/faq?q=${encodeURIComponent(hit.question)}`} target="_blank">
              {hit.question}
            </Link>
          </Body1>
          <Caption1 className={styles.snippet}>
            {hit.answerText.length > SNIPPET ? `${hit.answerText.slice(0, SNIPPET)}…` : hit.answerText}
          </Caption1>
          <div className={styles.actions}>
            <Button size="small" appearance="primary" disabled={sending !== null} onClick={() => void solved(hit.id)}>
              これで解決しました
            </Button>
          </div>
        </Card>
      ))}
    </section>
  );
}
