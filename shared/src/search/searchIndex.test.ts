import { createSearchIndex, type SearchEntry } from './searchIndex';

// A corporate help desk's FAQ, as the tenant admin would write it.
const faq: SearchEntry[] = [
  {
    id: 'password-reset',
    question: 'パスワードを忘れたときの再設定方法',
    answerText:
      'ログイン画面の「パスワードをお忘れの方」を押し、届いたメールのリンクから新しいパスワードを設定してください。',
    tags: ['アカウント', 'パスワード'],
  },
  {
    id: 'vpn',
    question: 'VPNに接続できない（社外から）',
    answerText:
      'VPNクライアントを最新版に更新し、社員IDとワンタイムパスコードでサインインしてください。自宅の回線が不安定な場合は有線接続もお試しください。',
    tags: ['VPN', 'テレワーク'],
  },
  {
    id: 'expense',
    question: '経費精算の締め日はいつですか',
    answerText: '経費精算は毎月25日締めです。領収書の画像を添付して申請してください。',
    tags: ['経理'],
  },
  {
    id: 'paid-leave',
    question: '有給休暇の申請方法',
    answerText: '勤怠システムの「休暇申請」から取得日を選び、上長に申請してください。半日単位でも取得できます。',
    tags: ['人事', '休暇'],
  },
  {
    id: 'printer',
    question: 'プリンターで印刷できない',
    answerText: '用紙切れや紙詰まりを確認し、プリンタードライバーを再インストールしてください。',
    tags: ['プリンター', '複合機'],
  },
  {
    id: 'attendance',
    question: '勤怠の打刻を忘れたとき',
    answerText: '打刻漏れは勤怠システムで修正申請を出し、上長の承認を受けてください。',
    tags: ['勤怠'],
  },
  {
    id: 'mail',
    question: 'メールが送受信できない',
    answerText: 'Outlookを再起動し、メールボックスの容量を確認してください。添付ファイルは10MBまでです。',
    tags: ['メール', 'Outlook'],
  },
  {
    id: 'meeting-room',
    question: '会議室を予約したい',
    answerText: 'グループウェアの施設予約から会議室と時間帯を選んで予約してください。キャンセルも同じ画面からできます。',
    tags: ['会議室', '予約'],
  },
  {
    id: 'pc-boot',
    question: 'パソコンが起動しない',
    answerText:
      '電源ケーブルを確認し、電源ボタンを10秒長押ししてから再起動してください。改善しない場合は情報システム部へ連絡してください。',
    tags: ['故障'],
  },
  {
    id: 'wifi',
    question: '社内Wi-Fiにつながらない',
    answerText: 'SSID「madoguchi-office」を選び、社員IDとパスワードでログインしてください。',
    tags: ['ネットワーク'],
  },
  {
    id: 'hanko',
    question: '書類にはんこが必要なとき',
    answerText: '押印が必要な書類は総務部へ提出してください。電子印鑑も利用できます。',
    tags: ['総務'],
  },
];

const synonyms = [
  ['PC', 'パソコン', 'ピーシー'],
  ['VPN', 'リモート接続'],
];

const index = createSearchIndex(faq, { synonyms });
const withoutSynonyms = createSearchIndex(faq);
const idsOf = (query: string, options?: { limit?: number }) => index.search(query, options).map((hit) => hit.id);

