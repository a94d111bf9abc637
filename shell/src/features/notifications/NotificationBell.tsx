import { Button, CounterBadge, Popover, PopoverSurface, PopoverTrigger, makeStyles } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { notify, useAuth } from '@madoguchi/shared';
import {
  errorMessage,
  markAllNotificationsRead,
  markNotificationRead,
  useLiveData,
  watchNotifications,
  type AppNotification,
} from '@madoguchi/shared/data';
import { useState } from 'react';
import { useNavigate } from '@madoguchi/shared/router';
import { NotificationList } from './NotificationList';

/** How many of the latest notifications the bell shows and counts. */
export const BELL_SIZE = 20;

const useStyles = makeStyles({
  icon: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-6px', right: '-10px' },
});

/** Only paths inside the app are followed, never another site. */
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** The bell's name, which holds the count it shows (no brackets around it: WCAG 2.5.3 checkers read it as a word). */
function unreadLabel(count: number): string {
  if (count === 0) return 'お知らせ';
  return count >= BELL_SIZE ? `お知らせ、未読 ${BELL_SIZE} 件以上` : `お知らせ、未読 ${count} 件`;
}

function Bell({ tenantId, uid }: { tenantId: string; uid: string }) {
  const styles = useStyles();
  const navigate = useNavigate();
  const notifications = useLiveData(`${tenantId}/${uid}`, watchNotifications(tenantId, uid, BELL_SIZE));
  const [open, setOpen] = useState(false);
  const [markingAll, setMarkingAll] = useState(false);
  const unreadCount = notifications.status === 'ready' ? notifications.data.filter((item) => !item.read).length : 0;

  const openNotification = (notification: AppNotification) => {
    setOpen(false);
    if (!notification.read) {
      markNotificationRead(tenantId, uid, notification.id).catch((error: unknown) => notify.error(errorMessage(error)));
    }
    if (isAppPath(notification.link)) navigate(notification.link);
  };

  const markAllRead = async () => {
    setMarkingAll(true);
    try {
      await markAllNotificationsRead(tenantId, uid);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <Popover open={open} onOpenChange={(_, data) => setOpen(data.open)} positioning="below-end" withArrow>
      <PopoverTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          aria-label={unreadLabel(unreadCount)}
          icon={
            <span className={styles.icon}>
              <AlertRegular />
              {/* Its count is in the button's name already. */}
              {unreadCount > 0 && (
                <CounterBadge className={styles.badge} count={unreadCount} overflowCount={9} size="small" color="danger" aria-hidden />
              )}
            </span>
          }
        />
      </PopoverTrigger>
      <PopoverSurface aria-label="お知らせ">
        <NotificationList
          notifications={notifications}
          unreadCount={unreadCount}
          markingAll={markingAll}
          onOpen={openNotification}
          onMarkAllRead={() => void markAllRead()}
        />
      </PopoverSurface>
    </Popover>
  );
}

/** The header's bell: the signed-in user's notifications in the current tenant, live. */
export function NotificationBell() {
  const { tenantId, currentUserId } = useAuth();
  if (!tenantId || !currentUserId) return null;
  return <Bell tenantId={tenantId} uid={currentUserId} />;
}
