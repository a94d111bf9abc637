import { Body1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { usePageTitle } from './usePageTitle';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXXL },
  description: { color: tokens.colorNeutralForeground2 },
});

/** A page with its title; every screen of every area starts from this. */
export function Page({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  const styles = useStyles();
  usePageTitle(title, { fallback: true });
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <Title2 as="h1" id="page-title">
        {title}
      </Title2>
      {description && <Body1 className={styles.description}>{description}</Body1>}
      {children}
    </section>
  );
}
