import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import type { ModalView } from '@slack/web-api';
import { HttpsError } from 'firebase-functions/v2/https';
import { categoryDocument, decodeDocument, fieldProblems, inquiryFields } from '@madoguchi/shared/contracts';
import { suggestionQuery } from '@madoguchi/shared/search';
import { rateFaqAs } from '../../faq/faqVotes';
import { inquiryLink } from '../../inquiries/inquiryNotices';
import { fileInquiry } from '../../inquiries/inquiryActions';
import { appUrl } from '../../platform/appUrl';
import { onceForRequest } from '../../platform/requestOnce';
import { answersInSlack } from '../requesterThreads';
import { slackClient } from '../slackClient';
import { memberOf, slackPerson, strangerAnswer, type SlackMember, type SlackPerson } from '../slackPeople';
import { plainFromSlack, slackLink } from '../slackText';
import { messageView, type ViewState } from '../blockKit';
import { askView, FIELD, readAskView, titleFrom, type AskChoices, type AskContext, type AskDraft } from './askView';
import { suggestFaqs } from './faqSuggestions';

// An employee files an inquiry from Slack: the modal opens at once (a trigger lasts 3 seconds), the FAQ
// entries that may answer it follow, and on submission the person is looked up again by e-mail before
// anything is written. Nothing in the modal's metadata is taken as who they are.

export type MessageSource = AskContext['source'];

/** The text of a Slack message (a top-level message or a reply), or '' when Slack will not say. */
export async function messageText(member: SlackMember, source: NonNullable<MessageSource>): Promise<string> {
  try {
    const thread = await slackClient(member.connection.token, 2_000).conversations.replies({ channel: source.channel, ts: source.ts, limit: 200 });
    return thread.messages?.find((message) => message.ts === source.ts)?.text ?? '';
  } catch {
    return '';
  }
}

async function choicesFor(db: Firestore, person: SlackPerson, member: SlackMember, suggestions: AskChoices['suggestions']): Promise<AskChoices> {
  const categories = await db.collection(`tenants/${member.connection.tenantId}/categories`).orderBy('order', 'asc').get();
  return {
    tenants: person.members.map((candidate) => ({ id: candidate.connection.tenantId, name: candidate.tenantName })),
    categories: categories.docs.map((category) => ({ id: category.id, name: decodeDocument(categoryDocument, category.data()).name })),
    suggestions,
  };
}

/** Fills the open modal in with FAQ entries for the draft; Slack failing only leaves them out. */
async function addSuggestions(db: Firestore, person: SlackPerson, member: SlackMember, opened: { id: string; hash: string }, ask: AskContext, draft: AskDraft) {
  const suggestions = await suggestFaqs(db, member, suggestionQuery(draft.title, draft.body)).catch(() => []);
  const view = askView(ask, draft, await choicesFor(db, person, member, suggestions));
  await slackClient(member.connection.token, 2_000).views.update({ view_id: opened.id, hash: opened.hash, view }).catch(() => undefined);
}

/**
 * Opens the inquiry modal for `person` with `text` as its body (the first tenant they belong to chosen,
 * when several). False when they belong to none: the caller tells them they are not registered.
 */
export async function openAsk(db: Firestore, person: SlackPerson, triggerId: string, start: { text: string; source: MessageSource }): Promise<boolean> {
  const member = person.members[0];
  if (!member) return false;
  const body = plainFromSlack(start.text).trim();
  const draft: AskDraft = { title: titleFrom(body), body, categoryId: null };
  const ask: AskContext = { tenantId: member.connection.tenantId, source: start.source };
  const opened = await slackClient(member.connection.token, 2_500).views.open({ trigger_id: triggerId, view: askView(ask, draft, await choicesFor(db, person, member, null)) });
  if (opened.view?.id && opened.view.hash) await addSuggestions(db, person, member, { id: opened.view.id, hash: opened.view.hash }, ask, draft);
  return true;
}