describe('createSearchIndex: realistic queries', () => {
  it.each([
    ['hiragana finds a katakana entry', 'ぱすわーど', 'password-reset'],
    ['katakana finds a hiragana entry', 'ハンコ', 'hanko'],
    ['kanji', '経費', 'expense'],
    ['kanji and kana mixed', '有給休暇を申請したい', 'paid-leave'],
    ['two keywords', 'パスワード 再設定', 'password-reset'],
    ['half-width katakana', 'ﾌﾟﾘﾝﾀｰ', 'printer'],
    ['a long-vowel mark left out', 'プリンタ', 'printer'],
    ['one kanji', '印', 'printer'],
    ['synonym: latin for a katakana entry', 'PC', 'pc-boot'],
    ['synonym: full-width latin', 'ＰＣが壊れた', 'pc-boot'],
    ['synonym: katakana reading in a sentence', 'ピーシーが起動しません', 'pc-boot'],
    ['synonym: Japanese for a latin entry', 'リモート接続', 'vpn'],
    ['free text naming the topic once', 'VPNにつながらないのですがどうすればいいですか', 'vpn'],
    ['free text of an inquiry title and body', 'メールが送れない 添付ファイルを付けるとOutlookでエラーになります', 'mail'],
    ['latin word, any case', 'OUTLOOK', 'mail'],
    ['latin prefix while typing', 'outl', 'mail'],
    ['one latin letter', 'o', 'mail'],
    ['hyphenated word typed without the hyphen', 'wifi', 'wifi'],
    ['question weighs more than answer', 'メール', 'mail'],
    ['noun phrase with a particle', '会議室の予約', 'meeting-room'],
    ['kanji compound', '打刻', 'attendance'],
  ])('%s: %s → %s', (_name, query, expectedTop) => {
    expect(idsOf(query)[0]).toBe(expectedTop);
  });

  it('finds every entry containing a one-kanji query, the question match first', () => {
    expect(idsOf('印')).toEqual(['printer', 'hanko']);
  });

  it('finds only the entries containing a kanji word', () => {
    expect(idsOf('経費')).toEqual(['expense']);
  });

  it('finds an entry by one kana when that kana is the whole query', () => {
    expect(idsOf('ん')).toContain('printer');
  });

  it('does not search particles beside a word', () => {
    expect(withoutSynonyms.search('VPNに').map((hit) => hit.id)).toEqual(['vpn']);
  });

  it('finds the synonym entry only because of the synonyms', () => {
    expect(withoutSynonyms.search('PC')).toEqual([]);
  });

  it('does not expand a synonym inside a longer latin word', () => {
    expect(idsOf('PCS')).toEqual([]);
    expect(idsOf('myPC')).toEqual([]);
  });

  it('ranks a literal match above a synonym match', () => {
    const both = createSearchIndex(
      [
        { id: 'katakana', question: 'パソコンの貸出', answerText: '' },
        { id: 'latin', question: 'PCの貸出', answerText: '' },
      ],
      { synonyms },
    );
    const [first, second] = both.search('PC');
    expect(first?.id).toBe('latin');
    expect(second?.id).toBe('katakana');
    // Clearly below, not a rounding difference: both entries match their whole phrase in the question.
    expect(second?.score ?? Infinity).toBeLessThan((first?.score ?? 0) * 0.95);
  });

  it('normalises synonyms as it normalises text', () => {
    const fullWidth = createSearchIndex(faq, { synonyms: [['ＰＣ', 'ﾊﾟｿｺﾝ']] });
    expect(fullWidth.search('pc')[0]?.id).toBe('pc-boot');
  });

  it('returns [] when nothing matches', () => {
    expect(idsOf('宇宙旅行')).toEqual([]);
    expect(idsOf('zzz')).toEqual([]);
  });
});

describe('createSearchIndex: ranking', () => {
  it('weighs question and tags above the answer', () => {
    const weighted = createSearchIndex([
      { id: 'answer', question: '手続き', answerText: '経費' },
      { id: 'tag', question: '手続き', answerText: '', tags: ['経費'] },
      { id: 'question', question: '経費', answerText: '手続き' },
    ]);
    expect(weighted.search('経費').map((hit) => hit.id)).toEqual(['question', 'tag', 'answer']);
  });

  it('ranks by the number of query terms matched, without requiring all, down to half the query', () => {
    const partial = createSearchIndex([
      { id: 'one', question: '経費', answerText: '' },
      { id: 'two', question: '経費 精算', answerText: '' },
      { id: 'three', question: '経費 精算 締め日', answerText: '' },
      { id: 'none', question: '休暇', answerText: '' },
    ]);
    expect(partial.search('経費 精算 締め日').map((hit) => hit.id)).toEqual(['three', 'two']);
    expect(partial.search('経費 精算').map((hit) => hit.id)).toEqual(['two', 'three', 'one']);
  });

  it('weighs rare terms above terms most entries share', () => {
    const frequency = createSearchIndex([
      { id: 'common-1', question: '申請', answerText: '' },
      { id: 'common-2', question: '申請', answerText: '' },
      { id: 'common-3', question: '申請', answerText: '' },
      { id: 'rare', question: '経費', answerText: '' },
    ]);
    expect(frequency.search('申請 経費')[0]?.id).toBe('rare');
  });

  it('sorts by score and keeps the entry order for equal scores', () => {
    const twins = createSearchIndex([
      { id: 'first', question: '経費', answerText: '' },
      { id: 'better', question: '経費', answerText: '経費' },
      { id: 'second', question: '経費', answerText: '' },
    ]);
    const hits = twins.search('経費');
    expect(hits.map((hit) => hit.id)).toEqual(['better', 'first', 'second']);
    expect(hits[1]?.score).toBe(hits[2]?.score);
    expect(hits[0]?.score).toBeGreaterThan(hits[1]?.score ?? Infinity);
  });

  it('applies the limit', () => {
    expect(idsOf('ください', { limit: 2 })).toHaveLength(2);
    expect(idsOf('ください').length).toBeGreaterThan(2);
    expect(idsOf('ください', { limit: 0 })).toEqual([]);
  });

  it('gives positive scores', () => {
    for (const hit of index.search('パスワード')) expect(hit.score).toBeGreaterThan(0);
  });
});

