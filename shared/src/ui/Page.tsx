import { Body1, Caption1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PHONE } from '../theme/breakpoints';
import { usePageTitle } from './usePageTitle';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    padding: tokens.spacingHorizontalXXL,
    minWidth: 0,
    [PHONE]: { padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`, gap: tokens.spacingVerticalM },
  },
  description: { color: tokens.colorNeutralForeground2 },
  overline: { display: 'block', margin: 0, color: tokens.colorNeutralForeground2 },
});

interface PageProps {
  title: string;
  /** Small text right above the title, such as the reading (フリガナ) of a person's name. */
  overline?: string;
  description?: string;
  children?: ReactNode;
}

/** A page with its title; every screen of every area starts from this. */
export function Page({ title, overline, description, children }: PageProps) {
  const styles = useStyles();
  usePageTitle(title, { fallback: true });
  const heading = (
    <Title2 as="h1" id="page-title">
      {title}
    </Title2>
  );
  return (
    <section className={styles.page} aria-labelledby="page-title">
      {overline ? (
        <hgroup>
          <Caption1 as="p" className={styles.overline}>
            {overline}
          </Caption1>
          {heading}
        </hgroup>
      ) : (
        heading
      )}
      {description && <Body1 className={styles.description}>{description}</Body1>}
      {children}
    </section>
  );
}
