import { Caption1, Card, Subtitle2, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { RouterLink } from '@madoguchi/shared/ui';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  card: { minWidth: '180px', flex: '1 1 180px', gap: tokens.spacingVerticalXS },
  attention: { borderLeft: `4px solid ${tokens.colorPaletteRedBorder2}` },
  figure: { fontSize: tokens.fontSizeHero800, lineHeight: tokens.lineHeightHero800, fontWeight: tokens.fontWeightSemibold },
  note: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  label: string;
  /** The figure itself: a count, or a short state such as 「接続中」. */
  value: ReactNode;
  /** The list the figure stands for. */
  to: string;
  linkText: string;
  note?: string;
  /** Marks a figure that asks for action (e.g. inquiries waiting too long). */
  attention?: boolean;
}

/** One figure of the admin home, linking to its list. */
export function FigureCard({ label, value, to, linkText, note, attention = false }: Props) {
  const styles = useStyles();
  return (
    <Card className={mergeClasses(styles.card, attention && styles.attention)} role="group" aria-label={label}>
      <Subtitle2 as="h2">{label}</Subtitle2>
      <Text className={styles.figure}>{value}</Text>
      {note && <Caption1 className={styles.note}>{note}</Caption1>}
      <RouterLink to={to}>{linkText}</RouterLink>
    </Card>
  );
}
