import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { RouterLink } from './RouterLink';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS, minWidth: 0 },
  title: { overflowWrap: 'anywhere', minWidth: 0 },
  caption: { color: tokens.colorNeutralForeground3 },
});

export interface InquiryRef {
  key: string;
  number: number;
  title: string;
  /** Where the reader may open it (their own tenant's); plain text otherwise. */
  href?: string;
  /** Beside it, e.g. the tenant on the vendor's side. */
  caption?: string;
  /** A 外す button after it that takes it off the list; `label` names it for screen readers. */
  remove?: { label: string; onRemove: () => void };
}

/**
 * Inquiries named by number and title: the ones a support request is about, or a release note fixes.
 * The vendor's side shows them as copied, without links: it never reads a tenant's inquiries. Where
 * the list is being chosen, each may have a 外す button.
 */
export function InquiryRefList({ label, items, disabled = false }: { label: string; items: InquiryRef[]; disabled?: boolean }) {
  const styles = useStyles();
  return (
    <ul className={styles.list} aria-label={label}>
      {items.map((item) => {
        const text = `#${item.number} ${item.title}`;
        return (
          <li key={item.key} className={styles.item}>
            {item.href ? <RouterLink to={item.href}>{text}</RouterLink> : <span className={styles.title}>{text}</span>}
            {item.caption && <Caption1 className={styles.caption}>{item.caption}</Caption1>}
            {item.remove && (
              <Button appearance="subtle" size="small" aria-label={item.remove.label} disabled={disabled} onClick={item.remove.onRemove}>
                外す
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
