import { Caption1, Link, makeStyles, tokens } from '@fluentui/react-components';
import type { FaqIndexEntry } from '@madoguchi/shared/data';
import { cardList, listCard } from '@madoguchi/shared/ui';
import { memo } from 'react';
import { CategoryBadges } from './CategoryBadges';
import { Highlighted } from './Highlighted';
import { highlight, snippet } from './highlight';

const SNIPPET_CHARS = 120;

const useStyles = makeStyles({
  list: cardList,
  item: {
    ...listCard,
    // A search replaces every row; rows below the fold are laid out and painted only when scrolled to.
    contentVisibility: 'auto',
    containIntrinsicSize: 'auto 96px',
  },
  question: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, textAlign: 'start' },
  snippet: { color: tokens.colorNeutralForeground2 },
  meta: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

interface Props {
  entries: FaqIndexEntry[];
  query: string;
  categoryNames: ReadonlyMap<string, string>;
  onOpen: (faqId: string) => void;
  label: string;
}

/**
 * Entries as a list: the question (a link to the entry) and a part of the answer, matches marked.
 * Memoised: the page renders on every keystroke, the list only when the results change.
 */
export const FaqResultList = memo(function FaqResultList({ entries, query, categoryNames, onOpen, label }: Props) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {entries.map((entry, position) => (
        // Keyed by position: a new answer rewrites the rows in place instead of replacing each one
        // (rows hold no state of their own; the reader is typing in the search box meanwhile).
        <li key={position} className={styles.item}>
          <Link as="button" className={styles.question} onClick={() => onOpen(entry.id)}>
            <Highlighted parts={highlight(entry.question, query)} />
          </Link>
          <Caption1 className={styles.snippet}>
            <Highlighted parts={snippet(entry.answerText, query, SNIPPET_CHARS)} />
          </Caption1>
          <span className={styles.meta}>
            <CategoryBadges ids={entry.categoryIds} names={categoryNames} />
            {entry.helpfulCount > 0 && <Caption1>{entry.helpfulCount}人の役に立っています</Caption1>}
          </span>
        </li>
      ))}
    </ul>
  );
});
