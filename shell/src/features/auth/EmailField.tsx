import { Input, Label, makeStyles, tokens } from '@fluentui/react-components';
import { useId, type Ref } from 'react';

const useStyles = makeStyles({
  field: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  error: {
    color: tokens.colorPaletteRedForeground1,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
});

interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The login page's address field: Fluent's Field look and wiring (label, required mark, an error read
 * out as an alert and described on the input) from Label and Input alone. Field itself brings its
 * validation icons, which the login page's first load would carry for a message seldom shown.
 */
export function EmailField({ value, onChange, error, inputRef }: EmailFieldProps) {
  const styles = useStyles();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <Label htmlFor={id} required>
        メールアドレス
      </Label>
      <Input
        id={id}
        ref={inputRef}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={value}
        onChange={(_, data) => onChange(data.value)}
        placeholder="name@example.com"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <div id={errorId} role="alert" className={styles.error}>
          {error}
        </div>
      )}
    </div>
  );
}
