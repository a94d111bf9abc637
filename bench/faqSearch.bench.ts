// FAQ search (shared/src/search/faqIndex.ts createFaqIndex over shared/src/search): how long building the
// index takes when the FAQ page loads, and how long one query takes (the page searches on every
// keystroke), over a synthetic but realistic Japanese FAQ set. Both run in the page's search worker
// (shared/src/data/faqSearch), off the main thread. Deterministic: a seeded generator.
import { performance } from 'node:perf_hooks';
import { createFaqIndex, type FaqIndexEntry } from '../shared/src/search/faqIndex';

const ENTRIES = 3000;
const BUILD_RUNS = 30;
const QUERY_RUNS = 200;
const WARMUP = 3;

/** mulberry32: the same data on every run, so runs compare. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOPICS = [
  'パスワード', 'VPN', '経費精算', '勤怠打刻', '有給休暇', 'プリンター', 'メール', 'Wi-Fi', 'パソコン', '会議室予約',
  '名刺', '交通費', '社員証', '給与明細', '年末調整', 'スマートフォン', 'チャット', 'ファイルサーバー', '複合機', '出張申請',
  '在宅勤務', '健康診断', '入館カード', 'ソフトウェア', 'アカウント', 'セキュリティ研修', '住所変更', '扶養控除', '備品購入', 'ウイルス対策',
];
const ACTIONS = ['再設定', '申請', '変更', '確認', '登録', '削除', '接続', '印刷', '取り消し', '承認'];
const PROBLEMS = ['つながらない', '表示されない', 'エラーになる', '届かない', '起動しない', '遅い', 'ログインできない', '保存できない'];
const SENTENCES = [
  '社内ポータルの「各種申請」メニューから手続きしてください。',
  '解決しない場合は、情報システム部までお問い合わせください。',
  '申請には上長の承認が必要です。承認後、通常2営業日以内に反映されます。',
  '端末を再起動してから、もう一度お試しください。',
  'ＰＣのブラウザーはChromeまたはEdgeの最新版をご利用ください。',
  '手順書はファイルサーバーの「総務」フォルダにあります。',
  '月末締めのため、25日までに提出してください。',
  '鍵の貸し出しは受付で行っています。社員証をお持ちください。',
  'ｽﾏｰﾄﾌｫﾝからも同じ手順で操作できます。',
  'エラーメッセージが表示された場合は、画面のスクリーンショットを添付してください。',
];

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

function syntheticEntries(count: number): FaqIndexEntry[] {
  const next = random(20260401);
  return Array.from({ length: count }, (_, i) => {
    const topic = pick(TOPICS, next);
    const question =
      next() < 0.5 ? `${topic}を${pick(ACTIONS, next)}するには` : `${topic}が${pick(PROBLEMS, next)}ときはどうすればよいですか`;
    const sentences = Array.from({ length: 3 + Math.floor(next() * 8) }, () => pick(SENTENCES, next));
    return {
      id: `faq-${i}`,
      question,
      answerText: `${topic}について。${sentences.join('')}`,
      tags: [topic, pick(ACTIONS, next)],
      categoryIds: next() < 0.7 ? [] : [`category-${Math.floor(next() * 8)}`],
      helpfulCount: Math.floor(next() * 50),
      updatedAt: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000),
    };
  });
}

const SYNONYMS = [
  ['PC', 'パソコン', 'ピーシー'],
  ['VPN', 'リモート接続'],
  ['スマホ', 'スマートフォン'],
];

const QUERIES: Record<string, string[]> = {
  hiragana: ['ぱすわーど', 'けいひせいさん', 'ゆうきゅう'],
  katakana: ['パスワード', 'プリンター', 'アカウント'],
  'half-width': ['ﾊﾟｽﾜｰﾄﾞ', 'ＶＰＮ', 'wifi'],
  kanji: ['再設定', '有給休暇', '経費精算'],
  mixed: ['VPNにつながらない', 'パソコンが起動しない', 'スマホでメールが届かない'],
  'one character': ['鍵', '印'],
  'inquiry text (~150 chars)': [
    'お疲れさまです。昨日から在宅勤務でVPNに接続しようとするとエラーになり、社内のファイルサーバーにアクセスできません。' +
      'パソコンは再起動しましたが改善しません。パスワードの有効期限が切れている可能性もあるでしょうか。手順を教えてください。',
  ],
  'no hit': ['宇宙旅行', 'zzzz'],
};

function stats(samples: number[]): { median: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
  return { median: at(0.5), p95: at(0.95) };
}

function time(task: () => unknown, runs: number): number[] {
  for (let i = 0; i < WARMUP; i += 1) task();
  return Array.from({ length: runs }, () => {
    const start = performance.now();
    task();
    return performance.now() - start;
  });
}

const ms = (value: number) => value.toFixed(3).padStart(9);

export function run(): void {
  const entries = syntheticEntries(ENTRIES);
  const chars = entries.reduce((sum, entry) => sum + entry.question.length + entry.answerText.length, 0);
  console.log(`${ENTRIES} entries, ${chars} characters of question and answer text, ${SYNONYMS.length} synonym groups`);
  console.log(`node ${process.version}; ${BUILD_RUNS} builds and ${QUERY_RUNS} runs per query after ${WARMUP} warm-ups; times in ms`);

  const build = stats(time(() => createFaqIndex(entries, SYNONYMS), BUILD_RUNS));
  console.log(`\n${'what'.padEnd(32)}${'median'.padStart(9)}${'p95'.padStart(9)}  hits`);
  console.log(`${'index build'.padEnd(32)}${ms(build.median)}${ms(build.p95)}`);

  const index = createFaqIndex(entries, SYNONYMS);
  const all: number[] = [];
  for (const [kind, queries] of Object.entries(QUERIES)) {
    const samples = queries.flatMap((query) => time(() => index.search(query), QUERY_RUNS));
    all.push(...samples);
    const hits = queries.map((query) => index.search(query).length).join('/');
    const { median, p95 } = stats(samples);
    console.log(`${`query: ${kind}`.padEnd(32)}${ms(median)}${ms(p95)}  ${hits}`);
  }
  const overall = stats(all);
  console.log(`${'query: all of the above'.padEnd(32)}${ms(overall.median)}${ms(overall.p95)}`);
}
