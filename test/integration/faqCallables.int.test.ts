/** @jest-environment node */
// FAQ callables through httpsCallable against the emulators: sanitized answers, the per-audience index
// that readers load (and the rules let them load), feedback counted once per person, zero-hit queries.
import { randomUUID } from 'node:crypto';
import { collection, getDocs, query, setLogLevel, where } from 'firebase/firestore';
import { codeOf } from '../support/callableClient';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { expectWrittenAsContract } from '../support/storedContracts';
import { faqDocument, faqIndexShardDocument, searchMissDocument } from '@madoguchi/shared/contracts';

const suite = useCallableSuite('faq-callables');
const auth = () => suite.client.auth;
const call = (name: string, data: object) => suite.client.call(name, { tenantId: 'tenant-a', ...data });
const runId = `${Date.now().toString(36)}${process.pid}`;
const CATEGORY = `faq-cat-${runId}`;

beforeAll(async () => {
  setLogLevel('error');
  await suite.db.doc(`tenants/tenant-a/categories/${CATEGORY}`).set({ name: `FAQ用 ${runId}`, description: '', order: 9 });
});

async function saveFaq(fields: object = {}) {
  const data = {
    requestId: randomUUID(),
    faqId: null,
    question: `VPNに接続できないときは ${runId}`,
    answerHtml: '<p>再起動してください。</p>',
    categoryIds: [],
    tags: ['VPN'],
    aliases: [],
    status: 'published',
    ...fields,
  };
  return ((await call('saveFaq', data)) as { faqId: string }).faqId;
}

/** The helpful count the index readers list from holds for an entry. */
async function indexedHelpfulCount(audience: string, faqId: string) {
  const shards = await suite.db.collection('tenants/tenant-a/faqIndex').where('audience', '==', audience).get();
  const entries = shards.docs.flatMap((doc) => doc.get('entries') as Array<{ id: string; helpfulCount: number }>);
  return entries.find((entry) => entry.id === faqId)?.helpfulCount;
}

async function indexedIds(audience: string) {
  const shards = await suite.db.collection('tenants/tenant-a/faqIndex').where('audience', '==', audience).get();
  return shards.docs.flatMap((doc) => (doc.get('entries') as Array<{ id: string }>).map((entry) => entry.id));
}

/** The readings the index holds for an entry. */
async function indexedReading(audience: string, faqId: string) {
  const shards = await suite.db.collection('tenants/tenant-a/faqIndex').where('audience', '==', audience).get();
  const entries = shards.docs.flatMap((doc) => doc.get('entries') as Array<{ id: string; reading?: unknown }>);
  return entries.find((entry) => entry.id === faqId)?.reading;
}

