import { Field, Input, makeStyles } from '@fluentui/react-components';
import { DEFAULT_TICKET_EMOJI } from '@madoguchi/shared/contracts';

const useStyles = makeStyles({
  // A cap, not a width: on a phone the field takes the row.
  input: { maxWidth: '240px' },
});

interface Props {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  disabled: boolean;
}

/** The reaction that offers employees an inquiry: the emoji's name, the colons shown around it rather than typed. */
export function TicketEmojiField({ value, error, onChange, disabled }: Props) {
  const styles = useStyles();
  return (
    <Field
      label="問い合わせにするリアクション"
      hint={`アプリが参加しているチャンネルで、メッセージにこの絵文字のリアクションを付けた人に「問い合わせを作成」ボタンが表示されます。絵文字名をコロンなしで入力してください（標準は ${DEFAULT_TICKET_EMOJI}）。`}
      validationMessage={error}
    >
      <Input
        className={styles.input}
        value={value}
        onChange={(_, data) => onChange(data.value)}
        contentBefore={<span aria-hidden="true">:</span>}
        contentAfter={<span aria-hidden="true">:</span>}
        spellCheck={false}
        autoComplete="off"
        autoCapitalize="off"
        disabled={disabled}
      />
    </Field>
  );
}
