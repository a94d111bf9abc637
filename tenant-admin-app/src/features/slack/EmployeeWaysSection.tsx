import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { SettingsSection } from './SettingsSection';

const useStyles = makeStyles({
  // No widths: the text wraps to the panel, and an emoji name or command too long for a phone breaks anywhere.
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, alignSelf: 'stretch', minWidth: 0, overflowWrap: 'anywhere' },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  code: { fontFamily: tokens.fontFamilyMonospace },
  note: { color: tokens.colorNeutralForeground2 },
});

function WayGroup({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <div className={styles.group}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      <ul className={styles.list}>{children}</ul>
    </div>
  );
}

const Way = ({ children }: { children: ReactNode }) => (
  <li>
    <Body1>{children}</Body1>
  </li>
);

/**
 * What the tenant admin can tell employees and fellow admins about using the help desk from Slack.
 * Names the saved reaction, not the one being typed in the form, since only the saved one works.
 */
export function EmployeeWaysSection({ ticketEmoji }: { ticketEmoji: string }) {
  const styles = useStyles();
  const code = (text: string) => <code className={styles.code}>{text}</code>;
  return (
    <SettingsSection id="slack-employee-ways-title" title="従業員がSlackから問い合わせる方法">
      <div className={styles.content}>
        <WayGroup title="従業員">
          <Way>メッセージの「…」メニューのショートカット「窓口に問い合わせ」で、そのメッセージを本文にした問い合わせを作成できます。</Way>
          <Way>
            アプリが参加しているチャンネルでメッセージに {code(`:${ticketEmoji}:`)} のリアクションを付けると、付けた人にだけ「問い合わせを作成」ボタンが表示されます。
          </Way>
          <Way>アプリにダイレクトメッセージを送ると、よくある質問の候補と「問い合わせを作成」ボタンが返ってきます。</Way>
          <Way>{code('/madoguchi 検索語')} でよくある質問を検索できます（結果は本人にだけ表示されます）。</Way>
          <Way>アプリのホームタブに、自分の未解決の問い合わせが表示されます。</Way>
          <Way>問い合わせを作成する前に、内容に合うよくある質問が提案されます。</Way>
          <Way>回答はアプリからのダイレクトメッセージのスレッドに届きます。そのスレッドに返信すると、問い合わせへの返信になります。</Way>
        </WayGroup>
        <Body1 className={styles.note}>
          使えるのは、Slackのメールアドレスが窓口に登録されたメールアドレスと一致する人だけです。一致しない人には、窓口に登録されていないことと、設定した場合は「未登録の人に案内する連絡先」だけが本人に表示されます。会社名や管理者の名前は表示されず、問い合わせも作成されません。
        </Body1>
        <WayGroup title="管理者">
          <Way>通知のスレッドでの返信は、既定では社内メモになります（「スレッドでの返信を問い合わせ者に送る」で変更できます）。</Way>
          <Way>問い合わせ者に送るには、スレッドの返信のメニュー（…）からショートカット「問い合わせ者に送信」を選びます。送信前に宛先と内容を確認する画面が出ます。</Way>
          <Way>通知メッセージには「担当する」「ステータス変更」「窓口で開く」のボタンがあります。</Way>
        </WayGroup>
      </div>
    </SettingsSection>
  );
}
