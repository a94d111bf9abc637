// Validates the held-out FAQ evaluation set. Plain node, no packages.
// Usage: node check.mjs   (exit code 1 on any error)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(fileURLToPath(import.meta.url));
const CORPORA = ['internal-desk', 'product-faq', 'municipal'];
const KINDS = ['kanji', 'hiragana', 'katakana', 'halfwidth', 'romaji', 'english', 'okurigana',
  'colloquial', 'homophone', 'typo', 'synonym', 'short', 'long', 'mixed', 'none', 'long-none'];
const NO_ANSWER = new Set(['none', 'long-none']);
const SPLITS = ['dev', 'heldout'];
const ID_RE = /^[a-z0-9-]+$/;

let errors = 0, warnings = 0;
const err = (c, m) => { errors++; console.log(`ERROR [${c}] ${m}`); };
const warn = (c, m) => { warnings++; console.log(`warn  [${c}] ${m}`); };

function load(c, file) {
  try { return JSON.parse(readFileSync(join(root, c, file), 'utf8')); }
  catch (e) { err(c, `${file}: ${e.message}`); return null; }
}

// script checks per kind (warnings only: they describe intent, not hard rules)
const scriptCheck = {
  hiragana: q => /^[\u3041-\u309f\u30fc\s]+$/.test(q),
  katakana: q => /^[\u30a0-\u30ff\s]+$/.test(q),
  halfwidth: q => /[\uff66-\uff9f]/.test(q),
  romaji: q => /^[\x20-\x7e]+$/.test(q),
  english: q => /^[\x20-\x7e]+$/.test(q),
  typo: q => /[A-Za-z]/.test(q),
};

