import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  MessageBar,
  MessageBarBody,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage } from '@madoguchi/shared/data';
import { useState, type FormEvent, type ReactNode } from 'react';

const useStyles = makeStyles({
  // The gap spaces paragraphs and fields alike, so paragraphs keep no margins of their own.
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '& p': { margin: 0 } },
});

interface Props {
  /** The caller keeps the dialog mounted while it closes, so Fluent plays its closing motion. */
  open: boolean;
  title: string;
  /** The button that sends. */
  actionLabel: string;
  /** false disables the action, e.g. while nothing has been changed. */
  ready?: boolean;
  /** Checked before sending; false stops (the dialog's fields then show their problems). */
  check?: () => boolean;
  /** Sends. On success the caller closes the dialog; a rejection is shown here and every field keeps its value. */
  onAction: () => Promise<void>;
  onClose: () => void;
  /** The fields or the explanation; told whether a call is under way, to lock the fields meanwhile. */
  children: (sending: boolean) => ReactNode;
}

/** A dialog that sends one call, locked while the call runs. */
export function ActionDialog({ open, title, actionLabel, ready = true, check, onAction, onClose, children }: Props) {
  const styles = useStyles();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (check && !check()) return;
    setSending(true);
    setFailure(null);
    try {
      await onAction();
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !sending && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {children(sending)}
              {failure && (
                <MessageBar intent="error">
                  <MessageBarBody>{failure}</MessageBarBody>
                </MessageBar>
              )}
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" disabled={sending || !ready}>
                {sending ? '処理中…' : actionLabel}
              </Button>
              <Button onClick={onClose} disabled={sending}>
                キャンセル
              </Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
