import { CounterBadge, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from '@madoguchi/shared/router';

const useStyles = makeStyles({
  nav: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `0 ${tokens.spacingHorizontalXL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  spacer: { flexGrow: 1 },
  badge: { marginLeft: tokens.spacingHorizontalXS },
});

export interface AreaTab {
  /** Path below the area's base; '' is the area's home. */
  path: string;
  label: string;
  /** A count beside the label, e.g. unread items; `label` is what a screen reader hears for it. */
  badge?: { count: number; label: string };
  /** Other paths whose pages belong to this tab (e.g. users/categories under ユーザーカテゴリ). */
  also?: readonly string[];
}

/** The tab whose path (or one of `also`) is the longest prefix of `rest`; '' (home) if none. */
function selectedTab(tabs: readonly AreaTab[], rest: string): string {
  let best = { path: '', length: 0 };
  for (const tab of tabs) {
    for (const prefix of [tab.path, ...(tab.also ?? [])]) {
      const matches = prefix && (rest === prefix || rest.startsWith(`${prefix}/`));
      if (matches && prefix.length > best.length) best = { path: tab.path, length: prefix.length };
    }
  }
  return best.path;
}

interface Props {
  label: string;
  /** The area's base path, e.g. /tenants/tenant-a/admin. */
  base: string;
  tabs: readonly AreaTab[];
  /** Extra actions at the end of the bar. */
  children?: ReactNode;
}

/** An area's main pages as tabs; the tab of the current page's path is selected. */
export function AreaTabs({ label, base, tabs, children }: Props) {
  const styles = useStyles();
  const navigate = useNavigate();
  const rest = useLocation().pathname.slice(base.length + 1);
  const selected = selectedTab(tabs, rest);

  return (
    <nav className={styles.nav} aria-label={label}>
      <TabList selectedValue={selected} onTabSelect={(_, data) => navigate(data.value ? `${base}/${String(data.value)}` : base)}>
        {tabs.map((tab) => (
          <Tab
            key={tab.path}
            value={tab.path}
            aria-label={tab.badge?.count ? `${tab.label}（${tab.badge.label}）` : undefined}
          >
            {tab.label}
            {!!tab.badge?.count && <CounterBadge className={styles.badge} count={tab.badge.count} overflowCount={9} size="small" />}
          </Tab>
        ))}
      </TabList>
      <span className={styles.spacer} />
      {children}
    </nav>
  );
}