describe('saveFaq and the index', () => {
  it('stores the answer sanitized, with its plain text, and indexes it for everyone', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const faqId = await saveFaq({
      answerHtml: '<p onclick="steal()">手順は<a href="javascript:alert(1)">こちら</a>と<a href="https://example.com">公式</a></p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    const faq = (await suite.db.doc(`tenants/tenant-a/faqs/${faqId}`).get()).data();
    expect(faq?.['answerHtml']).toBe('<p>手順は<a target="_blank" rel="noopener noreferrer">こちら</a>と<a href="https://example.com" target="_blank" rel="noopener noreferrer">公式</a></p>');
    expect(faq?.['answerText']).toBe('手順はこちらと公式');
    expect(faq).toMatchObject({ audiences: ['everyone'], helpfulCount: 0, updatedBy: 'demo-admin-a' });
    expectWrittenAsContract(faqDocument, faq);
    expect(await indexedIds('everyone')).toContain(faqId);
  });

  it('keeps drafts out of the index, and follows publishing, moving and deleting', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const faqId = await saveFaq({ status: 'draft' });
    expect(await indexedIds('everyone')).not.toContain(faqId);

    await saveFaq({ faqId, categoryIds: [CATEGORY] });
    expect(await indexedIds(CATEGORY)).toContain(faqId);
    expect(await indexedIds('everyone')).not.toContain(faqId);

    await saveFaq({ faqId, categoryIds: [] });
    expect(await indexedIds(CATEGORY)).not.toContain(faqId);
    expect(await indexedIds('everyone')).toContain(faqId);

    await call('deleteFaq', { requestId: randomUUID(), faqId });
    expect(await indexedIds('everyone')).not.toContain(faqId);
    expect((await suite.db.doc(`tenants/tenant-a/faqs/${faqId}`).get()).exists).toBe(false);
  });

  it('reads the question and tags when saving, and the index carries the readings, also when rebuilt for a move', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const faqId = await saveFaq({ question: `有給休暇の申請 ${runId}`, tags: ['経費精算', 'VPN'], categoryIds: [CATEGORY] });
    const reading = { question: `ゆうきゅうきゅうかの しんせい ${runId}`, tags: ['けいひせいさん', 'VPN'] };
    expect((await suite.db.doc(`tenants/tenant-a/faqs/${faqId}`).get()).get('reading')).toEqual(reading);
    expect(await indexedReading(CATEGORY, faqId)).toEqual(reading);

    await saveFaq({ faqId, question: `会議室予約 ${runId}`, tags: [], categoryIds: [] });
    const edited = { question: `かいぎしつよやく ${runId}`, tags: [] };
    expect(await indexedReading('everyone', faqId)).toEqual(edited);

    // Another entry's save rebuilds the audience from the stored readings, which it only copies.
    await saveFaq({ categoryIds: [] });
    expect(await indexedReading('everyone', faqId)).toEqual(edited);
  });

  it("lets a user load the everyone index but not a category's they are not in", async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const faqId = await saveFaq({ categoryIds: [CATEGORY] });
    await auth().signOut();
    await signInByEmailLink(auth(), 'user@a.example.com');
    const index = collection(suite.client.db, 'tenants/tenant-a/faqIndex');
    expect((await getDocs(query(index, where('audience', '==', 'everyone')))).size).toBeGreaterThan(0);
    expect(await codeOf(getDocs(query(index, where('audience', '==', CATEGORY))))).toBe('permission-denied');
    expect(await codeOf(call('rateFaq', { faqId, vote: 'helpful' }))).toBe('functions/not-found');
  });

  it('refuses users, other tenants and bad input, writing nothing', async () => {
    await signInByEmailLink(auth(), 'user@a.example.com');
    expect(await codeOf(saveFaq())).toBe('functions/permission-denied');
    await auth().signOut();
    await signInByEmailLink(auth(), 'multi@example.com'); // admin of tenant-b only
    expect(await codeOf(saveFaq())).toBe('functions/permission-denied');
    await auth().signOut();
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const before = (await suite.db.collection('tenants/tenant-a/faqs').get()).size;
    for (const bad of [
      { question: 'あ'.repeat(201) },
      { answerHtml: '<script>only()</script>' },
      { pinned: true },
      { categoryIds: ['no-such-category'] },
      { tags: ['あ'.repeat(31)] },
      { aliases: ['あ'.repeat(101)] },
      { aliases: ['一行目\r\n二行目'] },
      { aliases: Array.from({ length: 21 }, (_, i) => `言い方${i}`) },
      { aliases: undefined },
      { faqId: 'a/b' },
    ]) {
      expect(await codeOf(saveFaq(bad))).toBe('functions/invalid-argument');
    }
    expect((await suite.db.collection('tenants/tenant-a/faqs').get()).size).toBe(before);
  });
});

