import { Field, Input } from '@fluentui/react-components';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string | null | undefined;
  hint?: string;
  type?: 'text' | 'email';
  disabled: boolean;
}

/** A required one-line field of the tenant dialogs, with its problem beside it. */
export function TextField({ label, value, onChange, problem, hint, type = 'text', disabled }: Props) {
  return (
    <Field label={label} required validationMessage={problem ?? undefined} hint={hint}>
      <Input type={type} value={value} onChange={(_, data) => onChange(data.value)} disabled={disabled} />
    </Field>
  );
}
