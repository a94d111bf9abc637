import type { Inquiry, InquiryMessage } from '@madoguchi/shared/data';
import { draftFromInquiry } from './faqFromInquiry';

const inquiry: Inquiry = {
  id: 'i1', number: 7, title: 'VPNに接続できません', body: '自宅から', status: 'resolved', categoryId: 'sales',
  requesterUid: 'u1', requesterName: '鈴木 一郎', assigneeUid: null, createdAt: null, lastMessageAt: null, satisfaction: null, madeFaqs: [],
};
const message = (fields: Partial<InquiryMessage>): InquiryMessage => ({
  id: 'm', body: '', authorUid: 'admin', authorName: '管理', source: 'web', internal: false, createdAt: null, attachments: [], faqLinks: [], patchNoteId: null, ...fields,
});

describe('draftFromInquiry', () => {
  it('takes the title as the question and only the public answers of the support side, escaped, as paragraphs', () => {
    const draft = draftFromInquiry(inquiry, [
      message({ authorUid: 'u1', body: '自宅から接続できません。鈴木' }),
      message({ body: '一度サインアウトしてください。\nその後 <再起動> してください。\n\nそれでもだめなら & ご連絡ください。' }),
      message({ internal: true, body: '社内: 先週も同じ件あり' }),
      message({ authorUid: null, source: 'slack', body: 'VPNアプリを更新してください。' }),
      message({ authorUid: null, source: 'system', body: 'この件はリリースノート『v2.3』で修正されました。', patchNoteId: 'n1' }),
    ]);
    expect(draft).toEqual({
      question: 'VPNに接続できません',
      answerHtml:
        '<p>一度サインアウトしてください。<br>その後 &lt;再起動&gt; してください。</p><p>それでもだめなら &amp; ご連絡ください。</p><p>VPNアプリを更新してください。</p>',
      categoryIds: ['sales'],
      tags: '',
      aliases: '',
      status: 'draft',
    });
  });

  it('is for everyone when the inquiry has no category, and empty when nobody answered', () => {
    expect(draftFromInquiry({ ...inquiry, categoryId: null }, [])).toMatchObject({ categoryIds: [], answerHtml: '' });
  });
});