describe('createSearchIndex: edge cases', () => {
  it.each([
    ['empty', ''],
    ['spaces', ' 　\t\n'],
    ['punctuation only', '、。！？「」・…'],
    ['symbols only', '!!??---~~~'],
  ])('%s query returns []', (_name, query) => {
    expect(index.search(query)).toEqual([]);
  });

  it('searches an empty index', () => {
    expect(createSearchIndex([]).search('経費')).toEqual([]);
  });

  it('answers a very long query, by its beginning', () => {
    // Only the first 1,000 characters count: the end, about passwords, is never read.
    const query = `VPN ${'クライアント 接続、'.repeat(200)}${'パスワード '.repeat(20_000)}`;
    expect(index.search(query).map((hit) => hit.id)).toEqual(['vpn']);
  });
});

describe('createSearchIndex: scale', () => {
  // Correctness at the size a large tenant reaches; how fast it answers belongs in a benchmark.
  it('builds 2,000 entries once and answers keystroke queries', () => {
    const topics = ['経費精算', 'パスワード', 'VPN接続', '有給休暇', 'プリンター', '会議室予約', '勤怠打刻', 'メール'];
    const entries: SearchEntry[] = Array.from({ length: 2000 }, (_, i) => ({
      id: `faq-${i}`,
      question: `${topics[i % topics.length] ?? ''}について（${i}番）`,
      answerText: `${'申請画面から手続きしてください。承認後に反映されます。'.repeat(10)}管理番号${i}`,
      tags: [topics[(i * 7) % topics.length] ?? ''],
    }));
    const big = createSearchIndex(entries, { synonyms });
    const keystrokes = ['経', '経費', '経費精算', 'v', 'vp', 'vpn', 'ぱすわ', 'パスワード', '1234'];
    for (const query of keystrokes) expect(big.search(query, { limit: 10 }).length).toBeGreaterThan(0);
    expect(big.search('管理番号1234', { limit: 1 })[0]?.id).toBe('faq-1234');
  });
});