describe('feedback and zero-hit searches', () => {
  it('counts one vote per person, moves it when changed, and one "solved it"', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const faqId = await saveFaq();
    await auth().signOut();
    await signInByEmailLink(auth(), 'user@a.example.com');
    const counts = async () => {
      const faq = await suite.db.doc(`tenants/tenant-a/faqs/${faqId}`).get();
      return [faq.get('helpfulCount'), faq.get('notHelpfulCount'), faq.get('solvedCount')];
    };
    const myVote = async () => (await suite.db.doc(`tenants/tenant-a/faqs/${faqId}/votes/demo-user-a`).get()).get('vote') as unknown;
    await call('rateFaq', { faqId, vote: 'helpful' });
    await call('rateFaq', { faqId, vote: 'helpful' });
    expect(await counts()).toEqual([1, 0, 0]);
    // The list readers load shows the count as the vote left it, and the reader's vote is kept.
    expect(await indexedHelpfulCount('everyone', faqId)).toBe(1);
    expect(await myVote()).toBe('helpful');
    await call('rateFaq', { faqId, vote: 'notHelpful' });
    expect(await counts()).toEqual([0, 1, 0]);
    expect(await indexedHelpfulCount('everyone', faqId)).toBe(0);
    expect(await myVote()).toBe('notHelpful');
    await call('rateFaq', { faqId, vote: 'solved' });
    await call('rateFaq', { faqId, vote: 'solved' });
    expect(await counts()).toEqual([0, 1, 1]);
    await call('rateFaq', { faqId, vote: 'helpful' });
    expect(await indexedHelpfulCount('everyone', faqId)).toBe(1);
  });

  it('groups zero-hit queries by their folded form for the admins, counting each day in Japan', async () => {
    await signInByEmailLink(auth(), 'user@a.example.com');
    await call('logFaqSearchMiss', { query: `ＶＰＮ\u3000${runId}` });
    await call('logFaqSearchMiss', { query: `vpn ${runId}` });
    const misses = await suite.db.collection('tenants/tenant-a/searchMisses').where('query', '==', `vpn ${runId}`).get();
    expect(misses.docs.map((doc) => doc.get('count'))).toEqual([2]);

    // An earlier day's count stays as it is while today's grows.
    const [miss] = misses.docs;
    await miss!.ref.update({ 'days.2000-01-01': 5 });
    await call('logFaqSearchMiss', { query: `vpn ${runId}` });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());
    expect((await miss!.ref.get()).data()).toMatchObject({ count: 3, days: { [today]: 3, '2000-01-01': 5 } });
    expectWrittenAsContract(searchMissDocument, (await miss!.ref.get()).data());
  });
});

