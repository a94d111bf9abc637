import { Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    maxWidth: '800px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    boxShadow: tokens.shadow4,
  },
  danger: { boxShadow: 'none', border: `1px solid ${tokens.colorPaletteRedBorder1}` },
});

interface Props {
  /** Names the heading, which labels the section. */
  id: string;
  title: string;
  /** danger: an action that cannot be undone. */
  tone?: 'normal' | 'danger';
  children: ReactNode;
}

/** One panel of the Slack settings page, labelled by its heading. */
export function SettingsSection({ id, title, tone = 'normal', children }: Props) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.panel, tone === 'danger' && styles.danger)} aria-labelledby={id}>
      <Subtitle2 as="h2" id={id}>
        {title}
      </Subtitle2>
      {children}
    </section>
  );
}
