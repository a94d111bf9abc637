import { Button, Spinner, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { LiveData } from '@madoguchi/shared/data';
import type { AppNotification } from './api/notifications';
import { formatDateTime } from '@madoguchi/shared/format';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, width: '360px', maxWidth: '80vw' },
  head: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: tokens.spacingHorizontalS },
  list: { listStyle: 'none', margin: 0, padding: 0, maxHeight: '60vh', overflowY: 'auto' },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    width: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    textAlign: 'left',
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  unread: { backgroundColor: tokens.colorBrandBackground2, fontWeight: tokens.fontWeightSemibold },
  time: { color: tokens.colorNeutralForeground3, fontWeight: tokens.fontWeightRegular },
  note: { color: tokens.colorNeutralForeground2, padding: tokens.spacingVerticalM },
  // Unread is shown by colour and weight; screen readers hear it in words.
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

interface Props {
  notifications: LiveData<AppNotification[]>;
  unreadCount: number;
  markingAll: boolean;
  onOpen: (notification: AppNotification) => void;
  onMarkAllRead: () => void;
}

/** The bell's popover: the latest notifications, unread ones highlighted, newest first. */
export function NotificationList({ notifications, unreadCount, markingAll, onOpen, onMarkAllRead }: Props) {
  const styles = useStyles();
  return (
    <div className={styles.panel}>
      <div className={styles.head}>
        <Text weight="semibold">お知らせ</Text>
        <Button appearance="transparent" size="small" disabled={unreadCount === 0 || markingAll} onClick={onMarkAllRead}>
          すべて既読にする
        </Button>
      </div>
      {notifications.status === 'loading' && <Spinner size="tiny" label="読み込み中…" />}
      {notifications.status === 'error' && (
        <Text className={styles.note} role="alert">
          お知らせを読み込めませんでした。{notifications.message}
        </Text>
      )}
      {notifications.status === 'ready' && notifications.data.length === 0 && (
        <Text className={styles.note}>お知らせはありません。</Text>
      )}
      {notifications.status === 'ready' && notifications.data.length > 0 && (
        <ul className={styles.list} aria-label="お知らせ一覧">
          {notifications.data.map((notification) => (
            <li key={notification.id}>
              <button
                type="button"
                className={mergeClasses(styles.item, !notification.read && styles.unread)}
                onClick={() => onOpen(notification)}
              >
                <span>
                  {!notification.read && <span className={styles.hidden}>未読: </span>}
                  {notification.title}
                </span>
                {notification.createdAt && (
                  <span className={styles.time}>{formatDateTime(notification.createdAt)}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
