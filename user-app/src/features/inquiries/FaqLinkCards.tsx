import { Caption1, Card, makeStyles, tokens } from '@fluentui/react-components';
import { faqEntryPath, type FaqLink } from '@madoguchi/shared/contracts';
import { RouterLink } from '@madoguchi/shared/ui';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  list: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0, padding: 0, listStyleType: 'none' },
  card: { gap: tokens.spacingVerticalXXS, borderLeft: `3px solid ${tokens.colorBrandStroke1}` },
  label: { color: tokens.colorNeutralForeground3 },
  excerpt: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
  title: { overflowWrap: 'anywhere', fontWeight: tokens.fontWeightSemibold },
});

interface Props {
  tenantId: string;
  links: readonly FaqLink[];
  /** Beside each card (the reply form's 「外す」). */
  action?: (link: FaqLink) => ReactNode;
}

/** FAQ entries inserted into a reply, as cards that open the entry. */
export function FaqLinkCards({ tenantId, links, action }: Props) {
  const styles = useStyles();
  if (!links.length) return null;
  return (
    <ul className={styles.list} aria-label="紹介されたよくある質問">
      {links.map((link) => (
        <li key={link.faqId}>
          <Card size="small" className={styles.card}>
            <Caption1 className={styles.label}>よくある質問</Caption1>
            <RouterLink to={faqEntryPath(tenantId, link.faqId)} className={styles.title}>
              {link.question}
            </RouterLink>
            {link.excerpt && <Caption1 className={styles.excerpt}>{link.excerpt}</Caption1>}
            {action?.(link)}
          </Card>
        </li>
      ))}
    </ul>
  );
}
