// 「FAQにする」 offers the inquiry's title as a question a reader would ask: 「VPNにつながりません」 →
// 「VPNにつながらないときはどうすればよいですか？」. A suggestion the admin takes or leaves, so it is made
// only where the ending is plain to read; otherwise there is none.

const E_ROW = 'えけげせぜてでねへべぺめれ';
/** Godan verbs' -i stem kana to their negative (-a) kana, dictionary (-u) kana and plain past ending. */
const GODAN: Record<string, [string, string, string]> = {
  い: ['わ', 'う', 'った'],
  き: ['か', 'く', 'いた'],
  ぎ: ['が', 'ぐ', 'いだ'],
  し: ['さ', 'す', 'した'],
  ち: ['た', 'つ', 'った'],
  に: ['な', 'ぬ', 'んだ'],
  び: ['ば', 'ぶ', 'んだ'],
  み: ['ま', 'む', 'んだ'],
  り: ['ら', 'る', 'った'],
};
/** Ichidan verbs whose stem ends in an -i kana, as they appear before ません/ます (〜ている among them). */
const ICHIDAN_I = ['でき', '起き', '落ち', '足り', '借り', '降り', '浴び', '生き', '見', '居', 'てい', 'でい', '着', '似', '出', '寝', '来'];
/** Kanji of the い-adjectives a ticket uses (遅い, 重い…): before い, they make an adjective, not a noun (間違い). */
const ADJECTIVE_KANJI = '遅重多高低暗寒暑熱悪長短薄濃古狭広痛固硬早速強弱辛近遠安細太少';
/** An い-adjective's ending: 〜ない, 〜たい (not 〜みたい), 〜しい, or one of ADJECTIVE_KANJI with い (〜さい, 〜きい as in 小さい, 大きい). */
const ADJECTIVE = new RegExp(`(?:ない|(?<!み)たい|しい|さい|きい|るい|[${ADJECTIVE_KANJI}]い)$`);
/** Words that ask already, with or without a question mark. */
const ASKING = /[？?]$|(?:です|ます|でしょう)か$|どうすれば|どうしたら|どうやって|どのように|なぜ|なんで|いつ|どこ|どれ|だれ|誰|何を|何が|何の/;
/** A request, not a question: 「…を教えてください」「…をお願いします」. */
const REQUEST = /(?:ください|下さい|お願い(?:します|いたします|致します|したい|です)?)$/;
const KATAKANA = /[\u30A0-\u30FF]/;
const KANJI = /[\u4E00-\u9FFF]/;

/** 「起動し」「ログインし」 are する (a compound or a loanword before し); 「消し」「繰り返し」 are godan す. */
function isSuru(stem: string): boolean {
  if (!stem.endsWith('し')) return false;
  const [before, beforeThat] = [stem.at(-2) ?? '', stem.at(-3) ?? ''];
  return KATAKANA.test(before) || (KANJI.test(before) && KANJI.test(beforeThat)) || before === '' || /[をがはもに]/.test(before);
}

/** The plain negative of a polite one: 「つながりません」 → 「つながらない」; null when unsure. */
function plainNegative(stem: string): string | null {
  if (stem.endsWith('あり')) return `${stem.slice(0, -2)}ない`;
  if (/[がはも]き$/.test(stem) || stem.endsWith('来')) return `${stem.replace(/き$/, 'こ')}ない`;
  if (ICHIDAN_I.some((ending) => stem.endsWith(ending)) || E_ROW.includes(stem.at(-1) ?? '') || isSuru(stem)) return `${stem}ない`;
  const godan = GODAN[stem.at(-1) ?? ''];
  return godan ? `${stem.slice(0, -1)}${godan[0]}ない` : null;
}

/** The dictionary form of a polite one: 「表示されます」 → 「表示される」; null when unsure. */
function plainAffirmative(stem: string): string | null {
  if (stem.endsWith('あり')) return `${stem.slice(0, -2)}ある`;
  if (isSuru(stem)) return `${stem.slice(0, -1)}する`;
  if (ICHIDAN_I.some((ending) => stem.endsWith(ending)) || E_ROW.includes(stem.at(-1) ?? '')) return `${stem}る`;
  const godan = GODAN[stem.at(-1) ?? ''];
  return godan ? `${stem.slice(0, -1)}${godan[1]}` : null;
}

/** The plain past of a polite one: 「忘れました」 → 「忘れた」, 「なくしてしまいました」 → 「なくしてしまった」. */
function plainPast(stem: string): string | null {
  if (isSuru(stem) || ICHIDAN_I.some((ending) => stem.endsWith(ending)) || E_ROW.includes(stem.at(-1) ?? '')) return `${stem}た`;
  if (/行き$/.test(stem)) return `${stem.slice(0, -1)}った`;
  const godan = GODAN[stem.at(-1) ?? ''];
  return godan ? `${stem.slice(0, -1)}${godan[2]}` : null;
}

const HOW = 'ときはどうすればよいですか？';

/** A question for the title, or null when it is one already or its ending is not plain to read. */
export function questionFromTitle(title: string): string | null {
  const text = title
    .trim()
    // 【至急】, [相談], （至急） before the subject are for the desk, not for readers.
    .replace(/^(?:[【[［(（][^】\]］)）]{1,10}[】\]］)）]\s*)+/, '')
    .replace(/[\s。.．!！…]+$/, '');
  if (!text || ASKING.test(text) || REQUEST.test(text)) return null;
  const polite = /^(.*?)(ません|ます|ました)(?:でした)?$/.exec(text);
  if (polite) {
    const [, stem = '', ending] = polite;
    const plain = ending === 'ません' ? plainNegative(stem) : ending === 'ます' ? plainAffirmative(stem) : plainPast(stem);
    return plain ? `${plain}${HOW}` : null;
  }
  // 〜です: only after an い-adjective (遅いです); 「必要です」「いっぱいです」「壊れたみたいです」 are left alone.
  const desu = /^(.*)です$/.exec(text);
  if (desu) return ADJECTIVE.test(desu[1] ?? '') ? `${desu[1]}${HOW}` : null;
  // Plain endings a reader asks about as they are: 〜た, an い-adjective, a verb (切れる, 届かない, 変更したい).
  if (ADJECTIVE.test(text) || /(?:た|だ|[うくぐすつぬぶむる])$/.test(text)) return `${text}${HOW}`;
  if (/(?:方法|やり方|手順|仕方|[いきしちにびみり]方)$/.test(text)) return `${text}を教えてください。`;
  if (/場合$/.test(text)) return `${text}はどうすればよいですか？`;
  if (/について$/.test(text)) return `${text}教えてください。`;
  return null;
}
