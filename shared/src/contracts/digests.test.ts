import { DIGEST_MAX_JSON_BYTES, categoriesOfDigest, categoryDigestOf } from './digests';

// The categories digest as the server writes it and the pages read it (shared/src/contracts/digests.ts).

const category = (id: string, order: number, extra: Record<string, unknown> = {}) => ({
  id,
  data: { name: `カテゴリ${id}`, description: '', order, createdAt: new Date(0), ...extra },
});

describe('categoryDigestOf', () => {
  it('lists what screens show of each category, in the collection query’s order (order, then id)', () => {
    const digest = categoryDigestOf([category('b', 2), category('c', 1), category('a', 2, { slackChannelId: 'C1', slackChannelName: 'help' })]);
    expect(digest.complete).toBe(true);
    expect(digest.categories.map((entry) => entry.id)).toEqual(['c', 'a', 'b']);
    expect(digest.categories[1]).toEqual({ id: 'a', name: 'カテゴリa', description: '', order: 2, slackChannelId: 'C1', slackChannelName: 'help' });
  });

  it('is written incomplete, with no entries, when they would not fit in a document (bytes, not characters)', () => {
    // 500 characters of Japanese are 1,500 bytes of UTF-8: a third of the categories fits by characters.
    const many = Array.from({ length: Math.ceil(DIGEST_MAX_JSON_BYTES / 1_000) }, (_, i) => category(`c${i}`, i, { description: 'あ'.repeat(500) }));
    expect(JSON.stringify(many.map((entry) => entry.data)).length).toBeLessThan(DIGEST_MAX_JSON_BYTES);
    expect(categoryDigestOf(many)).toEqual({ complete: false, categories: [] });
  });
});

describe('categoriesOfDigest', () => {
  it('reads a complete digest back', () => {
    const digest = categoryDigestOf([category('a', 1)]);
    expect(categoriesOfDigest({ ...digest, updatedAt: new Date() })).toEqual(digest.categories);
  });

  it('sends the reader to the collection for a missing, incomplete or malformed digest', () => {
    expect(categoriesOfDigest(undefined)).toBeNull();
    expect(categoriesOfDigest({ complete: false, categories: [] })).toBeNull();
    expect(categoriesOfDigest({ complete: true })).toBeNull();
    expect(categoriesOfDigest({ complete: true, categories: [{ name: 'no id' }] })).toBeNull();
  });
});
