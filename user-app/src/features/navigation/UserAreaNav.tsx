import {
  Button,
  Menu,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { notify } from '@madoguchi/shared';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

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
});

const TABS = [
  { value: '', label: 'トップ' },
  { value: 'inquiries', label: '問い合わせ' },
  { value: 'faq', label: 'よくある質問' },
  { value: 'patch-note', label: 'リリースノート' },
] as const;

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
  const styles = useStyles();
  const navigate = useNavigate();
  const { tenantId = '' } = useParams();
  const base = `/tenants/${encodeURIComponent(tenantId)}`;
  const section = useLocation().pathname.slice(base.length + 1).split('/')[0] ?? '';

  return (
    <nav className={styles.nav} aria-label="ユーザーメニュー">
      <TabList
        selectedValue={section}
        onTabSelect={(_, data) => navigate(data.value ? `${base}/${String(data.value)}` : base)}
      >
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tab>
        ))}
      </TabList>
      <span className={styles.spacer} />
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
    </nav>
  );
}