describe('createSearchIndex: what Japanese employees type', () => {
  const office = createSearchIndex(
    [
      {
        id: 'paid-leave',
        question: '有給休暇を申請するには',
        answerText: '勤怠システムから申請してください。',
        tags: ['休暇'],
        reading: { question: 'ゆうきゅうきゅうかを しんせいするには', tags: ['きゅうか'] },
      },
      {
        id: 'meeting-room',
        question: '会議室を予約したい',
        answerText: 'ポータルの施設予約から予約できます。',
        tags: ['施設'],
        reading: { question: 'かいぎしつを よやくしたい', tags: ['しせつ'] },
      },
      { id: 'outlook', question: 'Outlookで署名を設定する', answerText: 'ファイル > オプション > メール > 署名 から設定します。', tags: ['メール'] },
      { id: 'password', question: 'パスワードを忘れた', answerText: '再設定ページから手続きしてください。', tags: ['アカウント'] },
      { id: 'vpn', question: 'VPNにつながらない', answerText: 'クライアントを再起動してください。', tags: ['VPN'] },
      { id: 'kyoto', question: '京都オフィスの住所', answerText: '京都市下京区にあります。京都駅から徒歩5分です。', tags: ['拠点'] },
      { id: 'tokyo', question: '東京本社の住所', answerText: '東京都千代田区にあります。', tags: ['拠点'] },
    ],
    { synonyms: [] },
  );
  const top = (query: string) => office.search(query)[0]?.id;

  it('finds kanji words by their reading, in hiragana, katakana and half-width kana', () => {
    expect(top('ゆうきゅう')).toBe('paid-leave');
    expect(top('ユウキュウ')).toBe('paid-leave');
    expect(top('ﾕｳｷｭｳ')).toBe('paid-leave');
    expect(top('かいぎしつ よやく')).toBe('meeting-room');
  });

  it('reads latin words the index does not know as romaji', () => {
    expect(top('kaigishitsu')).toBe('meeting-room');
    expect(top('yuukyuu')).toBe('paid-leave');
    expect(top('pasuwado')).toBe('password');
  });

  it('matches common office loanwords to their katakana', () => {
    expect(top('password')).toBe('password');
    expect(top('PASSWORD 忘れた')).toBe('password');
  });

  it('forgives one typo in a latin word of four letters or more, below exact matches', () => {
    expect(top('Outlok 署名')).toBe('outlook');
    expect(top('outloook')).toBe('outlook');
    expect(office.search('vpm')).toEqual([]);
  });

  it('shows nothing when no entry matches half of the query, grammar counted lightly', () => {
    expect(office.search('xyzzy存在しない')).toEqual([]);
    expect(office.search('退職金の計算方法')).toEqual([]);
    expect(top('VPNにつながらないのですが')).toBe('vpn');
  });

  it('ranks the entry that is about a word above one that merely contains it', () => {
    expect(top('京都')).toBe('kyoto');
    expect(top('東京')).toBe('tokyo');
  });
});

describe('createSearchIndex: English, abbreviations and inflections', () => {
  const desk = createSearchIndex([
    { id: 'phishing', question: '不審なメール（フィッシングメール）を受け取った', answerText: 'リンクは開かず、メールを情報システム部へ転送してください。', tags: ['メール', 'セキュリティ'] },
    { id: 'mailbox', question: 'メールボックスの容量がいっぱいと表示される', answerText: '古いメールを削除してください。', tags: ['メール'] },
    { id: 'locked', question: 'アカウントがロックされた', answerText: '30分待ってからサインインしてください。', tags: ['アカウント'] },
    { id: 'checkup', question: '健康診断の受け方', answerText: '毎年春に実施します。', tags: ['健康診断'] },
    { id: 'leave', question: '有給休暇の申請方法', answerText: '勤怠システムから申請してください。', tags: ['休暇'] },
    { id: 'password', question: 'パスワードを忘れた', answerText: '再設定ページから手続きしてください。', tags: ['アカウント'] },
  ]);
  const top = (query: string) => desk.search(query)[0]?.id;

  it('meets the katakana words of the entries an English word sounds like, without a word list', () => {
    expect(top('phishing')).toBe('phishing');
    expect(top('mailbox')).toBe('mailbox');
  });

  it('reads an English word inflected as its loanword', () => {
    expect(top('account locked')).toBe('locked');
  });

  it('completes and corrects English loanwords as it does the entries’ words', () => {
    expect(top('vacat')).toBe('leave');
    expect(top('vacaton')).toBe('leave');
  });

  it('finds a four-kanji compound by its abbreviation, the first and third kanji', () => {
    expect(top('健診')).toBe('checkup');
    expect(top('有休')).toBe('leave');
    expect(desk.search('健康')[0]?.id).toBe('checkup');
  });

  it('does not read an unrelated pair of kanji as an abbreviation', () => {
    expect(desk.search('診康')).toEqual([]);
  });
});

describe('createSearchIndex: what a query is about', () => {
  const office = createSearchIndex([
    { id: 'entertainment', question: '接待や会食の費用（交際費）の精算', answerText: '交際費は事前に申請してください。', tags: ['交際費'] },
    { id: 'trip', question: '出張旅費の精算', answerText: '宿泊費の上限は1泊1万円です。', tags: ['出張'] },
    { id: 'password', question: 'パスワードを忘れた', answerText: '再設定ページから手続きしてください。', tags: ['アカウント'] },
    { id: 'forgot', question: '社員証を忘れた', answerText: '受付で仮カードを借りてください。', tags: ['社員証'] },
  ]);

  it('weighs a particle between words as grammar, not as a word shared with another entry', () => {
    // 費の and の上 are grammar: the entry on 交際費 covers the query, the one with 費の上限 does not.
    expect(office.search('交際費の上限').map((hit) => hit.id)).toEqual(['entertainment']);
  });

  it('weighs a katakana word as a word, above the verb beside it', () => {
    expect(office.search('パスワードを忘れた')[0]?.id).toBe('password');
    expect(office.search('パスワードを忘れた')[1]?.score ?? 0).toBeLessThan((office.search('パスワードを忘れた')[0]?.score ?? 0) / 2);
  });
});

