import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CANNED_REPLY_PLACEHOLDERS, placeholderText, type CannedReplyPlaceholder } from '@madoguchi/shared/contracts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hint: { color: tokens.colorNeutralForeground2 },
});

interface Props {
  onInsert: (name: CannedReplyPlaceholder) => void;
  disabled: boolean;
}

/** One button per placeholder, named in Japanese; the code it writes ({{requesterName}}) is its tooltip. */
export function PlaceholderButtons({ onInsert, disabled }: Props) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="group" aria-labelledby="placeholder-buttons-label">
      <Caption1 id="placeholder-buttons-label" className={styles.hint}>
        差し込み項目（本文のカーソル位置に入ります。挿入するときに、問い合わせの内容に置き換わります）
      </Caption1>
      <div className={styles.buttons}>
        {CANNED_REPLY_PLACEHOLDERS.map(({ name, label }) => (
          <Button key={name} size="small" title={placeholderText(name)} onClick={() => onInsert(name)} disabled={disabled}>
            {label}
          </Button>
        ))}
      </div>
    </div>
  );
}
