import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { notify, useAuth } from '@madoguchi/shared';
import { UNREAD_PATCH_NOTES_MAX, usePatchNotesUnread } from '@madoguchi/shared/data';
import { AreaTabs, type AreaTab } from '@madoguchi/shared/ui';
import { useNavigate, useParams } from '@madoguchi/shared/router';

const TABS = [
  { path: '', label: 'トップ' },
  { path: 'inquiries', label: '問い合わせ' },
  { path: 'faq', label: 'よくある質問' },
] as const;

function unreadLabel(count: number): string {
  return count >= UNREAD_PATCH_NOTES_MAX ? `未読 ${UNREAD_PATCH_NOTES_MAX} 件以上` : `未読 ${count} 件`;
}

async function copyPageLink() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    notify.info('このページのURLをコピーしました。');
  } catch {
    notify.error('URLをコピーできませんでした。アドレスバーからコピーしてください。');
  }
}

/** The user area's navigation: its main pages as tabs, the rest in a menu. */
export function UserAreaNav() {
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const base = `/tenants/${encodeURIComponent(tenantId)}`;
  const { currentUserId } = useAuth();
  const { unreadCount } = usePatchNotesUnread(tenantId || null, currentUserId);
  const tabs: AreaTab[] = [
    ...TABS,
    { path: 'patch-note', label: 'リリースノート', badge: { count: unreadCount, label: unreadLabel(unreadCount) } },
  ];

  return (
    <AreaTabs label="ユーザーメニュー" base={base} tabs={tabs}>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle">その他</Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={() => navigate(`${base}/profile`)}>プロフィール</MenuItem>
            <MenuItem onClick={() => navigate(`${base}/notifications`)}>通知設定</MenuItem>
            <MenuItem onClick={() => void copyPageLink()}>このページのURLをコピー</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </AreaTabs>
  );
}
