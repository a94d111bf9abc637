import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { errorMessage } from '@madoguchi/shared/data';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FailureMessage } from './FormParts';

const useStyles = makeStyles({
  // The gap spaces paragraphs and fields alike, so paragraphs keep no margins of their own.
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '& p': { margin: 0 } },
  // The confirming button says in colour that this cannot be undone.
  destructive: {
    ':enabled': { backgroundColor: tokens.colorPaletteRedBackground3 },
    ':enabled:hover': { backgroundColor: tokens.colorPaletteRedForeground1 },
    ':enabled:hover:active': { backgroundColor: tokens.colorPaletteRedForeground1 },
  },
});

interface Props {
  /** The caller keeps the dialog mounted while it closes, so Fluent plays its closing motion. */
  open: boolean;
  title: string;
  /** The button that sends. */
  actionLabel: string;
  /** What the button says while the call runs. */
  busyLabel?: string;
  /** A red button, for what cannot be undone. */
  destructive?: boolean;
  /** Put before a refusal, e.g. 「削除できませんでした。」. */
  failurePrefix?: string;
  /** false disables the action, e.g. while nothing has been changed. */
  ready?: boolean;
  /** Checked before sending; false stops (the dialog's fields then show their problems). */
  check?: () => boolean;
  /** Sends. On success the caller closes the dialog; a rejection is shown here and every field keeps its value. */
  onAction: () => Promise<void>;
  /** A second way to do it (「置き換える」 beside 「挿入する」), checked and locked as the action is. */
  alternative?: { label: string; onAction: () => Promise<void> };
  onClose: () => void;
  /** The fields or the explanation; told whether a call is under way, to lock the fields meanwhile. */
  children: (sending: boolean) => ReactNode;
}

/** What a dialog that deletes says, in red: `<ActionDialog {...DELETION} …>`. */
export const DELETION = { actionLabel: '削除する', busyLabel: '削除中…', destructive: true, failurePrefix: '削除できませんでした。' } as const;

/** A dialog that sends one call, locked while the call runs. */
export function ActionDialog({
  open,
  title,
  actionLabel,
  busyLabel = '処理中…',
  destructive = false,
  failurePrefix,
  ready = true,
  check,
  onAction,
  alternative,
  onClose,
  children,
}: Props) {
  const styles = useStyles();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // Each opening starts afresh: no refusal from the last time, nothing locked by a call that succeeded.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setSending(false);
      setFailure(null);
    }
  }

  const run = async (action: () => Promise<void>) => {
    if (check && !check()) return;
    setSending(true);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(errorMessage(error));
      setSending(false);
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // Opened from inside another form (the reply box's pickers), the dialog is in that form's React tree
    // though not in its DOM: its submit must not reach that form too.
    event.stopPropagation();
    await run(onAction);
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && !sending && onClose()}>
      <DialogSurface>
        <form onSubmit={submit} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {children(sending)}
              <FailureMessage message={failure} prefix={failurePrefix} />
            </DialogContent>
            <DialogActions>
              <Button type="submit" appearance="primary" className={destructive ? styles.destructive : undefined} disabled={sending || !ready}>
                {sending ? busyLabel : actionLabel}
              </Button>
              {alternative && (
                <Button onClick={() => void run(alternative.onAction)} disabled={sending || !ready}>
                  {alternative.label}
                </Button>
              )}
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
