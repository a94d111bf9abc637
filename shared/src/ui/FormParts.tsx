import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';

const useStyles = makeStyles({
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** Why the last call was refused, above a form's buttons; nothing while there is no refusal. */
export function FailureMessage({ message, prefix = '' }: { message: string | null; prefix?: string }) {
  if (!message) return null;
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        {prefix}
        {message}
      </MessageBarBody>
    </MessageBar>
  );
}

interface FormButtonsProps {
  /** The submit button's words, and what it says while the call runs. */
  label: string;
  busyLabel?: string;
  busy: boolean;
  icon?: ReactElement;
  /** false disables sending, e.g. while nothing has been changed. */
  ready?: boolean;
  /** Shows キャンセル when given. */
  onCancel?: () => void;
  /** Further buttons after these. */
  children?: ReactNode;
}

/** A form's row of buttons: send (locked while sending) and, when the form can be left, キャンセル. */
export function FormButtons({ label, busyLabel = label, busy, icon, ready = true, onCancel, children }: FormButtonsProps) {
  const styles = useStyles();
  return (
    <div className={styles.buttons}>
      <Button type="submit" appearance="primary" icon={icon} disabled={busy || !ready}>
        {busy ? busyLabel : label}
      </Button>
      {onCancel && (
        <Button onClick={onCancel} disabled={busy}>
          キャンセル
        </Button>
      )}
      {children}
    </div>
  );
}
