import { Field, Switch, Text } from '@fluentui/react-components';
import { ActionDialog } from '@madoguchi/shared/ui';
import { useState } from 'react';

/** The switch's words (the tests and the dialog name it). */
export const REPLIES_PUBLIC_LABEL = 'スレッドでの返信を問い合わせ者に送る';

const OFF_HINT =
  'オフのときは、Slackのスレッドに書いた返信は社内メモとして問い合わせに残り、問い合わせ者には送られません。' +
  '問い合わせ者に送るには、その返信のメニュー（…）から「問い合わせ者に送信」を選ぶか、窓口の問い合わせのページから回答してください。';
const ON_HINT =
  'オンのため、Slackのスレッドに書いた返信は、すべてそのまま問い合わせ者に送られます。' +
  'オフにすると、スレッドでの返信は社内メモとして残ります。';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}

/**
 * Whether thread replies go to the requester. Turning it on is a knowing choice, made in a dialog:
 * from then on whatever is written in the thread reaches the requester as it is. Turning it off is not asked.
 */
export function RepliesPublicSwitch({ checked, onChange, disabled }: Props) {
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    onChange(true);
    setConfirming(false);
  };

  return (
    <>
      <Field hint={checked ? ON_HINT : OFF_HINT}>
        <Switch
          label={REPLIES_PUBLIC_LABEL}
          checked={checked}
          onChange={(_, data) => (data.checked ? setConfirming(true) : onChange(false))}
          disabled={disabled}
        />
      </Field>
      {confirming && (
        <ActionDialog
          open
          title="スレッドでの返信を問い合わせ者に送りますか？"
          actionLabel="送るようにする"
          onAction={confirm}
          onClose={() => setConfirming(false)}
        >
          {() => (
            <>
              <Text as="p">
                オンにすると、これからはSlackのスレッドに書かれた返信が、すべてそのまま問い合わせ者に送られます。送る前に内容や宛先を確認する画面は出ません。
              </Text>
              <Text as="p">社内での相談や確認のつもりでスレッドに書いたことも、問い合わせ者に届きます。</Text>
              <Text as="p">オフのままでも、返信のメニューの「問い合わせ者に送信」を使えば、確認してから1件ずつ送れます。</Text>
              <Text as="p">設定は「保存」を押すと反映されます。</Text>
            </>
          )}
        </ActionDialog>
      )}
    </>
  );
}
