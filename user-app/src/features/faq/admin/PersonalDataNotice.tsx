import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { findPersonalData, listPersonalData } from '@madoguchi/shared/contracts';
import { htmlToText } from '@madoguchi/shared/format';
import type { FaqSource } from './FaqEditor';
import type { FaqFormValues } from './faqForm';

/**
 * Where the entry came from, and what of the requester it still holds: flagged as the admin edits, and
 * refused by the server on publishing (the same finder runs there).
 */
export function PersonalDataNotice({ source, values }: { source: FaqSource; values: FaqFormValues }) {
  const hits = findPersonalData(`${values.question}\n${htmlToText(values.answerHtml)}`, [source.requesterName]);
  return (
    <MessageBar intent={hits.length ? 'warning' : 'info'} layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>問い合わせ #{source.number} から作成しています</MessageBarTitle>
        {source.omitted > 0 && `返信の宛名・あいさつ・署名・この問い合わせについての連絡（${source.omitted}行）は回答に入れていません。`}
        {hits.length ? (
          <>
            公開する前に、次の個人情報を削除してください(含まれている間は公開できません):{' '}
            {listPersonalData(hits)}
          </>
        ) : (
          '依頼者の名前・メールアドレス・電話番号は見つかりません。内容を確認してから公開してください。'
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
