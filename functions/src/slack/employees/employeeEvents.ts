import type { Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import { fieldProblems, replyFields } from '@madoguchi/shared/contracts';
import { suggestionQuery } from '@madoguchi/shared/search';
import { postReply } from '../../inquiries/inquiryActions';
import { storedInquiry } from '../../inquiries/storedInquiry';
import { actions, section } from '../blockKit';
import { connectionsOfTeam } from '../connection';
import { inquiryOfRequesterThread } from '../requesterThreads';
import { postAsBot, slackClient } from '../slackClient';
import { slackPerson, strangerAnswer, type SlackPerson } from '../slackPeople';
import { plainFromSlack, slackLine } from '../slackText';
import { askButton } from './askButton';
import { titleFrom } from './askView';
import { faqBlocks, suggestFaqs, suggestionsHeading } from './faqSuggestions';
import { homeView } from './homeView';

// What employees do in Slack that arrives as events: write to the app, answer in their inquiry's
// thread there, react with the ticket emoji, open the app's Home tab.

const tokenOf = (person: SlackPerson) => person.members[0]?.connection.token ?? person.connections[0]?.token ?? null;

/** The requester answering in their inquiry's DM thread: their reply, as if written on the web. */
async function replyInRequesterThread(db: Firestore, person: SlackPerson, event: { channel: string; text: string; thread_ts: string }): Promise<boolean> {
  for (const member of person.members) {
    const inquiry = await inquiryOfRequesterThread(db, member.connection.tenantId, event.channel, event.thread_ts);
    if (!inquiry) continue;
    // The DM is the requester's own; the inquiry must be theirs too, as the web would check.
    if (storedInquiry(inquiry).requesterUid !== member.uid) return false;
    const body = plainFromSlack(event.text).trim();
    const problem = fieldProblems(replyFields.reply, { body }).body;
    const refused = (reason: string) => postAsBot(member.connection.token, { channel: event.channel, thread_ts: event.thread_ts, text: `:warning: この返信は窓口に届いていません。${reason}` });
    if (problem) {
      await refused(problem);
      return true;
    }
    try {
      await postReply(db, { uid: member.uid, channel: 'slack', slackUserId: person.slackUserId }, { tenantId: member.connection.tenantId, inquiryId: inquiry.id, body, internal: false, attachments: [] });
    } catch (error) {
      await refused(error instanceof HttpsError ? error.message : '返信を登録できませんでした。時間をおいてもう一度お試しください。');
    }
    return true;
  }
  return false;
}

/**
 * A message to the app in a DM: a reply in an inquiry's thread there becomes the requester's reply;
 * anything else is a question, answered in its thread with FAQ entries and 「問い合わせを作成」.
 */
export async function dmToApp(db: Firestore, teamId: string, event: { channel: string; user: string; text: string; ts: string; thread_ts?: string }): Promise<boolean> {
  const person = await slackPerson(db, teamId, event.user);
  if (event.thread_ts && event.thread_ts !== event.ts && (await replyInRequesterThread(db, person, { ...event, thread_ts: event.thread_ts }))) return true;
  const token = tokenOf(person);
  if (!token) return false;
  const thread_ts = event.thread_ts ?? event.ts;
  const member = person.members[0];
  if (!member) {
    await postAsBot(token, { channel: event.channel, thread_ts, text: strangerAnswer(person) });
    return true;
  }
  const text = plainFromSlack(event.text).trim();
  const suggestions = await suggestFaqs(db, member, suggestionQuery(titleFrom(text), text));
  const blocks = [
    suggestionsHeading(suggestions.length),
    ...faqBlocks(suggestions, { solvedButton: false }),
    section(suggestions.length ? '解決しない場合は、このメッセージから問い合わせを作成できます。' : 'このメッセージから窓口への問い合わせを作成できます。'),
    actions('ask', [askButton({ channel: event.channel, ts: event.ts })]),
  ];
  await slackClient(token).chat.postMessage({ channel: event.channel, thread_ts, text: '問い合わせを作成できます', blocks, unfurl_links: false, unfurl_media: false });
  return true;
}

/** The ticket emoji on a message, in a channel the app is in: 「問い合わせを作成」, to the reactor alone. */
export async function ticketReaction(db: Firestore, teamId: string, event: { user: string; reaction: string; item: { channel: string; ts: string } }): Promise<boolean> {
  const meant = (await connectionsOfTeam(db, teamId)).filter((connection) => connection.tenantActive && connection.ticketEmoji === event.reaction);
  const first = meant[0];
  if (!first) return false;
  const person = await slackPerson(db, teamId, event.user);
  const member = person.members.find((candidate) => meant.some((connection) => connection.tenantId === candidate.connection.tenantId));
  const target = { channel: event.item.channel, user: event.user };
  if (!member) {
    await slackClient(first.token).chat.postEphemeral({ ...target, text: strangerAnswer(person) });
    return true;
  }
  await slackClient(member.connection.token).chat.postEphemeral({
    ...target,
    text: 'このメッセージから問い合わせを作成できます',
    blocks: [
      section(`:${event.reaction}: このメッセージを窓口（${slackLine(member.tenantName)}）への問い合わせにしますか？`),
      actions('ask', [askButton({ channel: event.item.channel, ts: event.item.ts, tenantId: member.connection.tenantId })]),
    ],
  });
  return true;
}

/** The app's Home tab: the person's open inquiries in each help desk, or that they are not registered. */
export async function publishHome(db: Firestore, teamId: string, userId: string): Promise<boolean> {
  const person = await slackPerson(db, teamId, userId);
  const token = tokenOf(person);
  if (!token) return false;
  const view = await homeView(db, person, person.members.length ? null : strangerAnswer(person));
  await slackClient(token).views.publish({ user_id: userId, view });
  return true;
}
