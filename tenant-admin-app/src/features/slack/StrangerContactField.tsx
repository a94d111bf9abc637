import { Field, Input, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  // A cap, not a width: on a phone the field takes the row.
  input: { maxWidth: '480px' },
});

// The contract words the field's problems with the same label.
const LABEL = '未登録の人に案内する連絡先';

const HINT =
  '窓口に登録されていない人がこのワークスペースでアプリを使ったときに表示する連絡先です（例: 情報システム部（内線 1234））。' +
  'ワークスペースの誰にでも見えるため、知られてよい内容だけを1行で入力してください。空欄なら何も表示せず、会社名や管理者の名前も表示しません。';

interface Props {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  disabled: boolean;
}

/**
 * The one line people registered nowhere are shown (opt-in): otherwise they learn nothing of the
 * tenant, not even that it uses the app in this workspace.
 */
export function StrangerContactField({ value, error, onChange, disabled }: Props) {
  const styles = useStyles();
  return (
    <Field label={LABEL} hint={HINT} validationMessage={error}>
      <Input className={styles.input} value={value} onChange={(_, data) => onChange(data.value)} autoComplete="off" disabled={disabled} />
    </Field>
  );
}
