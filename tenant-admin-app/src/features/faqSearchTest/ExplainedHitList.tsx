import { Badge, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ExplainedHit } from '@madoguchi/shared/search';
import { RouterLink, cardList, listCard } from '@madoguchi/shared/ui';
import { percent, reasonText } from './matchLabels';

const useStyles = makeStyles({
  list: cardList,
  item: listCard,
  title: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'baseline', overflowWrap: 'anywhere' },
  figures: { color: tokens.colorNeutralForeground2 },
  reasons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0, listStyle: 'none' },
  reason: { maxWidth: '100%', whiteSpace: 'normal', height: 'auto' },
});

interface Props {
  hits: readonly ExplainedHit[];
  /** Each entry's question by id. */
  questions: ReadonlyMap<string, string>;
  faqPath: string;
  label: string;
}

/** Each entry with its rank, score, the share of the query it matches and why it matched. */
export function ExplainedHitList({ hits, questions, faqPath, label }: Props) {
  const styles = useStyles();
  return (
    <ol className={styles.list} aria-label={label}>
      {hits.map((hit, rank) => (
        <li key={hit.id} className={styles.item}>
          <span className={styles.title}>
            <Caption1>{rank + 1}.</Caption1>
            <RouterLink to={`${faqPath}?id=${encodeURIComponent(hit.id)}`}>{questions.get(hit.id) ?? hit.id}</RouterLink>
          </span>
          <Caption1 className={styles.figures}>
            スコア {hit.score.toFixed(2)}・検索語との一致 {percent(hit.coverage)}
          </Caption1>
          <ul className={styles.reasons} aria-label="一致した理由">
            {hit.reasons.map((reason) => (
              <li key={`${reason.typed}\u0000${reason.matched}`}>
                <Badge appearance="tint" color={reason.how === 'exact' ? 'brand' : 'informative'} className={styles.reason}>
                  {reasonText(reason)}
                </Badge>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