describe('other phrasings (別の言い方) and the misses they answer', () => {
  /** The entry as the index for everyone holds it. */
  async function indexed(faqId: string) {
    const shards = await suite.db.collection('tenants/tenant-a/faqIndex').where('audience', '==', 'everyone').get();
    for (const shard of shards.docs) expectWrittenAsContract(faqIndexShardDocument, shard.data());
    return shards.docs.flatMap((doc) => doc.get('entries') as Array<{ id: string; aliases?: string[] }>).find((entry) => entry.id === faqId);
  }
  const missOf = async (query: string) =>
    (await suite.db.collection('tenants/tenant-a/searchMisses').where('query', '==', query).get()).docs[0];
  const addAlias = (faqId: string, alias: string, requestId: string = randomUUID()) => call('addFaqAlias', { requestId, faqId, alias });

  it('stores an entry\'s phrasings once each (width and case folded) and indexes them with it', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const faqId = await saveFaq({ aliases: [`リモートで社内に入れない ${runId}`, `ﾘﾓｰﾄで社内に入れない ${runId}`, `  ネットが遅い ${runId} `] });
    expect((await suite.db.doc(`tenants/tenant-a/faqs/${faqId}`).get()).get('aliases')).toEqual([`リモートで社内に入れない ${runId}`, `ネットが遅い ${runId}`]);
    expect((await indexed(faqId))?.aliases).toEqual([`リモートで社内に入れない ${runId}`, `ネットが遅い ${runId}`]);
    expectWrittenAsContract(faqDocument, (await suite.db.doc(`tenants/tenant-a/faqs/${faqId}`).get()).data());
    await saveFaq({ faqId, aliases: [] });
    expect((await indexed(faqId))?.aliases).toBeUndefined();
  });

  it('attaches a missed search to an entry in one call; the miss counts as answered until someone misses it again', async () => {
    const query = `退職金の計算方法 ${runId}`;
    await signInByEmailLink(auth(), 'user@a.example.com');
    await call('logFaqSearchMiss', { query });
    expect((await missOf(query))?.get('answeredBy')).toBeNull();
    await auth().signOut();

    await signInByEmailLink(auth(), 'admin@a.example.com');
    const faqId = await saveFaq({ question: `退職の手続き ${runId}`, answerHtml: '<p>人事部に退職届を提出してください。</p>' });
    const requestId = randomUUID();
    expect(await addAlias(faqId, query, requestId)).toEqual({ faqId, aliases: [query] });
    // The same request again, and the same phrasing in another form, change nothing.
    expect(await addAlias(faqId, query, requestId)).toEqual({ faqId, aliases: [query] });
    expect(await addAlias(faqId, query.toUpperCase())).toEqual({ faqId, aliases: [query] });
    expect((await indexed(faqId))?.aliases).toEqual([query]);
    expect((await missOf(query))?.get('answeredBy')).toBe(faqId);

    // Deleting the entry that answered it takes the answer away (other entries of this run share the
    // run's id, so another may answer now: the review searches as the FAQ page does).
    await call('deleteFaq', { requestId: randomUUID(), faqId });
    expect((await missOf(query))?.get('answeredBy')).not.toBe(faqId);

    // And a reader missing again opens it again, whatever a change had answered.
    const other = await saveFaq({ question: `退職の手続き ${runId}`, aliases: [query] });
    expect((await missOf(query))?.get('answeredBy')).toBe(other);
    await auth().signOut();
    await signInByEmailLink(auth(), 'user@a.example.com');
    await call('logFaqSearchMiss', { query });
    expect((await missOf(query))?.data()).toMatchObject({ answeredBy: null, count: 2 });
  });

  it('refuses users, other tenants, unknown entries, bad phrasings and the 21st phrasing, changing nothing', async () => {
    await signInByEmailLink(auth(), 'admin@a.example.com');
    const full = Array.from({ length: 20 }, (_, i) => `言い方${i} ${runId}`);
    const faqId = await saveFaq({ aliases: full });
    const before = (await suite.db.doc(`tenants/tenant-a/faqs/${faqId}`).get()).get('updatedAt') as unknown;
    expect(await codeOf(addAlias(faqId, `21個目 ${runId}`))).toBe('functions/failed-precondition');
    for (const alias of ['', 'あ'.repeat(101), '改行\n入り', '<b>|/</b>\r\n続き', 'タブ\t入り']) {
      expect(await codeOf(addAlias(faqId, alias))).toBe('functions/invalid-argument');
    }
    expect(await codeOf(addAlias('a/b', 'VPN'))).toBe('functions/invalid-argument');
    expect(await codeOf(addAlias(`no-such-${runId}`, 'VPN'))).toBe('functions/not-found');
    expect(await codeOf(call('addFaqAlias', { requestId: randomUUID(), faqId, alias: 'VPN', extra: true }))).toBe('functions/invalid-argument');
    await auth().signOut();
    await signInByEmailLink(auth(), 'user@a.example.com');
    expect(await codeOf(addAlias(faqId, `利用者から ${runId}`))).toBe('functions/permission-denied');
    await auth().signOut();
    await signInByEmailLink(auth(), 'multi@example.com'); // admin of tenant-b only
    expect(await codeOf(addAlias(faqId, `他テナントから ${runId}`))).toBe('functions/permission-denied');
    const stored = await suite.db.doc(`tenants/tenant-a/faqs/${faqId}`).get();
    expect(stored.get('aliases')).toEqual(full);
    expect(stored.get('updatedAt')).toEqual(before);
  });
});