describe('createSearchIndex: long inquiries', () => {
  const desk = createSearchIndex([
    { id: 'kyoto', question: '京都オフィスの住所と行き方', answerText: '京都オフィスは京都市下京区にあります。地下鉄四条駅から徒歩3分です。', tags: ['京都オフィス', '住所'] },
    { id: 'tokyo', question: '東京本社の住所と行き方', answerText: '東京都千代田区にあります。会議室は本社と同じく予約できます。', tags: ['東京本社', '住所'] },
    { id: 'nursing', question: '家族の介護で休みたい（介護休業・介護休暇）', answerText: '要介護状態の家族がいる場合、介護休業を取れます。人事部に相談してください。', tags: ['介護', '休業'] },
    { id: 'mailbox', question: 'メールボックスの容量がいっぱいになった', answerText: '古いメールを削除してください。どのようなメールでも移動できます。', tags: ['メール'] },
    { id: 'update', question: 'Windows Updateが終わらない', answerText: '再起動してもしばらく終わらない場合は、そのまま待ってください。必要になることがあります。', tags: ['Windows'] },
    { id: 'resign', question: '退職したいときの手続き', answerText: 'まず上長に相談してください。どのような場合も退職届が必要です。', tags: ['退職'] },
  ]);
  const ids = (query: string) => desk.search(query).map((hit) => hit.id);

  it('finds the entry an inquiry is about, though most of its words are context no entry uses', () => {
    expect(ids('来週から京都オフィスで打ち合わせがあります。住所と最寄り駅を教えてください。')[0]).toBe('kyoto');
  });

  it('shows the best entry of an inquiry below the share a short query needs, down to half of it', () => {
    const inquiry = '父の介護が必要になり、しばらく仕事を休まないといけないかもしれません。どのような制度がありますか。';
    const explained = desk.explain(inquiry);
    const best = explained.hits[0];
    expect(best?.id).toBe('nursing');
    expect(best?.shown).toBe(true);
    expect(best?.coverage ?? 1).toBeLessThan(explained.required);
    expect(best?.coverage ?? 0).toBeGreaterThanOrEqual(explained.required / 2);
  });

  it('finds nothing for an inquiry that names nothing the entries are about, whatever commonplaces it shares', () => {
    expect(ids('先日、会社の近くで美味しいお店を見つけました。ランチにおすすめの場所があれば教えてください。どうすればよいですか。')).toEqual([]);
    expect(ids('先週、子どもが風邪をひいてしまいました。病院の予約はどうすればいいでしょうか。教えてください。')).toEqual([]);
  });

  it('still needs half of a short query, its unknown words included', () => {
    expect(ids('退職金の計算方法')).toEqual([]);
  });
});

describe('createSearchIndex: aliases', () => {
  const entries: SearchEntry[] = [
    { id: 'vpn', question: 'VPNに接続できない', answerText: 'VPNクライアントを再起動してください。', tags: ['VPN'], aliases: ['家から社内システムに入れない', 'リモートでつながらない'] },
    { id: 'wifi', question: '社内Wi-Fiにつながらない', answerText: '社内システムに入れない場合はSSIDを確認してください。', tags: ['ネットワーク', '社内システム'] },
    { id: 'kyoto', question: '京都オフィスの住所', answerText: '京都市下京区にあります。', tags: ['拠点'] },
  ];
  const desk = createSearchIndex(entries);

  it('finds an entry by the words of its aliases, weighted like its question', () => {
    expect(desk.search('家から')[0]?.id).toBe('vpn');
    const [byAlias] = createSearchIndex([{ id: 'a', question: '手続き', answerText: '', aliases: ['経費'] }]).search('経費');
    const [byQuestion] = createSearchIndex([{ id: 'q', question: '経費', answerText: '手続き' }]).search('経費');
    expect(byAlias?.score).toBeCloseTo(byQuestion?.score ?? 0, 1);
  });

  it('puts the entry first when the query is one of its aliases, above entries holding the words more often', () => {
    const plain = createSearchIndex(entries.map(({ aliases: _aliases, ...entry }) => entry));
    expect(plain.search('家から社内システムに入れない')[0]?.id).toBe('wifi');
    expect(desk.search('家から社内システムに入れない')[0]?.id).toBe('vpn');
    expect(desk.search('家から 社内システムに入れない！')[0]?.id).toBe('vpn');
  });

  it('puts the entry first when the query is its question', () => {
    expect(desk.search('社内Wi-Fiにつながらない')[0]?.id).toBe('wifi');
  });

  it('shows an entry whose alias is the query even when it covers little of the question', () => {
    const sparse = createSearchIndex([{ id: 'x', question: '経費精算の締め日', answerText: '', aliases: ['ん'] }]);
    expect(sparse.search('ん').map((hit) => hit.id)).toEqual(['x']);
  });

  it('indexes aliases without readings', () => {
    expect(desk.search('りもと')[0]?.id).toBe('vpn');
  });
});

