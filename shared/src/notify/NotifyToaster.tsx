import {
  Toast,
  ToastTitle,
  Toaster,
  makeStyles,
  tokens,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { useEffect } from 'react';
import { brandColors } from '../theme/brandTheme';
import { subscribeNotices, type Notice } from './notifyBus';

/** docs/product.md#theme-and-toasts: toasts stay 4 seconds. */
export const TOAST_TIMEOUT_MS = 4000;

const useStyles = makeStyles({
  error: { backgroundColor: brandColors.negative, color: tokens.colorNeutralForegroundOnBrand },
  info: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  title: { color: 'inherit' },
});

function NoticeToast({ notice }: { notice: Notice }) {
  const styles = useStyles();
  return (
    <Toast className={styles[notice.intent]} data-intent={notice.intent}>
      <ToastTitle className={styles.title}>{notice.message}</ToastTitle>
    </Toast>
  );
}

/** The app's single Toaster at the bottom of the page, fed by `notify`. */
export function NotifyToaster() {
  const toasterId = useId('madoguchi-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      subscribeNotices((notice) =>
        dispatchToast(<NoticeToast notice={notice} />, {
          intent: notice.intent,
          politeness: notice.intent === 'error' ? 'assertive' : 'polite',
        }),
      ),
    [dispatchToast],
  );
  return <Toaster toasterId={toasterId} position="bottom" timeout={TOAST_TIMEOUT_MS} pauseOnHover />;
}
