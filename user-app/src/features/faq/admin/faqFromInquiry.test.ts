import type { Inquiry, InquiryMessage } from '@madoguchi/shared/data';
import { draftFromInquiry } from './faqFromInquiry';

const inquiry: Inquiry = {
  id: 'i1', number: 22, title: 'アカウントがロックされてログインできません', body: '自宅から', status: 'resolved', categoryId: 'sales',
  requesterUid: 'u1', requesterName: '鈴木 一郎', assigneeUid: null, createdAt: null, lastMessageAt: null, satisfaction: null, madeFaqs: [],
};
const message = (fields: Partial<InquiryMessage>): InquiryMessage => ({
  id: 'm', body: '', authorUid: 'admin', authorName: '佐藤 花子', source: 'web', internal: false, createdAt: null, attachments: [], faqLinks: [], patchNoteId: null, ...fields,
});

// The demo tenant's canned replies, as the desk wrote them.
const RESOLVED = [
  '{{requesterName}} さん',
  '',
  '#{{number}}「{{title}}」の対応が完了しました。',
  '解消したかご確認いただき、まだお困りの場合はこのスレッドにご返信ください。',
  'ご返信がない場合、7日後に自動でクローズされます。',
  '',
  '{{tenantName}} 社内ヘルプデスク {{adminName}}',
].join('\n');
const MORE_INFO = [
  '{{requesterName}} さん',
  '',
  'お問い合わせありがとうございます。{{adminName}}です。',
  '確認を進めるため、次の点を教えていただけますか。',
  '',
  'お手数をおかけしますが、よろしくお願いいたします。',
].join('\n');
const KNOW_HOW = ['{{requesterName}} さん', '', '{{categoryName}}の開発用アカウントは、上長の承認後に情報システム課が設定します。', '社内ポータルの「アカウント申請」から申請してください。'].join('\n');
const context = { templates: [RESOLVED, MORE_INFO, KNOW_HOW], tenantName: '株式会社さくら商事' };

const answerOf = (...bodies: string[]) => draftFromInquiry(inquiry, bodies.map((body) => message({ body })), context);

