import {
  Button,
  CounterBadge,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular, NavigationRegular } from '@fluentui/react-icons';
import { PHONE, useAuth, type NavigationEntry, type RemoteName } from '@madoguchi/shared';
import { UNREAD_PATCH_NOTES_MAX, usePatchNotesUnread } from '@madoguchi/shared/data';
import { Link, useLocation } from '@madoguchi/shared/router';
import { useEffect, useMemo, useState } from 'react';
import { useAreaIntent } from '../../lib/areaIntent';
import { declaredNavigation } from './declaredNavigation';
import { currentItem, navigationItems, navigationScope, type NavigationItem, type NavigationScope } from './navigationItems';
import { usePageName } from './usePageName';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'stretch',
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  wide: { display: 'flex', flexWrap: 'wrap', margin: 0, padding: 0, listStyle: 'none', [PHONE]: { display: 'none' } },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minHeight: '44px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    color: tokens.colorNeutralForeground2,
    textDecoration: 'none',
    borderBottom: '3px solid transparent',
    boxSizing: 'border-box',
    ':hover': { color: tokens.colorNeutralForeground1, backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  current: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    borderBottomColor: tokens.colorCompoundBrandStroke,
  },
  narrow: {
    display: 'none',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minWidth: 0,
    [PHONE]: { display: 'flex' },
  },
  menuButton: { minHeight: '44px', minWidth: '44px' },
  name: { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  drawerList: { display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' },
  drawerLink: { minHeight: '48px', borderBottom: 'none', borderLeft: '3px solid transparent', padding: `0 ${tokens.spacingHorizontalL}` },
  drawerCurrent: { borderLeftColor: tokens.colorCompoundBrandStroke, backgroundColor: tokens.colorNeutralBackground1Selected },
});

/** The declared entries of the scope's areas, once each has been read. */
function useDeclaredEntries(scope: NavigationScope | null): ReadonlyMap<RemoteName, readonly NavigationEntry[]> {
  const [entries, setEntries] = useState<ReadonlyMap<RemoteName, readonly NavigationEntry[]>>(new Map());
  const remotes = scope?.areas.map((area) => area.remote).join(',') ?? '';
  useEffect(() => {
    let active = true;
    const wanted = remotes ? (remotes.split(',') as RemoteName[]) : [];
    void Promise.all(wanted.map(async (remote) => [remote, await declaredNavigation(remote)] as const)).then((pairs) => {
      if (active) setEntries(new Map(pairs));
    });
    return () => {
      active = false;
    };
  }, [remotes]);
  return entries;
}

function unreadLabel(count: number): string {
  return count >= UNREAD_PATCH_NOTES_MAX ? `未読 ${UNREAD_PATCH_NOTES_MAX} 件以上` : `未読 ${count} 件`;
}

interface LinkProps {
  item: NavigationItem;
  current: boolean;
  count: number;
  className?: string;
  onFollow?: () => void;
}

function NavLink({ item, current, count, className, onFollow }: LinkProps) {
  const styles = useStyles();
  const intent = useAreaIntent();
  return (
    <Link
      to={item.href}
      className={mergeClasses(styles.link, current && styles.current, className)}
      aria-current={current ? 'page' : undefined}
      aria-label={count ? `${item.label}、${unreadLabel(count)}` : undefined}
      onClick={onFollow}
      {...intent(item.href)}
    >
      {item.label}
      {count > 0 && <CounterBadge count={count} overflowCount={9} size="small" />}
    </Link>
  );
}

/**
 * The navigation of the person's role on every page of their areas, from what each area declares
 * (issue 18): links in a bar on wide screens; on phones, the current page's name and a menu button
 * that opens the links in a drawer.
 */
export function MainNav() {
  const styles = useStyles();
  const { pathname } = useLocation();
  const { isTenantAdmin, isSystemAdmin, currentUserId } = useAuth();
  const scope = useMemo(() => navigationScope(pathname, { isTenantAdmin, isSystemAdmin }), [pathname, isTenantAdmin, isSystemAdmin]);
  const entries = useDeclaredEntries(scope);
  const items = useMemo(() => (scope ? navigationItems(scope, entries) : []), [scope, entries]);
  const current = currentItem(items, pathname);
  const pageName = usePageName();
  const { unreadCount } = usePatchNotesUnread(scope?.tenantId ?? null, items.some((item) => item.badge) ? currentUserId : null);
  // Open on the page it was opened on: following a link (or going back) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  if (!scope) return null;
  const countOf = (item: NavigationItem) => (item.badge === 'unreadPatchNotes' ? unreadCount : 0);
  const label = scope.role === 'systemAdmin' ? 'システム管理メニュー' : scope.role === 'tenantAdmin' ? 'テナント管理メニュー' : 'メニュー';
  // A page no entry has (the profile, the notification settings) is named by its own title, once the
  // entries are read: until then a page of the navigation would flash its longer title.
  const entriesRead = entries.size === scope.areas.length;
  const narrowName = current?.label ?? (entriesRead ? pageName : '');

  return (
    <nav aria-label={label} className={styles.bar}>
      <ul className={styles.wide}>
        {items.map((item) => (
          <li key={item.key}>
            <NavLink item={item} current={item === current} count={countOf(item)} />
          </li>
        ))}
      </ul>
      <div className={styles.narrow}>
        <Button
          appearance="subtle"
          className={styles.menuButton}
          icon={<NavigationRegular />}
          aria-label={`${label}を開く`}
          aria-expanded={open}
          onClick={() => setOpen(true)}
        />
        <span className={styles.name} aria-current={narrowName ? 'page' : undefined}>
          {narrowName}
        </span>
      </div>
      <OverlayDrawer open={open} onOpenChange={(_, data) => setOpen(data.open)} position="start" aria-label={label}>
        <DrawerHeader>
          <DrawerHeaderTitle
            action={<Button appearance="subtle" aria-label="閉じる" icon={<DismissRegular />} onClick={() => setOpen(false)} />}
          >
            {label}
          </DrawerHeaderTitle>
        </DrawerHeader>
        <DrawerBody>
          <ul className={styles.drawerList}>
            {items.map((item) => (
              <li key={item.key}>
                <NavLink
                  item={item}
                  current={item === current}
                  count={countOf(item)}
                  className={mergeClasses(styles.drawerLink, item === current && styles.drawerCurrent)}
                  onFollow={() => setOpen(false)}
                />
              </li>
            ))}
          </ul>
        </DrawerBody>
      </OverlayDrawer>
    </nav>
  );
}