const table = {}; // corpus -> kind -> split -> n
let total = 0;
for (const c of CORPORA) {
  const faqs = load(c, 'faqs.json');
  const syn = load(c, 'synonyms.json');
  const qs = load(c, 'queries.json');
  if (!faqs || !syn || !qs) continue;

  // faqs
  if (!Array.isArray(faqs)) { err(c, 'faqs.json is not an array'); continue; }
  if (faqs.length < 100 || faqs.length > 130) err(c, `faq count ${faqs.length} not in 100..130`);
  const ids = new Set();
  const questions = new Set();
  for (const f of faqs) {
    if (typeof f.id !== 'string' || !ID_RE.test(f.id)) err(c, `bad faq id ${JSON.stringify(f.id)}`);
    if (ids.has(f.id)) err(c, `duplicate faq id ${f.id}`);
    ids.add(f.id);
    if (typeof f.question !== 'string' || !f.question) err(c, `${f.id}: missing question`);
    if (questions.has(f.question)) err(c, `${f.id}: duplicate question text`);
    questions.add(f.question);
    if (typeof f.answerHtml !== 'string' || !/^<(p|ul|ol)>/.test(f.answerHtml)) err(c, `${f.id}: answerHtml missing or not HTML`);
    else {
      const text = f.answerHtml.replace(/<[^>]+>/g, '');
      const sentences = (text.match(/[。！？]/g) || []).length + (f.answerHtml.match(/<li>/g) || []).length;
      const tagBalance = ['p', 'ul', 'ol', 'li', 'strong', 'a'].every(t =>
        (f.answerHtml.match(new RegExp(`<${t}[ >]`, 'g')) || []).length === (f.answerHtml.match(new RegExp(`</${t}>`, 'g')) || []).length);
      if (!tagBalance) err(c, `${f.id}: unbalanced HTML tags`);
      const prose = (text.match(/[。！？]/g) || []).length;
      if (prose < 1 || sentences < 2) warn(c, `${f.id}: answer looks too short (${prose} sentences)`);
      if (prose > 6) warn(c, `${f.id}: answer has ${prose} sentences (> 6)`);
    }
    if (!Array.isArray(f.tags) || f.tags.length < 1 || f.tags.length > 5 || !f.tags.every(t => typeof t === 'string' && t))
      err(c, `${f.id}: tags must be 1..5 non-empty strings`);
  }

  // synonyms
  if (!Array.isArray(syn) || syn.length < 8 || syn.length > 16) err(c, `synonyms: ${syn?.length} groups, want 8..16`);
  else for (const g of syn)
    if (!Array.isArray(g) || g.length < 2 || !g.every(w => typeof w === 'string' && w)) err(c, `bad synonym group ${JSON.stringify(g)}`);

  // queries
  const qids = new Set(), qtexts = new Set();
  const t = (table[c] = {});
  for (const k of KINDS) t[k] = { dev: 0, heldout: 0 };
  for (const q of qs) {
    const where = `query ${q.id}`;
    if (typeof q.id !== 'string' || !ID_RE.test(q.id)) err(c, `bad query id ${JSON.stringify(q.id)}`);
    if (qids.has(q.id)) err(c, `duplicate query id ${q.id}`);
    qids.add(q.id);
    if (typeof q.query !== 'string' || !q.query.trim()) err(c, `${where}: empty query`);
    if (qtexts.has(q.query)) err(c, `${where}: duplicate query text ${JSON.stringify(q.query)}`);
    qtexts.add(q.query);
    if (!KINDS.includes(q.kind)) { err(c, `${where}: unknown kind ${q.kind}`); continue; }
    if (!SPLITS.includes(q.split)) { err(c, `${where}: bad split ${q.split}`); continue; }
    t[q.kind][q.split]++;
    if (!q.relevant || typeof q.relevant !== 'object' || Array.isArray(q.relevant)) { err(c, `${where}: relevant must be an object`); continue; }
    const entries = Object.entries(q.relevant);
    for (const [k, g] of entries) {
      if (!ids.has(k)) err(c, `${where}: relevant id ${k} is not an entry`);
      if (g !== 1 && g !== 2) err(c, `${where}: grade ${g} for ${k} must be 1 or 2`);
    }
    const twos = entries.filter(([, g]) => g === 2).length;
    if (NO_ANSWER.has(q.kind)) {
      if (entries.length) err(c, `${where}: kind ${q.kind} must have relevant {}`);
    } else {
      if (!entries.length) err(c, `${where}: answerable kind ${q.kind} has relevant {}`);
      else if (twos !== 1) err(c, `${where}: ${twos} entries graded 2 (want exactly 1)`);
    }
    if (!['kanji', 'short'].includes(q.kind) && questions.has(q.query)) err(c, `${where}: copies a question verbatim`);
    if (scriptCheck[q.kind] && !scriptCheck[q.kind](q.query)) warn(c, `${where}: ${JSON.stringify(q.query)} does not look like kind ${q.kind}`);
  }
  // alternation within each kind
  const seen = {};
  for (const q of qs) {
    const n = (seen[q.kind] = (seen[q.kind] || 0) + 1);
    const want = n % 2 === 1 ? 'dev' : 'heldout';
    if (q.split !== want) err(c, `query ${q.id}: split ${q.split}, alternation wants ${want}`);
  }
  for (const k of KINDS) {
    if (!t[k].dev || !t[k].heldout) err(c, `kind ${k} missing from a split (dev ${t[k].dev}, heldout ${t[k].heldout})`);
  }
  if (qs.length < 210) err(c, `${qs.length} queries (< 210)`);
  total += qs.length;
  console.log(`${c}: ${faqs.length} entries, ${syn.length} synonym groups, ${qs.length} queries`);
}

// counts table
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);
console.log('\nqueries per kind (dev/heldout = total)');
console.log(pad('kind', 11) + CORPORA.map(c => lpad(c, 17)).join('') + lpad('all', 10));
const sums = Object.fromEntries(CORPORA.map(c => [c, { dev: 0, heldout: 0 }]));
for (const k of KINDS) {
  let all = 0, line = pad(k, 11);
  for (const c of CORPORA) {
    const x = table[c]?.[k] || { dev: 0, heldout: 0 };
    sums[c].dev += x.dev; sums[c].heldout += x.heldout; all += x.dev + x.heldout;
    line += lpad(`${x.dev}/${x.heldout} = ${x.dev + x.heldout}`, 17);
  }
  console.log(line + lpad(all, 10));
}
console.log(pad('TOTAL', 11) + CORPORA.map(c => lpad(`${sums[c].dev}/${sums[c].heldout} = ${sums[c].dev + sums[c].heldout}`, 17)).join('') + lpad(total, 10));
if (total < 630) err('all', `total ${total} < 630`);
console.log(`\n${errors} error(s), ${warnings} warning(s)`);
process.exit(errors ? 1 : 0);
