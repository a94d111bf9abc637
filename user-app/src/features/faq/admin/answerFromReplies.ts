import { splitAddress } from '@madoguchi/shared/contracts';
import { escapeRegExp } from '@madoguchi/shared/format';

// 「FAQにする」 keeps what answers the question and leaves out the correspondence around it: the 宛名,
// greetings and closings, the writer introducing themselves, the signature, what talks about this
// ticket and its thread, and the paragraphs of canned replies that are about one inquiry (those that
// name the requester, its number or title, or the admin). Canned text the desk wrote as know-how (no
// such placeholder) stays: it is often the answer itself.

/** The placeholders that tie a canned reply's paragraph to one inquiry and one conversation. */
const TICKET_PLACEHOLDER = /\{\{\s*(?:requesterName|number|title|adminName)\s*\}\}/;
const PLACEHOLDER = /\{\{\s*[^{}]*?\s*\}\}/g;

const GREETING =
  /^(?:いつも)?お世話に(?:なって(?:おり|い)ます|なります)|^お疲れ(?:様|さま)です|^(?:この度は|このたびは)?(?:お問い?合わせ|ご連絡|ご相談|ご質問)(?:いただき|頂き)?、?(?:誠に|まことに)?(?:ありがとう|有難う)ございます|^お問い?合わせ(?:の件|いただいた件)(?:につきまして|について)、?(?:回答|ご回答|ご案内)(?:いた|致)?します|^お待たせ(?:いたし|致し|し)ました|^ご(?:不便|迷惑|心配)を(?:お)?かけ/;
const CLOSING =
  /よろしくお願い(?:いた|致)?します|宜しくお願い(?:いた|致)?します|よろしくお願い申し上げます|ご不明な点(?:が|は|など)|お気軽に(?:ご連絡|お問い?合わせ|ご相談)|引き続き(?:よろしく|お願い)|今後とも|以上(?:です|となります|、)?[。.]?$/;
/** What only makes sense in this ticket: its thread, its number, its closing, the lead to its FAQ cards. */
const THIS_TICKET =
  /自動(?:的に|で|に)?クローズ|クローズ(?:します|いたします|致します|させていただきます|されます|となります)|(?:この|こちらの|本)スレッド|スレッドに(?:ご)?返信|#\d+|^以下のよくある質問を|「解決(?:した|しました|済み)」/;
/** 「鈴木さん、」 opening a sentence: what follows is judged without it. */
const LEADING_ADDRESS = /^.{1,12}?(?:さん|様|さま)[、，,]\s*/;
const ADDRESS = /^.{1,24}?(?:さん|様|さま|殿)[、，,。]?$/;
const RULE = /^[-‐―ー=＝_＿*＊~〜━─]{2,}$/;


/** What the placeholders were filled with, where known (a reply's own writer is its {{adminName}}). */
export type KnownValues = Partial<Record<string, string>>;

/**
 * A template line as a whole-line pattern: each placeholder as the value it was filled with, or any
 * text where that is unknown; spaces as any spacing. A line of placeholders and too few words of its
 * own (「{{tenantName}} 総務部 {{adminName}}」 with the names unknown) would match too much: none.
 */
function linePattern(line: string, known: KnownValues): RegExp | null {
  let literal = '';
  let pattern = '';
  let last = 0;
  for (const match of line.trim().matchAll(PLACEHOLDER)) {
    const text = line.trim().slice(last, match.index);
    const value = known[match[0].slice(2, -2).trim()];
    literal += text + (value ?? '');
    pattern += escapeRegExp(text) + (value !== undefined ? escapeRegExp(value) : '.+?');
    last = match.index + match[0].length;
  }
  const tail = line.trim().slice(last);
  literal += tail;
  pattern += escapeRegExp(tail);
  if ([...literal.replace(/\s/g, '')].length < 6) return null;
  return new RegExp(`^${pattern.replace(/\s+/g, '\\s*')}$`);
}