/** Another help desk chosen in the modal: its categories and FAQ, with what was typed kept. */
export async function switchTenant(db: Firestore, teamId: string, slackUserId: string, view: ViewState, tenantId: string): Promise<void> {
  const read = readAskView(view);
  const person = await slackPerson(db, teamId, slackUserId);
  const member = memberOf(person, tenantId);
  if (!read || !member) return;
  const ask = { ...read.ask, tenantId };
  const draft = { ...read.draft, categoryId: null };
  const updated = await slackClient(member.connection.token, 2_000).views.update({ view_id: view.id, ...(view.hash && { hash: view.hash }), view: askView(ask, draft, await choicesFor(db, person, member, null)) });
  if (updated.view?.id && updated.view.hash) await addSuggestions(db, person, member, { id: updated.view.id, hash: updated.view.hash }, ask, draft);
}

/** What Slack is told after a submission: problems by field, or the view to show instead. */
export type SubmitAnswer = { response_action: 'errors'; errors: Record<string, string> } | { response_action: 'update'; view: ModalView };

/** A modal's submission as an inquiry id: the same modal submitted twice files once. */
const inquiryIdOf = (teamId: string, viewId: string) => `slack-${createHash('sha256').update(`${teamId}/${viewId}`).digest('base64url').slice(0, 24)}`;

export async function submitAsk(db: Firestore, teamId: string, slackUserId: string, view: ViewState): Promise<SubmitAnswer> {
  const read = readAskView(view);
  if (!read) return { response_action: 'errors', errors: { [FIELD.body]: 'フォームを読み取れませんでした。閉じてからもう一度お試しください。' } };
  const person = await slackPerson(db, teamId, slackUserId);
  const member = memberOf(person, read.ask.tenantId);
  if (!member) {
    const why = person.members.length ? 'この問い合わせ先は利用できません。閉じてから、もう一度やり直してください。' : strangerAnswer(person);
    return { response_action: 'update', view: messageView('問い合わせできません', [why]) };
  }
  const title = read.draft.title.trim();
  const body = read.draft.body.trim();
  const problems = fieldProblems(inquiryFields, { title, body });
  if (problems.title || problems.body) return { response_action: 'errors', errors: Object.fromEntries(Object.entries(problems).filter(([, message]) => message)) as Record<string, string> };
  const { tenantId } = read.ask;
  const { categoryId } = read.draft;
  if (categoryId && !(await db.doc(`tenants/${tenantId}/categories/${categoryId}`).get()).exists) {
    return { response_action: 'errors', errors: { [FIELD.category]: 'このカテゴリは削除されました。別のカテゴリを選んでください。' } };
  }
  const inquiryId = inquiryIdOf(teamId, view.id);
  try {
    const filed = await onceForRequest(db, member.uid, inquiryId, 'createInquiry', () =>
      fileInquiry(db, { uid: member.uid, channel: 'slack' }, { tenantId, inquiryId, title, body, categoryId, attachments: [] }),
    );
    // The DM thread itself is opened as a reaction to the filing (events/inquiryReactions.ts).
    const inSlack = await answersInSlack(db, tenantId, member.uid);
    return {
      response_action: 'update',
      view: messageView('送信しました', [
        `:white_check_mark: 問い合わせ *#${filed.number}* を受け付けました。${slackLink(appUrl(inquiryLink(tenantId, inquiryId)), '窓口で開く')}`,
        inSlack ? '回答はこのアプリからのダイレクトメッセージのスレッドに届きます。そのスレッドに返信すると、問い合わせへの返信になります。' : '回答は窓口の問い合わせのページでご確認ください。',
      ]),
    };
  } catch (error) {
    // The server's refusals are said in Japanese (too many inquiries at once, the tenant suspended).
    const message = error instanceof HttpsError ? error.message : '送信できませんでした。時間をおいてもう一度お試しください。';
    return { response_action: 'errors', errors: { [FIELD.body]: message } };
  }
}

/** 「これで解決」 in the modal: counted as the FAQ page counts it, and nothing is filed. */
export async function solvedByFaq(db: Firestore, teamId: string, slackUserId: string, view: ViewState, faqId: string): Promise<void> {
  const read = readAskView(view);
  const person = await slackPerson(db, teamId, slackUserId);
  const member = read && memberOf(person, read.ask.tenantId);
  if (!read || !member) return;
  await rateFaqAs(db, read.ask.tenantId, faqId, member.uid, 'solved');
  await slackClient(member.connection.token, 2_000).views.update({
    view_id: view.id,
    view: messageView('解決しました', [':tada: よくある質問で解決しました。問い合わせは送信していません。', 'ほかに困ったことがあれば、いつでも問い合わせてください。']),
  });
}
