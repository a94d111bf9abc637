import { Caption1, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { FaqNearMiss } from '@madoguchi/shared/data';
import type { MatchHow } from '@madoguchi/shared/search';
import { cardList, listCard } from '@madoguchi/shared/ui';
import { useId } from 'react';
import { Highlighted } from './Highlighted';
import { highlight } from './highlight';

/** How a reader is told the query met an entry. */
const HOW: Record<MatchHow, string> = {
  exact: 'ことばが一致',
  prefix: 'ことばの一部が一致',
  reading: '読みが一致',
  romaji: 'ローマ字の読みが一致',
  synonym: '同じ意味のことばが一致',
  loanword: '英語のことばが一致',
  typo: 'つづりの近いことばが一致',
};

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: cardList,
  item: listCard,
  question: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, textAlign: 'start' },
  why: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  misses: FaqNearMiss[];
  query: string;
  onOpen: (faqId: string) => void;
}

/**
 * 「もしかして」: entries the search did not find good enough to show, offered apart from results, each
 * with what it shares with the query marked and how the query met it, so that a reader who put the
 * question otherwise still gets somewhere.
 */
export function FaqNearMisses({ misses, query, onOpen }: Props) {
  const styles = useStyles();
  const heading = useId();
  return (
    <section className={styles.root} aria-labelledby={heading}>
      <Subtitle2 as="h2" id={heading}>
        もしかして
      </Subtitle2>
      <Caption1>キーワードの一部だけが一致したよくある質問です。</Caption1>
      <ul className={styles.list} aria-label="もしかして">
        {misses.map(({ entry, how }) => (
          <li key={entry.id} className={styles.item}>
            <Link as="button" className={styles.question} onClick={() => onOpen(entry.id)}>
              <Highlighted parts={highlight(entry.question, query)} />
            </Link>
            <Caption1 className={styles.why}>{how.map((way) => HOW[way]).join('・')}</Caption1>
          </li>
        ))}
      </ul>
    </section>
  );
}
