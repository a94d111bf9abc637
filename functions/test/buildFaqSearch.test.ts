/** @jest-environment node */
// The one way into FAQ search from Node (functions/search/buildFaqSearch.ts), over the demo tenant's
// entries with its synonyms, with the real dictionary.
import { demoContent } from '../src/dev/demoContent';
import { INDEXED_ANSWER_CHARS } from '../src/faq/faqIndex';
import { buildFaqSearch } from '../search/buildFaqSearch';

const tenant = demoContent.tenants['tenant-a']!;
const faqs = tenant.faqs
  .filter((faq) => faq.status === 'published')
  .map(({ id, question, answerHtml, tags, categoryIds, feedback, updatedAt }) => ({
    id,
    question,
    answerHtml,
    tags,
    categoryIds,
    helpfulCount: feedback.helpful,
    updatedAt: new Date(updatedAt),
  }));
const synonyms = Object.values(tenant.synonyms);
const ids = (entries: { id: string }[]) => entries.map((entry) => entry.id);

// A ceiling against hangs, not a timing check: the first test loads kuromoji's 18 MB dictionary, which
// took over 5 s on CI's busy two-core machine while the other unit tests ran beside it (20 s is
// the unit tests' ceiling; this one is the dictionary's, as in readings.test.ts).
jest.setTimeout(60_000);

describe('buildFaqSearch', () => {
  it('indexes each entry as the server does: plain answer text, the readings of question and tags', async () => {
    const { entries } = await buildFaqSearch(faqs, { synonyms });
    // In the app's order: most helpful first, then newest.
    const order = [...faqs].sort((a, b) => b.helpfulCount - a.helpfulCount || b.updatedAt.getTime() - a.updatedAt.getTime());
    expect(ids(entries)).toEqual(ids(order));
    const leave = entries.find((entry) => entry.id === 'faq-paid-leave')!;
    expect(leave.question).toBe('有給休暇はどうやって申請しますか？');
    expect(leave.reading?.question).toMatch(/^ゆうきゅうきゅうかは /);
    expect(leave.reading?.tags).toEqual(['きんたい', 'ゆうきゅうきゅうか']);
    expect(entries.find((entry) => entry.id === 'faq-expense-deadline')?.reading?.question).toMatch(/^けいひせいさんの /);
    for (const entry of entries) {
      expect(entry.answerText).not.toMatch(/<[a-z]/);
      expect(entry.reading?.tags).toHaveLength(entry.tags.length);
    }
  });

  it('sanitizes the answer HTML and cuts its text as the index does', async () => {
    const long = `<p>${'あ'.repeat(INDEXED_ANSWER_CHARS + 200)}</p>`;
    const { entries } = await buildFaqSearch([
      { id: 'a', question: '質問', answerHtml: '<p>回答<script>alert(1)</script></p><p>A &amp; B</p>', tags: ['タグ', 'タグ'] },
      { id: 'b', question: '長い回答', answerHtml: long, tags: [] },
    ]);
    expect(entries.map(({ answerText, tags }) => ({ answerText: answerText.slice(0, 20), length: answerText.length, tags }))).toEqual([
      { answerText: '回答\nA & B', length: 8, tags: ['タグ'] },
      { answerText: 'あ'.repeat(20), length: INDEXED_ANSWER_CHARS, tags: [] },
    ]);
  });

  it("searches as the FAQ page does, with the tenant's synonyms", async () => {
    const search = await buildFaqSearch(faqs, { synonyms });
    expect(ids(search.search('有給休暇', 1))).toEqual(['faq-paid-leave']);
    expect(ids(search.search('経費精算', 1))).toEqual(['faq-expense-deadline']);
    expect(ids(search.search('年休', 1))).toEqual(['faq-paid-leave']);
    expect(search.search('')).toEqual([]);
  });
});
