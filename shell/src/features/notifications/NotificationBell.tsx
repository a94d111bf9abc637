import { Button, CounterBadge, Popover, PopoverSurface, PopoverTrigger, makeStyles } from '@fluentui/react-components';
import { AlertRegular } from '@fluentui/react-icons';
import { notify, useAuth } from '@madoguchi/shared';
import * as notificationsApi from './api/callables';
import { NOTIFICATION_LIMITS, errorMessage, useLiveData } from '@madoguchi/shared/data';
import { watchNotifications, watchUnreadCount, type AppNotification } from './api/notifications';
import { useState } from 'react';
import { useNavigate } from '@madoguchi/shared/router';
import { NotificationList } from './NotificationList';

const useStyles = makeStyles({
  icon: { position: 'relative', display: 'inline-flex' },
  badge: { position: 'absolute', top: '-6px', right: '-10px' },
});

/** Only paths inside the app are followed, never another site. */
const isAppPath = (link: string) => link.startsWith('/') && !link.startsWith('//');

/** The bell's name, which holds the count it shows (no brackets around it: WCAG 2.5.3 checkers read it as a word). */
const unreadLabel = (count: number) => (count === 0 ? 'お知らせ' : `お知らせ、未読 ${count} 件`);

interface Owner {
  tenantId: string;
  uid: string;
}

/** The popover's content: the latest notifications, read only while the bell is open. */
function OpenList({ tenantId, uid, unreadCount, onOpen }: Owner & { unreadCount: number; onOpen: (notification: AppNotification) => void }) {
  const notifications = useLiveData(`${tenantId}/${uid}`, watchNotifications(tenantId, uid, NOTIFICATION_LIMITS.bell));
  const [markingAll, setMarkingAll] = useState(false);

  const markAllRead = async () => {
    setMarkingAll(true);
    try {
      await notificationsApi.markNotificationsRead({ tenantId, all: true });
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <NotificationList
      notifications={notifications}
      unreadCount={unreadCount}
      markingAll={markingAll}
      onOpen={onOpen}
      onMarkAllRead={() => void markAllRead()}
    />
  );
}

function Bell({ tenantId, uid }: Owner) {
  const styles = useStyles();
  const navigate = useNavigate();
  const unread = useLiveData(`${tenantId}/${uid}`, watchUnreadCount(tenantId, uid));
  const [open, setOpen] = useState(false);
  const unreadCount = unread.status === 'ready' ? unread.data : 0;

  const openNotification = (notification: AppNotification) => {
    setOpen(false);
    if (!notification.read) {
      notificationsApi
        .markNotificationsRead({ tenantId, notificationIds: [notification.id] })
        .catch((error: unknown) => notify.error(errorMessage(error)));
    }
    if (isAppPath(notification.link)) navigate(notification.link);
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
        <OpenList tenantId={tenantId} uid={uid} unreadCount={unreadCount} onOpen={openNotification} />
      </PopoverSurface>
    </Popover>
  );
}

/** The header's bell: the unread count of the signed-in user in the current tenant, live; the list when opened. */
export function NotificationBell() {
  const { tenantId, currentUserId } = useAuth();
  if (!tenantId || !currentUserId) return null;
  return <Bell tenantId={tenantId} uid={currentUserId} />;
}
