import { audiencesOf, shardEntries, type IndexedFaq } from '../src/faq/faqIndex';
import { richTextToPlain, sanitizeRichText } from '../src/faq/richText';

const entry = (id: string, answerChars: number): IndexedFaq =>
  ({ id, question: 'Q', answerText: 'あ'.repeat(answerChars), tags: [], categoryIds: [], helpfulCount: 0, updatedAt: null }) as unknown as IndexedFaq;

describe('rich text', () => {
  it('keeps formatting and safe links, drops scripts, handlers and unsafe schemes', () => {
    expect(sanitizeRichText('<h2>見出し</h2><ul><li><strong>太字</strong></li></ul><iframe src="x"></iframe>')).toBe(
      '<h2>見出し</h2><ul><li><strong>太字</strong></li></ul>',
    );
    expect(sanitizeRichText('<a href="mailto:it@example.com" onmouseover="x()">連絡</a>')).toBe(
      '<a href="mailto:it@example.com" target="_blank" rel="noopener noreferrer">連絡</a>',
    );
    expect(sanitizeRichText('<svg><script>alert(1)</script></svg><p style="color:red">本文</p>')).toBe('<p>本文</p>');
  });

  it('turns blocks into lines and decodes entities for plain text', () => {
    expect(richTextToPlain('<p>1行目</p><p>A &amp; B &lt;C&gt;</p><ul><li>項目</li></ul>')).toBe('1行目\nA & B <C>\n項目');
  });
});

describe('FAQ index shards', () => {
  it('is for everyone without categories, else for each category', () => {
    expect(audiencesOf([])).toEqual(['everyone']);
    expect(audiencesOf(['a', 'b'])).toEqual(['a', 'b']);
  });

  it('keeps each shard under the size limit and every entry in order', () => {
    const entries = Array.from({ length: 700 }, (_, i) => entry(`e${i}`, 1000)); // about 3 KB each
    const shards = shardEntries(entries);
    expect(shards.length).toBeGreaterThan(1);
    for (const shard of shards) expect(Buffer.byteLength(JSON.stringify(shard))).toBeLessThan(1024 * 1024);
    expect(shards.flat().map((e) => e.id)).toEqual(entries.map((e) => e.id));
    expect(shardEntries([])).toEqual([[]]);
  });
});
