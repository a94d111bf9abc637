/** @jest-environment node */
// The digests' triggers (src/digests/digestTriggers.ts) on made-up write events: a write that leaves
// what a digest shows as it was goes no further; any other rebuilds it. The rebuilds themselves run
// against the emulators (test/integration/digests.int.test.ts).
import { Timestamp } from 'firebase-admin/firestore';
import { digestCategories, digestPatchNotes } from '../src/digests/digestTriggers';
import { rebuildCategoryDigest, rebuildPatchNoteDigest } from '../src/digests/digests';

jest.mock('../src/digests/digests', () => ({
  ...jest.requireActual('../src/digests/digests'),
  rebuildCategoryDigest: jest.fn(async () => undefined),
  rebuildPatchNoteDigest: jest.fn(async () => undefined),
}));
const rebuildCategories = jest.mocked(rebuildCategoryDigest);
const rebuildNotes = jest.mocked(rebuildPatchNoteDigest);

const at = Timestamp.fromMillis(Date.parse('2026-03-02T10:00:00+09:00'));
const later = Timestamp.fromMillis(Date.parse('2026-03-03T10:00:00+09:00'));
const snapshot = (data: object | undefined) => ({ data: () => data });
const written = (before: object | undefined, after: object | undefined, params: object) =>
  ({ data: { before: snapshot(before), after: snapshot(after) }, params }) as never;

beforeEach(() => jest.clearAllMocks());

describe('the categories trigger', () => {
  const params = { tenantId: 't1', categoryId: 'sales' };
  const sales = { name: '営業部', description: '', order: 1, createdAt: at, updatedAt: at };

  it('does nothing when only what no page shows changed', async () => {
    await digestCategories.run(written(sales, { ...sales, updatedAt: later }, params));
    expect(rebuildCategories).not.toHaveBeenCalled();
  });

  it('rebuilds the tenant’s digest for a new, renamed, reordered, routed or deleted category', async () => {
    await digestCategories.run(written(undefined, sales, params));
    await digestCategories.run(written(sales, { ...sales, name: '営業本部' }, params));
    await digestCategories.run(written(sales, { ...sales, order: 2 }, params));
    await digestCategories.run(written(sales, { ...sales, slackChannelId: 'C1', slackChannelName: 'sales' }, params));
    await digestCategories.run(written(sales, undefined, params));
    expect(rebuildCategories.mock.calls.map(([, tenantId]) => tenantId)).toEqual(['t1', 't1', 't1', 't1', 't1']);
  });
});

describe('the release notes trigger', () => {
  const params = { patchNoteId: 'n1' };
  const draft = { title: 'v1', status: 'draft', publishedAt: null, updatedAt: at };
  const published = { ...draft, status: 'published', publishedAt: at };

  it('does nothing for a draft’s edits, its deletion, or a published note’s text', async () => {
    await digestPatchNotes.run(written(undefined, draft, params));
    await digestPatchNotes.run(written(draft, { ...draft, title: 'v1.1', updatedAt: later }, params));
    await digestPatchNotes.run(written(published, { ...published, title: 'v1.1', updatedAt: later }, params));
    await digestPatchNotes.run(written(draft, undefined, params));
    expect(rebuildNotes).not.toHaveBeenCalled();
  });

  it('rebuilds the digest when a note is published, unpublished, or published again at another time', async () => {
    await digestPatchNotes.run(written(draft, published, params));
    await digestPatchNotes.run(written(published, { ...published, status: 'draft' }, params));
    await digestPatchNotes.run(written(published, { ...published, publishedAt: later }, params));
    expect(rebuildNotes).toHaveBeenCalledTimes(3);
  });
});
