/** @jest-environment node */
// Records the server keeps for a while carry the time they may go (expireAt, expiresAt), and a TTL policy
// in firestore.indexes.json removes them in production: without one they stay for ever. Each module that
// writes such a field is named here with its collection, so a new one cannot go without its policy.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INQUIRY_EVENTS } from '../src/events/inquiryEvents';

const root = path.resolve(__dirname, '../..');
const EXPIRING = [
  { module: 'events/inquiryEvents.ts', collectionGroup: INQUIRY_EVENTS, fieldPath: 'expireAt' },
  { module: 'platform/rateLimit.ts', collectionGroup: 'hits', fieldPath: 'expireAt' },
  { module: 'faq/faqCallables.ts', collectionGroup: 'faqViews', fieldPath: 'expireAt' },
  { module: 'slack/slackEvents.ts', collectionGroup: 'slackEventReceipts', fieldPath: 'expireAt' },
  { module: 'slack/installState.ts', collectionGroup: 'slackInstallStates', fieldPath: 'expiresAt' },
];

function serverModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverModules(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('TTL policies', () => {
  it('name every server module that writes an expiry', () => {
    const src = path.join(root, 'functions/src');
    const writers = serverModules(src)
      // A contract's field (`expireAt: moment`) declares the expiry; the module that writes it is the one named.
      .filter((file) => /\bexpires?At\s*:(?!\s*(storedField\.)?moment\b)/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file).split(path.sep).join('/'));
    expect(writers.sort()).toEqual(EXPIRING.map(({ module }) => module).sort());
  });

  it.each(EXPIRING)('remove $collectionGroup by $fieldPath', ({ collectionGroup, fieldPath }) => {
    const { fieldOverrides } = JSON.parse(readFileSync(path.join(root, 'firestore.indexes.json'), 'utf8')) as {
      fieldOverrides: { collectionGroup: string; fieldPath: string; ttl?: boolean }[];
    };
    expect(fieldOverrides.filter((override) => override.collectionGroup === collectionGroup && override.fieldPath === fieldPath)).toEqual([
      expect.objectContaining({ ttl: true }),
    ]);
  });
});
