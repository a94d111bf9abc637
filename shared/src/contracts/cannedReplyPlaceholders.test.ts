import { CANNED_REPLY_LIMITS, cannedReplyFields } from './callables/cannedReplies';
import { CANNED_REPLY_PLACEHOLDERS, fillCannedReply, placeholderProblem, type CannedReplyValues } from './cannedReplyPlaceholders';
import { fieldProblems } from './problems';

const VALUES: CannedReplyValues = {
  requesterName: '山田 太郎',
  number: '42',
  title: 'VPNに接続できません',
  categoryName: '営業部',
  adminName: '佐藤 花子',
  tenantName: '株式会社さくら商事',
};

const fields = (body: string) => ({ title: '受付のご連絡', body, categoryId: null });

describe('fillCannedReply', () => {
  it('fills every placeholder, spaces inside the braces or not', () => {
    expect(fillCannedReply('{{requesterName}} さん\n#{{ number }}「{{title}}」（{{categoryName}}）\n{{tenantName}} {{adminName}}', VALUES)).toBe(
      '山田 太郎 さん\n#42「VPNに接続できません」（営業部）\n株式会社さくら商事 佐藤 花子',
    );
  });

  it('fills a placeholder each time it occurs', () => {
    expect(fillCannedReply('{{number}}/{{number}}', VALUES)).toBe('42/42');
  });

  it('never fills what a value brings in: a title may hold braces itself', () => {
    expect(fillCannedReply('件名: {{title}}', { ...VALUES, title: '{{requesterName}} の件' })).toBe('件名: {{requesterName}} の件');
  });

  it('leaves text without placeholders, and unknown names, as they are', () => {
    expect(fillCannedReply('お問い合わせありがとうございます。', VALUES)).toBe('お問い合わせありがとうございます。');
    expect(fillCannedReply('{{requestName}} さん', VALUES)).toBe('{{requestName}} さん');
  });

  it('offers each placeholder once, each with a Japanese label', () => {
    const names = CANNED_REPLY_PLACEHOLDERS.map((placeholder) => placeholder.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['requesterName', 'number', 'title', 'categoryName', 'adminName']));
    for (const { label } of CANNED_REPLY_PLACEHOLDERS) expect(label).toMatch(/^[\u3040-\u30ff\u4e00-\u9fff]+$/);
  });
});

describe('placeholders when a canned reply is saved', () => {
  it('accepts the known ones, with or without spaces inside the braces', () => {
    expect(placeholderProblem('{{requesterName}} さん\n#{{ number }} {{title}} {{categoryName}} {{adminName}} {{tenantName}}')).toBeNull();
    expect(fieldProblems(cannedReplyFields, fields('{{ requesterName }} さん'))).toEqual({});
  });

  it('refuses an unknown name, naming it as written, and the form shows that beside the body', () => {
    const problem = placeholderProblem('{{requestName}} さん、{{ numbr }} と {{requestName}}');
    expect(problem).toMatch(/^本文の\{\{requestName\}\}、\{\{ numbr \}\}は使用できない差し込み項目です。/);
    expect(problem).toContain('{{requesterName}}（依頼者名）');
    expect(fieldProblems(cannedReplyFields, fields('{{RequesterName}} さん'))).toEqual({
      body: expect.stringContaining('本文の{{RequesterName}}は使用できない差し込み項目です。'),
    });
  });

  it('refuses empty braces and braces that do not pair', () => {
    expect(placeholderProblem('{{}} さん')).toContain('{{}}は使用できない差し込み項目です');
    for (const body of ['{{requesterName} さん', '{{requesterName さん', 'requesterName}} さん', '{{ {{number}}']) {
      expect(placeholderProblem(body)).toBe('本文の「{{」と「}}」の対応が正しくありません。差し込み項目は{{requesterName}}のように書いてください。');
    }
  });

  it('lets single braces be text', () => {
    expect(placeholderProblem('{ 例 } と {{number}}')).toBeNull();
  });

  it('checks the other fields in Japanese too', () => {
    expect(fieldProblems(cannedReplyFields, { title: '一行目\n二行目', body: '', categoryId: 'a/b' })).toEqual({
      title: 'タイトルに改行や制御文字は入力できません。',
      body: '本文を入力してください。',
      categoryId: expect.stringMatching(/^IDは英数字/),
    });
    expect(fieldProblems(cannedReplyFields, fields('あ'.repeat(CANNED_REPLY_LIMITS.body + 1)))).toEqual({
      body: `本文は${CANNED_REPLY_LIMITS.body}文字以内で入力してください。`,
    });
  });
});
