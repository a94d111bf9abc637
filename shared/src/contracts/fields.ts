import * as z from 'zod/mini';

// The building blocks of every callable's request schema (./callables). The server validates with
// these and the forms check their fields with the same ones, so each message is written out here in
// Japanese, with the field's label: the browser bundles no zod locale.

/**
 * Every id a caller names or chooses (tenants, inquiries, notes, categories, uids): letters, digits,
 * '-' and '_'. Nothing else reaches a document path, a URL or a Slack link, so '/', '|', '<', '>',
 * spaces and control characters never do. firestore.rules and storage.rules check the same pattern
 * (test/unit/clientServerConstants.test.ts keeps them equal).
 */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const ID_MESSAGE = 'IDは英数字・ハイフン・アンダースコアの64文字以内で指定してください。';
export const docId = z.string({ error: ID_MESSAGE }).check(z.regex(ID_PATTERN, { error: ID_MESSAGE }));

/** Repeated calls with the same request id have one effect (the client makes one per action). */
export const requestId = z.uuid({ error: 'requestId はUUIDで指定してください。' });

/** C0 and C1 controls, DEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** The same without tab and line feed (and the CR of a CRLF), which a body may hold. */
// eslint-disable-next-line no-control-regex -- as above
export const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029]/;

/** Trimmed text of min..max characters (UTF-16 units, as the inputs count them), said with its label. */
function text(label: string, max: number, min: number) {
  return z.string({ error: `${label}を入力してください。` }).check(
    z.trim(),
    z.minLength(min, { error: min <= 1 ? `${label}を入力してください。` : `${label}は${min}文字以上で入力してください。` }),
    z.maxLength(max, { error: `${label}は${max}文字以内で入力してください。` }),
  );
}

/**
 * A one-line field (names, titles, subjects): trimmed, min..max characters, no line breaks or other
 * control characters, so it cannot add a header to a mail or a line to a Slack post.
 */
export const singleLine = (label: string, max: number, min = 1) =>
  text(label, max, min).check(z.refine((value) => !CONTROL.test(value), { error: `${label}に改行や制御文字は入力できません。` }));

/** A multi-line body: line breaks and tabs are text, other control characters are refused. */
export const multiLine = (label: string, max: number, min = 1) =>
  text(label, max, min).check(
    z.refine((value) => !CONTROL_IN_TEXT.test(value), { error: `${label}に使用できない制御文字が含まれています。` }),
  );

export const PERSON_NAME_MAX = 50;
export const personName = singleLine('氏名', PERSON_NAME_MAX);
// Its own module: the login page checks addresses with it and should not carry the other fields.
export { email, EMAIL_MAX } from './email';


/** An integer from min to max, with the field's label. */
export const integer = (label: string, min: number, max: number) =>
  z.int({ error: `${label}は${min}〜${max}の整数で入力してください。` }).check(
    z.gte(min, { error: `${label}は${min}〜${max}の整数で入力してください。` }),
    z.lte(max, { error: `${label}は${min}〜${max}の整数で入力してください。` }),
  );