describe('createSearchIndex: explain', () => {
  const desk = createSearchIndex(
    [
      {
        id: 'paid-leave',
        question: '有給休暇を申請するには',
        answerText: '勤怠システムから申請してください。',
        tags: ['休暇'],
        reading: { question: 'ゆうきゅうきゅうかを しんせいするには', tags: ['きゅうか'] },
      },
      { id: 'outlook', question: 'Outlookで署名を設定する', answerText: 'ファイル > オプション > メール > 署名 から設定します。', tags: ['メール'] },
      { id: 'password', question: 'パスワードを忘れた', answerText: '再設定ページから手続きしてください。', tags: ['アカウント'] },
      { id: 'pc', question: 'パソコンが起動しない', answerText: '電源ボタンを長押ししてください。', tags: ['故障'] },
      { id: 'phishing', question: '不審なメールを受け取った', answerText: 'フィッシングの疑いがあります。', tags: ['セキュリティ'] },
      { id: 'vpn', question: 'VPNにつながらない', answerText: 'クライアントを再起動してください。', tags: ['VPN'], aliases: ['在宅で社内につなぎたい'] },
    ],
    { synonyms: [['PC', 'パソコン']] },
  );
  const firstReason = (query: string) => desk.explain(query).hits[0]?.reasons[0];

  it.each([
    ['exact', 'vpn', { typed: 'vpn', matched: 'vpn', how: 'exact', fields: ['question', 'tags'] }],
    ['prefix', 'outl', { typed: 'outl', matched: 'outlook', how: 'prefix', fields: ['question'] }],
    ['reading', 'ゆうきゅう', { how: 'reading', fields: expect.arrayContaining(['question']) as unknown }],
    ['romaji', 'yuukyuu', { typed: 'yuukyuu', matched: 'ゆうきゅう', how: 'romaji', fields: ['question', 'tags'] }],
    ['synonym', 'PC', { typed: 'pc', matched: 'ぱそこん', how: 'synonym', fields: ['question'] }],
    ['loanword from the list', 'password', { typed: 'password', matched: 'ぱすわど', how: 'loanword', fields: ['question'] }],
    ['loanword by sound', 'phishing', { typed: 'phishing', matched: 'ふぃっしんぐ', how: 'loanword', fields: ['answer'] }],
    ['typo', 'Outlok', { typed: 'outlok', matched: 'outlook', how: 'typo', fields: ['question'] }],
    ['alias', '在宅', { typed: '在宅', how: 'exact', fields: ['aliases'] }],
  ])('tells how a term met the entry: %s', (_name, query, reason) => {
    expect(firstReason(query)).toMatchObject(reason);
  });

  it('tells "reading" only when the term is in the field’s reading and not its text', () => {
    const reasons = desk.explain('ゆうきゅう').hits[0]?.reasons ?? [];
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((reason) => reason.how === 'reading')).toBe(true);
    expect(desk.explain('有給').hits[0]?.reasons[0]).toMatchObject({ how: 'exact', fields: ['question'] });
  });

  it('gives one reason per clause matched, most weight first, leaving grammar out', () => {
    const [hit] = desk.explain('Outlookで署名を設定したい').hits;
    expect(hit?.id).toBe('outlook');
    const typed = hit?.reasons.map((reason) => reason.typed) ?? [];
    expect(typed).toEqual(expect.arrayContaining(['outlook', '署名', '設定']));
    expect(typed).not.toContain('たい');
    expect(new Set(typed).size).toBe(typed.length);
  });

  it('lists the shown hits as search() does, with the same ids and scores, then entries below the threshold', () => {
    for (const query of ['パスワード', 'ゆうきゅう', 'PCが起動しない', 'メール', 'outl', '有給休暇を申請したい', 'ください']) {
      const explained = desk.explain(query, { limit: 100 });
      const shown = explained.hits.filter((hit) => hit.shown);
      expect(shown.map(({ id, score }) => ({ id, score }))).toEqual(desk.search(query));
      expect(explained.hits.slice(0, shown.length).every((hit) => hit.shown)).toBe(true);
      for (const hit of explained.hits) {
        expect(hit.coverage >= explained.required).toBe(hit.shown);
        expect(hit.coverage).toBeLessThanOrEqual(1);
      }
    }
  });

  it('tells the coverage required and the entries that fell short of it', () => {
    const explained = desk.explain('パスワード 勤怠 経費');
    expect(explained.required).toBeCloseTo(0.5);
    expect(desk.search('パスワード 勤怠 経費')).toEqual([]);
    expect(explained.hits[0]).toMatchObject({ id: 'password', shown: false });
    expect(explained.hits[0]?.coverage).toBeCloseTo(1 / 3);
  });

  it('shows at most `limit` hits, 10 by default', () => {
    const many = createSearchIndex(Array.from({ length: 30 }, (_, i) => ({ id: `e${i}`, question: `経費 ${i}`, answerText: '' })));
    expect(many.explain('経費').hits).toHaveLength(10);
    expect(many.explain('経費', { limit: 3 }).hits.map((hit) => hit.id)).toEqual(many.search('経費', { limit: 3 }).map((hit) => hit.id));
    expect(many.explain('経費', { limit: 0 }).hits).toEqual([]);
  });

  it('explains a blank query as finding nothing', () => {
    expect(desk.explain('  ').hits).toEqual([]);
  });
});

