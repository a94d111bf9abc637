import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogSurface, DialogTitle, Text } from '@fluentui/react-components';

interface Props {
  open: boolean;
  title: string;
  message: string;
  action: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before an action readers will notice (publishing, unpublishing, deleting). */
export function ConfirmDialog({ open, title, message, action, busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={open} onOpenChange={(_, data) => !busy && !data.open && onCancel()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            <Text as="p">{message}</Text>
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" onClick={onConfirm} disabled={busy}>
              {busy ? '処理中…' : action}
            </Button>
            <Button onClick={onCancel} disabled={busy}>
              キャンセル
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
