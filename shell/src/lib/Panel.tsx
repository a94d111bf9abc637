import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

const useStyles = makeStyles({
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    width: 'min(440px, 100%)',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow8,
  },
});

/** The card of the simple layout's pages; plain markup, so the login page stays light. */
export function Panel({ className, ...props }: HTMLAttributes<HTMLElement>) {
  const styles = useStyles();
  return <section {...props} className={mergeClasses(styles.panel, className)} />;
}
