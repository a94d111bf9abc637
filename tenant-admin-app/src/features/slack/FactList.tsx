import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { formatDateTime } from '@madoguchi/shared/format';
import { Fragment, type ReactNode } from 'react';

const useStyles = makeStyles({
  list: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  term: { color: tokens.colorNeutralForeground2 },
  detail: { margin: 0 },
});

export interface Fact {
  term: string;
  detail: ReactNode;
}

/** A moment, or what to say when there is none yet. */
export const whenOf = (date: Date | null, none = '—') => (date ? formatDateTime(date) : none);

/** Terms and their values, two columns. */
export function FactList({ facts, label }: { facts: Fact[]; label?: string }) {
  const styles = useStyles();
  return (
    <dl className={styles.list} aria-label={label}>
      {facts.map(({ term, detail }) => (
        <Fragment key={term}>
          <dt className={styles.term}>
            <Body1>{term}</Body1>
          </dt>
          <dd className={styles.detail}>
            <Body1>{detail}</Body1>
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