/** The lines of the tenant's canned replies that are about one inquiry, as patterns filled with what is known. */
export function ticketLinesOf(templates: readonly string[], known: KnownValues = {}): RegExp[] {
  const patterns: RegExp[] = [];
  for (const template of templates) {
    const { address, rest } = splitAddress(template);
    const paragraphs = rest.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
    const ticketLines = [...(address ? address.split('\n') : []), ...paragraphs.filter((paragraph) => TICKET_PLACEHOLDER.test(paragraph)).flatMap((paragraph) => paragraph.split('\n'))];
    for (const line of ticketLines) {
      const pattern = linePattern(line, known);
      if (pattern) patterns.push(pattern);
    }
  }
  return patterns;
}

/** Sentences of a line, each with its closing mark: 「ありがとうございます。佐藤です。」 → two. */
const sentencesOf = (line: string) => line.match(/[^。！？!?]+[。！？!?]*|[。！？!?]+/g) ?? [];

/** Whether a sentence is correspondence rather than answer. */
function isCorrespondence(sentence: string, writerNames: readonly string[]): boolean {
  const text = sentence.trim().replace(LEADING_ADDRESS, '');
  if (!text || GREETING.test(text) || CLOSING.test(text) || THIS_TICKET.test(text)) return true;
  // 「情報システム課の佐藤です。」: the writer introducing themselves.
  return text.length <= 30 && /(?:です|でございます)[。!！]?$/.test(text) && writerNames.some((name) => text.includes(name));
}

/** The parts of a person's name that name them alone: the whole, and each part of two characters or more. */
const namePartsOf = (name: string) => {
  const parts = name.trim().split(/\s+/).filter((part) => [...part].length >= 2);
  return [...new Set([name.trim().replace(/\s+/g, ' '), name.replace(/\s+/g, ''), ...parts].filter(Boolean))];
};

export interface ReplyContext {
  /** The bodies of the tenant's canned replies, as written, placeholders and all. */
  templates: readonly string[];
  /** Who wrote the reply, and the tenant's name: their lines at the end are a signature. */
  writerName: string;
  tenantName: string;
}

/** What is left of one reply for an answer, as paragraphs of lines; and how many lines were left out. */
export function answerOfReply(body: string, context: ReplyContext, ticketLines: readonly RegExp[]): { paragraphs: string[][]; omitted: number } {
  const writerNames = namePartsOf(context.writerName);
  const signatureNames = [...writerNames, context.tenantName.trim()].filter(Boolean);
  let lines = body.replace(/\r\n?/g, '\n').split('\n');
  const total = lines.filter((line) => line.trim()).length;
  // A rule line starts a signature: it and everything below it go.
  const rule = lines.findIndex((line) => RULE.test(line.trim()));
  if (rule >= 0) lines = lines.slice(0, rule);
  // Short lines at the end that name the writer or the tenant are the signature (a sentence is not).
  const signatureLine = (line: string) => line.trim().length <= 40 && !/[。．！？!?]$/.test(line.trim()) && signatureNames.some((name) => line.includes(name));
  while (lines.length && (!lines.at(-1)!.trim() || signatureLine(lines.at(-1)!))) lines = lines.slice(0, -1);

  const paragraphs: string[][] = [[]];
  for (const line of lines) {
    const text = line.trim();
    if (!text) {
      if (paragraphs.at(-1)!.length) paragraphs.push([]);
      continue;
    }
    if (ADDRESS.test(text) || ticketLines.some((pattern) => pattern.test(text))) continue;
    const kept = sentencesOf(text).filter((sentence) => !isCorrespondence(sentence, writerNames)).join('').trim();
    if (kept) paragraphs.at(-1)!.push(kept);
  }
  const answer = paragraphs.filter((paragraph) => paragraph.length);
  return { paragraphs: answer, omitted: total - answer.flat().length };
}
