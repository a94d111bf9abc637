import { Body1, Field, Switch, makeStyles, tokens } from '@fluentui/react-components';

/** The switch's words (the tests name it). */
export const HIDE_BODY_LABEL = '本文をチャンネルに表示しない';

const WHO = '投稿先のチャンネルを見られる人（公開チャンネルならワークスペースの全員）';
const SHOWN_HINT = `${WHO}が、問い合わせの件名・依頼者名・カテゴリ・本文と、窓口で書かれた返信の内容を見られます。`;
const HIDDEN_HINT =
  `${WHO}が見られるのは、問い合わせの件名・依頼者名・カテゴリ、返信があったこととステータスの変更、窓口へのリンクだけです。` +
  '本文と返信の内容は、窓口でテナント管理者と問い合わせ者本人だけが見られます。';
export const HIDE_BODY_NOTE =
  '保存した後の投稿から変わります。すでにチャンネルに投稿された本文は消えません。スレッドにSlackで直接書かれた返信は、この設定にかかわらずチャンネルで見られます。';

const useStyles = makeStyles({ note: { color: tokens.colorNeutralForeground2 } });

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

/** Whether inquiry and reply bodies show in the channel, saying plainly who then sees what. */
export function BodyInChannelSwitch({ checked, onChange, disabled }: Props) {
  const styles = useStyles();
  return (
    <>
      <Field hint={checked ? HIDDEN_HINT : SHOWN_HINT}>
        <Switch label={HIDE_BODY_LABEL} checked={checked} onChange={(_, data) => onChange(data.checked)} disabled={disabled} />
      </Field>
      <Body1 className={styles.note}>{HIDE_BODY_NOTE}</Body1>
    </>
  );
}
