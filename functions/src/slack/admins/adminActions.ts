import { createHash } from 'node:crypto';
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import type { ModalView } from '@slack/web-api';
import { fieldProblems, replyFields } from '@madoguchi/shared/contracts';
import { statusLabels } from '../../inquiries/inquiryNotices';
import type { ActorRef } from '../../inquiries/actors';
import { assignInquiryTo, postReply, setInquiryStatus } from '../../inquiries/inquiryActions';
import { storedInquiry } from '../../inquiries/storedInquiry';
import type { InquiryStatus } from '../../inquiries/inquiryStatus';
import { onceForRequest } from '../../platform/requestOnce';
import { messageView, type ViewState } from '../blockKit';
import { inquiryOfThread } from '../inquiryThreads';
import { respond } from '../respond';
import { slackClient } from '../slackClient';
import { memberOf, slackPerson, type SlackMember } from '../slackPeople';
import { plainFromSlack } from '../slackText';
import { readSendView, SEND_FIELD, sendView } from './sendView';

// What tenant admins do from the admins' channel: take an inquiry on, change its status, and send a
// thread reply to the requester after seeing it. Every action maps the Slack user to a tenant user by
// e-mail and checks they are that tenant's admin, whatever the payload says.

const NOT_ADMIN = 'この操作は、この窓口のテナント管理者だけができます。';
const NOT_AN_INQUIRY = 'このメッセージは窓口の問い合わせのスレッドにありません。';
const FAILED = '操作できませんでした。時間をおいてもう一度お試しください。';

/** Where an action was taken: the post (its channel and ts) and the person. */
export interface AdminPlace {
  teamId: string;
  userId: string;
  channel: string;
  /** The inquiry's post, i.e. the thread's first message. */
  threadTs: string;
  responseUrl?: string;
}

type Found = { admin: SlackMember; inquiry: DocumentSnapshot } | { refusal: string };

/** The inquiry of the post and the acting admin of its tenant; or why not. */
async function adminOnPost(db: Firestore, place: AdminPlace): Promise<Found> {
  const person = await slackPerson(db, place.teamId, place.userId);
  for (const connection of person.connections) {
    const inquiry = await inquiryOfThread(db, connection.tenantId, place.channel, place.threadTs);
    if (!inquiry) continue;
    const member = memberOf(person, connection.tenantId);
    if (!member?.isTenantAdmin) return { refusal: NOT_ADMIN };
    return { admin: member, inquiry: await inquiry.get() };
  }
  return { refusal: NOT_AN_INQUIRY };
}

/** The admin as the commands take them: their account; the command reads their role again. */
const actorOf = (admin: SlackMember): ActorRef => ({ uid: admin.uid, channel: 'slack' });
const refusalOf = (error: unknown) => (error instanceof HttpsError ? error.message : FAILED);
const inquiryNumber = (inquiry: DocumentSnapshot) => storedInquiry(inquiry).number;

/** 担当する: the admin who pressed it becomes the assignee; the thread says so. */
export async function assignFromSlack(db: Firestore, place: AdminPlace): Promise<void> {
  const found = await adminOnPost(db, place);
  if ('refusal' in found) return void (await respond(place.responseUrl, { text: found.refusal }));
  const { admin, inquiry } = found;
  try {
    // The thread says so as the event's reaction (events/inquiryReactions.ts), as for the web's assignment.
    await assignInquiryTo(db, actorOf(admin), { tenantId: admin.connection.tenantId, inquiryId: inquiry.id, assigneeUid: admin.uid });
    await respond(place.responseUrl, { text: `問い合わせ #${inquiryNumber(inquiry)} の担当者になりました。` });
  } catch (error) {
    await respond(place.responseUrl, { text: refusalOf(error) });
  }
}

/** ステータス変更: as on the web (the thread gets the status line from setInquiryStatus). */
export async function statusFromSlack(db: Firestore, place: AdminPlace, status: InquiryStatus): Promise<void> {
  const found = await adminOnPost(db, place);
  if ('refusal' in found) return void (await respond(place.responseUrl, { text: found.refusal }));
  const { admin, inquiry } = found;
  try {
    const changed = await setInquiryStatus(db, actorOf(admin), { tenantId: admin.connection.tenantId, inquiryId: inquiry.id, status });
    await respond(place.responseUrl, { text: changed ? `問い合わせ #${inquiryNumber(inquiry)} を「${statusLabels[status]}」にしました。` : `問い合わせ #${inquiryNumber(inquiry)} はすでに「${statusLabels[status]}」です。` });
  } catch (error) {
    await respond(place.responseUrl, { text: refusalOf(error) });
  }
}

/** 「問い合わせ者に送信」 on a reply in an inquiry's thread: the confirmation modal, with that reply. */
export async function openSend(db: Firestore, place: Omit<AdminPlace, 'threadTs'> & { message: { ts?: string; thread_ts?: string; text?: string }; triggerId: string }): Promise<void> {
  const { message } = place;
  if (!message.thread_ts || message.thread_ts === message.ts) {
    await respond(place.responseUrl, { text: '「問い合わせ者に送信」は、問い合わせのスレッドの中の返信に使ってください。' });
    return;
  }
  const found = await adminOnPost(db, { ...place, threadTs: message.thread_ts });
  if ('refusal' in found) return void (await respond(place.responseUrl, { text: found.refusal }));
  const { admin, inquiry } = found;
  const { status, number, title, requesterName } = storedInquiry(inquiry);
  if (status === 'closed') return void (await respond(place.responseUrl, { text: 'クローズ済みの問い合わせには送信できません。' }));
  const about = { number, title, requesterName };
  await slackClient(admin.connection.token, 2_500).views.open({
    trigger_id: place.triggerId,
    view: sendView({ tenantId: admin.connection.tenantId, inquiryId: inquiry.id }, about, plainFromSlack(message.text ?? '').trim()),
  });
}

export type SendAnswer = { response_action: 'errors'; errors: Record<string, string> } | { response_action: 'update'; view: ModalView };

/** The confirmed text goes to the requester as the admin's public reply, once per modal. */
export async function submitSend(db: Firestore, teamId: string, userId: string, view: ViewState): Promise<SendAnswer> {
  const read = readSendView(view);
  const person = await slackPerson(db, teamId, userId);
  const admin = read && memberOf(person, read.context.tenantId);
  if (!read || !admin?.isTenantAdmin) return { response_action: 'update', view: messageView('送信できません', [NOT_ADMIN]) };
  const body = read.body.trim();
  const problem = fieldProblems(replyFields.reply, { body }).body;
  if (problem) return { response_action: 'errors', errors: { [SEND_FIELD]: problem } };
  const requestId = `slack-send-${createHash('sha256').update(`${teamId}/${view.id}`).digest('base64url').slice(0, 24)}`;
  try {
    await onceForRequest(db, admin.uid, requestId, 'postInquiryMessage', () =>
      postReply(db, actorOf(admin), { tenantId: read.context.tenantId, inquiryId: read.context.inquiryId, body, internal: false, attachments: [] }),
    );
    return { response_action: 'update', view: messageView('送信しました', [':white_check_mark: 問い合わせ者に送信しました。スレッドにも回答として表示されます。']) };
  } catch (error) {
    return { response_action: 'errors', errors: { [SEND_FIELD]: refusalOf(error) } };
  }
}
