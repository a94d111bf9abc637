import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { builder, type IpadicFeatures, type Tokenizer } from 'kuromoji';
import type { FaqReading } from '@madoguchi/shared/contracts';

// The hiragana reading of FAQ text, so that a search typed in kana ("ゆうきゅう") meets the kanji it
// stands for (有給休暇). Computed on the server with kuromoji and its IPADIC dictionary; the browser
// keeps no dictionary and indexes the reading beside the text.

/**
 * Set by build.mjs in the bundles: the dictionary directory it copies into the deploy's root (lib/, the
 * directory holding the package.json it writes). From the sources (jest, the bench) the package's own.
 */
declare const BUNDLED_KUROMOJI_DICT: string | undefined;

function dictionaryDir(): string {
  if (typeof BUNDLED_KUROMOJI_DICT === 'string') {
    // index.js sits in lib/, the dev scripts in lib/dev/: walk up to the root the build wrote.
    for (let dir = __dirname; dir !== path.dirname(dir); dir = path.dirname(dir)) {
      if (existsSync(path.join(dir, 'package.json'))) return path.join(dir, BUNDLED_KUROMOJI_DICT);
    }
    throw new Error(`kuromoji dictionary: no bundle root above ${__dirname}`);
  }
  // Through createRequire, which the bundler leaves alone: bundles never take this branch.
  return path.join(path.dirname(createRequire(__filename).resolve('kuromoji/package.json')), 'dict');
}

let tokenizer: Promise<Tokenizer<IpadicFeatures>> | undefined;

/**
 * The tokenizer, built once per instance on first use: loading the dictionary takes about half a second
 * and 300 MB, which only the functions that write readings pay (and a failed load is retried next call).
 */
function loadTokenizer(): Promise<Tokenizer<IpadicFeatures>> {
  tokenizer ??= new Promise<Tokenizer<IpadicFeatures>>((resolve, reject) => {
    builder({ dicPath: dictionaryDir() }).build((error, built) => (error ? reject(error) : resolve(built)));
  }).catch((error: unknown) => {
    tokenizer = undefined;
    throw error;
  });
  return tokenizer;
}

// Katakana ァ..ヶ sit 0x60 above their hiragana; ー and ヷ..ヺ (no hiragana form) are left as they are.
const toHiragana = (katakana: string) => katakana.replace(/[\u30A1-\u30F6]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0x60));

/**
 * Whether a token continues the phrase before it rather than starting one: function words (particles,
 * auxiliaries, dependent verbs and nouns, suffixes), the parts of a compound noun (会議|室|予約), a word
 * after a prefix, and する/できる after a verbal noun (接続|できる).
 */
function continuesPhrase(token: IpadicFeatures, previous: IpadicFeatures | undefined): boolean {
  if (!previous || previous.pos === '記号' || token.pos === '記号') return true;
  if (token.pos === '助詞' || token.pos === '助動詞' || token.pos_detail_1 === '非自立' || token.pos_detail_1 === '接尾') return true;
  if (previous.pos === '接頭詞') return true;
  if (token.pos === '名詞' && previous.pos === '名詞') return true;
  return token.pos === '動詞' && previous.pos === '名詞' && previous.pos_detail_1 === 'サ変接続';
}

/**
 * The text read in hiragana: each word with a reading in the dictionary becomes it (katakana words
 * too: パスワード → ぱすわーど); words without one (latin, digits, symbols, unknown kanji) stay as
 * written. Phrases are separated by a space and their words joined, as people type them: a compound
 * or an inflected verb is one run ("ゆうきゅうきゅうか", "わすれた"), so its bigrams all match a query
 * typed in one go, while no bigram joins two phrases that only stand side by side in the text.
 */
export async function readingOf(text: string): Promise<string> {
  // NFKC first, so half-width katakana and full-width latin are words the dictionary knows.
  const normalized = text.normalize('NFKC');
  if (!normalized.trim()) return '';
  const tokens = (await loadTokenizer()).tokenize(normalized);
  let reading = '';
  tokens.forEach((token, index) => {
    if (token.pos === '記号' && !token.surface_form.trim()) {
      reading += ' ';
      return;
    }
    const read = token.reading && token.reading !== '*' ? toHiragana(token.reading) : token.surface_form;
    reading += (continuesPhrase(token, tokens[index - 1]) ? '' : ' ') + read;
  });
  return reading.replace(/\s+/g, ' ').trim();
}

/** What an FAQ entry stores, and the index carries, of its readings: see FaqReading. */
export async function faqReadingOf(question: string, tags: readonly string[]): Promise<FaqReading> {
  return { question: await readingOf(question), tags: await Promise.all(tags.map(readingOf)) };
}
