import { Button, Field, Input, MessageBar, MessageBarBody, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactElement, ReactNode } from 'react';
import type { FormProblems } from './useSavingForm';

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

/** The part of a form (useSavingForm) a field binds to. */
export interface BoundForm<Values> {
  values: Values;
  errors: FormProblems<Values>;
  saving: boolean;
  change: <K extends keyof Values>(name: K, value: Values[K]) => void;
}

/** The fields of a form whose values are text. */
type TextKeys<Values> = { [K in keyof Values]: Values[K] extends string ? K : never }[keyof Values];

interface TextFieldProps<Values> {
  form: BoundForm<Values>;
  name: TextKeys<Values>;
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  type?: 'text' | 'email';
  maxLength?: number;
  placeholder?: string;
  /** The keyboard a phone shows (e.g. numeric for a number typed as text). */
  inputMode?: 'numeric' | 'text';
  /** The input's own class (its width), where the field's is `className`. */
  inputClassName?: string;
  /** A Textarea of this many rows, growing as the person resizes it. */
  rows?: number;
}

/**
 * A text field of a form: its label, its value, its problem beside it (gone once edited), locked while
 * the form saves. Every form's fields are built the same way from this.
 */
export function TextField<Values>({ form, name, label, required, hint, className, rows, inputClassName, ...input }: TextFieldProps<Values>) {
  const bound = {
    value: form.values[name] as string,
    onChange: (_: unknown, data: { value: string }) => form.change(name, data.value as Values[typeof name]),
    disabled: form.saving,
    className: inputClassName,
    maxLength: input.maxLength,
    placeholder: input.placeholder,
  };
  return (
    <Field label={label} required={required} validationMessage={form.errors[name]} hint={hint} className={className}>
      {rows ? <Textarea {...bound} resize="vertical" rows={rows} /> : <Input {...bound} type={input.type} inputMode={input.inputMode} />}
    </Field>
  );
}