describe('draftFromInquiry', () => {
  it('takes the title as the question and only the public answers of the support side, escaped, as paragraphs', () => {
    const draft = draftFromInquiry(inquiry, [
      message({ authorUid: 'u1', body: '自宅から接続できません。鈴木' }),
      message({ body: '一度サインアウトしてください。\nその後 <再起動> してください。\n\nそれでもだめなら & ご連絡ください。' }),
      message({ internal: true, body: '社内: 先週も同じ件あり' }),
      message({ authorUid: null, source: 'slack', body: 'VPNアプリを更新してください。' }),
      message({ authorUid: null, source: 'system', body: 'この件はリリースノート『v2.3』で修正されました。', patchNoteId: 'n1' }),
    ]);
    expect(draft.values).toEqual({
      question: 'アカウントがロックされてログインできません',
      answerHtml:
        '<p>一度サインアウトしてください。<br>その後 &lt;再起動&gt; してください。</p><p>それでもだめなら &amp; ご連絡ください。</p><p>VPNアプリを更新してください。</p>',
      categoryIds: ['sales'],
      tags: '',
      aliases: '',
      status: 'draft',
    });
  });

  it('leaves out what the canned reply said about this ticket: the 宛名, its number and title, the closing notice and the signature', () => {
    const body = [
      '鈴木 一郎 さん',
      '',
      'アカウントのロックを解除しました。',
      'パスワードを5回続けて間違えるとロックされます。',
      '',
      '#22「アカウントがロックされてログインできません」の対応が完了しました。',
      '解消したかご確認いただき、まだお困りの場合はこのスレッドにご返信ください。',
      'ご返信がない場合、7日後に自動でクローズされます。',
      '',
      '株式会社さくら商事 社内ヘルプデスク 佐藤 花子',
    ].join('\n');
    const draft = answerOf(body);
    expect(draft.values.answerHtml).toBe('<p>アカウントのロックを解除しました。<br>パスワードを5回続けて間違えるとロックされます。</p>');
    expect(draft.omitted).toBe(5);
  });

  it('leaves out greetings, closings, self-introductions and signatures the admin typed', () => {
    const body = [
      '鈴木様',
      'お世話になっております。情報システム課の佐藤です。',
      'VPNアプリを最新版に更新すると直ります。',
      'ご不明な点がございましたら、お気軽にご連絡ください。よろしくお願いいたします。',
      '以下のよくある質問をご確認ください。',
      '--',
      '情報システム課 佐藤',
      '内線 1234',
    ].join('\n');
    expect(answerOf(body).values.answerHtml).toBe('<p>VPNアプリを最新版に更新すると直ります。</p>');
  });

  it('keeps canned text the desk wrote as know-how, filled for the inquiry', () => {
    const body = ['鈴木 一郎 さん', '', '開発部の開発用アカウントは、上長の承認後に情報システム課が設定します。', '社内ポータルの「アカウント申請」から申請してください。'].join('\n');
    expect(answerOf(body).values.answerHtml).toBe(
      '<p>開発部の開発用アカウントは、上長の承認後に情報システム課が設定します。<br>社内ポータルの「アカウント申請」から申請してください。</p>',
    );
  });

  it('drops a reply that was only correspondence, and keeps the others', () => {
    const asked = ['鈴木 一郎 さん', '', 'お問い合わせありがとうございます。佐藤 花子です。', '確認を進めるため、次の点を教えていただけますか。', '', 'お手数をおかけしますが、よろしくお願いいたします。'].join('\n');
    const draft = answerOf(asked, '設定画面の「セキュリティ」からロックを解除できます。');
    expect(draft.values.answerHtml).toBe('<p>設定画面の「セキュリティ」からロックを解除できます。</p>');
  });

  it("never takes a line of the answer for a canned reply's signature because it shares a word with it", () => {
    const signed = { templates: ['{{requesterName}} 様\n\n#{{number}} の件、対応しました。\n\n{{tenantName}} 総務部 {{adminName}}'], tenantName: '株式会社さくら商事' };
    const body = [
      '鈴木 一郎 様',
      '',
      '社員証を紛失した場合は、すぐに総務部に連絡し、社員証再発行申請書を提出してください。',
      '再発行の手続きは株式会社さくら商事の就業規則第12条に基づきます。',
      '',
      '株式会社さくら商事 総務部 佐藤 花子',
    ].join('\n');
    expect(draftFromInquiry(inquiry, [message({ body })], signed).values.answerHtml).toBe(
      '<p>社員証を紛失した場合は、すぐに総務部に連絡し、社員証再発行申請書を提出してください。<br>再発行の手続きは株式会社さくら商事の就業規則第12条に基づきます。</p>',
    );
  });

  it('leaves out a formal letter\'s greetings and closing and a framed signature', () => {
    const body = [
      '鈴木様、お疲れ様です。',
      'お問い合わせの件につきまして、回答いたします。情報システム部の佐藤でございます。',
      '複合機のドライバは社内ポータルの「ソフトウェア」から入れ直せます。',
      '解決した場合は、このお問い合わせはクローズいたします。',
      '何卒よろしくお願い申し上げます。',
      '━━━━━━━━━━',
      '情報システム部 佐藤 花子',
      '━━━━━━━━━━',
    ].join('\n');
    expect(answerOf(body).values.answerHtml).toBe('<p>複合機のドライバは社内ポータルの「ソフトウェア」から入れ直せます。</p>');
  });

  it('is for everyone when the inquiry has no category, and empty when nobody answered', () => {
    expect(draftFromInquiry({ ...inquiry, categoryId: null }, []).values).toMatchObject({ categoryIds: [], answerHtml: '' });
  });
});
