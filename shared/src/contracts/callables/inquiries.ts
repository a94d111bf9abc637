import * as z from 'zod/mini';
import { ALLOWED_ATTACHMENT_TYPES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from '../attachments';
import { defineCallable } from '../callable';
import { CONTROL, CONTROL_IN_TEXT, docId, requestId, singleLine } from '../fields';

const SIZE_MESSAGE = '添付ファイルのサイズが正しくありません。';

/** A file already uploaded to tenants/{t}/inquiries/{i}/attachments/{fileId}/{name}. */
export const attachmentRef = z.strictObject({
  path: z.string({ error: '添付ファイルの場所を指定してください。' }).check(
    z.minLength(1, { error: '添付ファイルの場所を指定してください。' }),
    z.maxLength(512, { error: '添付ファイルの場所が長すぎます。' }),
  ),
  name: singleLine('ファイル名', 200),
  size: z.int({ error: SIZE_MESSAGE }).check(z.gte(0, { error: SIZE_MESSAGE }), z.lte(MAX_ATTACHMENT_BYTES, { error: SIZE_MESSAGE })),
  contentType: z.enum(ALLOWED_ATTACHMENT_TYPES, { error: 'この種類のファイルは添付できません。' }),
});
export type AttachmentRef = z.output<typeof attachmentRef>;

export const attachmentList = z
  .array(attachmentRef)
  .check(z.maxLength(MAX_ATTACHMENTS, { error: `添付できるファイルは ${MAX_ATTACHMENTS} 件までです。` }));

export const INQUIRY_LIMITS = { title: 100, body: 10000 } as const;

/** A limit as the forms write it: 「件名は 100 文字以内」「内容は 10,000 文字以内」. */
const within = (label: string, max: number) => `${label}は ${max.toLocaleString('ja-JP')} 文字以内で入力してください。`;

/** Trimmed, 1..max characters, in the inquiry forms' words. */
const required = (label: string, max: number, control: RegExp, controlMessage: string) =>
  z.string({ error: `${label}を入力してください。` }).check(
    z.trim(),
    z.minLength(1, { error: `${label}を入力してください。` }),
    z.maxLength(max, { error: within(label, max) }),
    z.refine((value) => !control.test(value), { error: controlMessage }),
  );

/** A message's body, said with the form's label (内容, 返信, 社内メモ): line breaks and tabs are text. */
const messageBody = (label: string) =>
  required(label, INQUIRY_LIMITS.body, CONTROL_IN_TEXT, `${label}に使用できない制御文字が含まれています。`);

const INQUIRY_STATUS_VALUES = ['new', 'in_progress', 'waiting', 'resolved', 'closed'] as const;
const inquiryStatus = z.enum(INQUIRY_STATUS_VALUES, { error: 'ステータスの指定が正しくありません。' });
export type InquiryStatus = z.output<typeof inquiryStatus>;

/** The fields the new-inquiry form checks. */
export const inquiryFields = z.object({
  title: required('件名', INQUIRY_LIMITS.title, CONTROL, '件名に改行や制御文字は入力できません。'),
  body: messageBody('内容'),
});

/** The reply form's field, said as a reply (返信) or as an internal note (社内メモ). */
export const replyFields = {
  reply: z.object({ body: messageBody('返信') }),
  note: z.object({ body: messageBody('社内メモ') }),
};

export interface CreateInquiryResult {
  inquiryId: string;
  number: number;
}

/**
 * A member files an inquiry. Its id is made by the client (a Firestore auto id), so attachments can
 * be uploaded under it before the inquiry exists.
 */
export const createInquiry = defineCallable<CreateInquiryResult>()(
  'createInquiry',
  'member',
  z.strictObject({
    requestId,
    tenantId: docId,
    inquiryId: docId,
    ...inquiryFields.shape,
    categoryId: z.nullable(docId),
    attachments: attachmentList,
  }),
);

/** FAQ entries a tenant admin inserts into one reply, shown to the requester as cards. */
export const MAX_FAQ_LINKS = 3;

/** The excerpt of a FAQ card, in characters (「…」 included when cut). */
export const FAQ_LINK_EXCERPT = 120;

/** A FAQ entry as a reply carries it: the server copies the question and an excerpt when it is sent. */
export interface FaqLink {
  faqId: string;
  question: string;
  excerpt: string;
}

export interface PostInquiryMessageResult {
  messageId: string;
  status: InquiryStatus;
}

/** A reply in the thread, or (tenant admins) an internal note. */
export const postInquiryMessage = defineCallable<PostInquiryMessageResult>()(
  'postInquiryMessage',
  'member',
  z.strictObject({
    requestId,
    tenantId: docId,
    inquiryId: docId,
    body: inquiryFields.shape.body,
    /** Tenant admins only: a note the requester never sees. */
    internal: z.boolean({ error: 'internal は true か false で指定してください。' }),
    /** Tenant admins only: the status to leave the inquiry in (else the automatic move). */
    status: z.optional(inquiryStatus),
    attachments: attachmentList,
    /** Tenant admins only: FAQ entries inserted into the reply (each counts as a use of the entry). */
    faqIds: z.optional(
      z.array(docId).check(z.maxLength(MAX_FAQ_LINKS, { error: `挿入できるFAQは ${MAX_FAQ_LINKS} 件までです。` })),
    ),
  }),
);

export interface ChangeInquiryStatusResult {
  inquiryId: string;
  status: InquiryStatus;
}

/** Tenant admins set any status; the requester may mark their own inquiry resolved. */
export const changeInquiryStatus = defineCallable<ChangeInquiryStatusResult>()(
  'changeInquiryStatus',
  'member',
  z.strictObject({ requestId, tenantId: docId, inquiryId: docId, status: inquiryStatus }),
);

export interface AssignInquiryResult {
  inquiryId: string;
  assigneeUid: string | null;
}

/** Tenant admins assign an inquiry to one of the tenant's admins (or to no one: null). */
export const assignInquiry = defineCallable<AssignInquiryResult>()(
  'assignInquiry',
  'memberAdmin',
  z.strictObject({ requestId, tenantId: docId, inquiryId: docId, assigneeUid: z.nullable(docId) }),
);