describe('createSearchIndex: limits', () => {
  it('returns the best hits when limited, in the order of the full list', () => {
    const entries = Array.from({ length: 300 }, (_, i) => ({ id: `e${i}`, question: `経費 ${'精算 '.repeat(i % 7)}`, answerText: i % 3 === 0 ? '経費' : '' }));
    const index = createSearchIndex(entries);
    const all = index.search('経費');
    for (const limit of [1, 5, 10, 64, 65, 299]) expect(index.search('経費', { limit })).toEqual(all.slice(0, limit));
  });
});

describe('createSearchIndex: readings', () => {
  it('counts a reading’s terms once, so an entry with more kana does not look more relevant', () => {
    const desk = createSearchIndex([
      {
        id: 'documents',
        question: '退職後に届く書類（離職票・源泉徴収票）',
        answerText: '',
        tags: ['退職'],
        reading: { question: 'たいしょくごに とどく しょるい(りしょくひょう・げんせんちょうしゅうひょう)', tags: ['たいしょく'] },
      },
      { id: 'procedure', question: '退職したいときの手続き', answerText: '', tags: ['退職'], reading: { question: 'たいしょくしたいときの てつづき', tags: ['たいしょく'] } },
    ]);
    for (const query of ['タイショク', 'たいしょく', 'taishoku', 'ﾀｲｼｮｸ']) expect(desk.search(query)[0]?.id).toBe('procedure');
  });
});

describe('createSearchIndex: prefixes', () => {
  it('completes a word begun from the most common words when a few letters begin too many', () => {
    const words = Array.from({ length: 40 }, (_, i) => `p${String.fromCharCode(97 + (i % 26))}${i}x`);
    const desk = createSearchIndex([
      ...words.map((word, i) => ({ id: `w${i}`, question: word, answerText: '' })),
      ...Array.from({ length: 5 }, (_, i) => ({ id: `common${i}`, question: 'printer', answerText: '' })),
    ]);
    // 41 words begin with p: the 24 kept are printer (5 entries) and 23 of the others (1 each).
    const ids = desk.search('p').map((hit) => hit.id);
    expect(ids).toEqual(expect.arrayContaining(['common0', 'common1', 'common2', 'common3', 'common4']));
    expect(ids).toHaveLength(5 + 23);
  });
});
