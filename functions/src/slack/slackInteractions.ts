import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { ASK_OPEN_ACTION, readAskStart } from './employees/askButton';
import { messageText, openAsk, solvedByFaq, submitAsk, switchTenant } from './employees/askFlow';
import { assignFromSlack, openSend, statusFromSlack, submitSend } from './admins/adminActions';
import { ASSIGN_ACTION, isInquiryStatus, STATUS_ACTION } from './admins/inquiryButtons';
import { SEND_CALLBACK, SEND_SHORTCUT } from './admins/sendView';
import { SLACK_ID, type ViewState } from './blockKit';
import { ASK_CALLBACK, TENANT_ACTION } from './employees/askView';
import { SOLVED_ACTION } from './employees/faqSuggestions';
import { respond } from './respond';
import { memberOf, slackPerson, strangerAnswer, type SlackPerson } from './slackPeople';

// Interactivity payloads (a shortcut chosen, a button pressed, a modal submitted), after the door
// checked Slack's signature (slackDoor.ts). Who acts is the signed team and user, mapped to a tenant
// user by e-mail for every action (slackPeople.ts); ids in the payload only say what was acted on.

export const ASK_SHORTCUT = 'madoguchi_ask';

export interface InteractionPayload {
  type?: string;
  team?: { id?: string };
  user?: { id?: string };
  trigger_id?: string;
  callback_id?: string;
  response_url?: string;
  channel?: { id?: string };
  message?: { ts?: string; text?: string; thread_ts?: string };
  actions?: { action_id?: string; value?: string; selected_option?: { value?: string } }[];
  container?: { type?: string };
  view?: ViewState;
}

/** What the door answers: nothing, or a view submission's response_action. */
export type InteractionAnswer = Record<string, unknown> | undefined;

/** A person not registered in any connected tenant: told only that, to them alone. */
async function tellStranger(person: SlackPerson, responseUrl: string | undefined) {
  await respond(responseUrl, { text: strangerAnswer(person) });
}

export async function handleInteraction(db: Firestore, payload: InteractionPayload): Promise<InteractionAnswer> {
  const teamId = payload.team?.id ?? '';
  const userId = payload.user?.id ?? '';
  if (!SLACK_ID.test(teamId) || !SLACK_ID.test(userId)) return undefined;
  const view = payload.view && typeof payload.view.id === 'string' ? payload.view : null;

  if (payload.type === 'message_action' && payload.callback_id === ASK_SHORTCUT && payload.trigger_id) {
    const person = await slackPerson(db, teamId, userId);
    const channel = payload.channel?.id;
    const ts = payload.message?.ts;
    const opened = await openAsk(db, person, payload.trigger_id, { text: payload.message?.text ?? '', source: channel && ts ? { channel, ts } : null });
    if (!opened) await tellStranger(person, payload.response_url);
    return undefined;
  }

  if (payload.type === 'message_action' && payload.callback_id === SEND_SHORTCUT && payload.trigger_id && payload.channel?.id && payload.message) {
    await openSend(db, { teamId, userId, channel: payload.channel.id, message: payload.message, triggerId: payload.trigger_id, responseUrl: payload.response_url });
    return undefined;
  }

  if (payload.type === 'view_submission' && view?.callback_id === ASK_CALLBACK) return submitAsk(db, teamId, userId, view);
  if (payload.type === 'view_submission' && view?.callback_id === SEND_CALLBACK) return submitSend(db, teamId, userId, view);

  if (payload.type === 'block_actions') {
    const action = payload.actions?.[0];
    if (action?.action_id === ASK_OPEN_ACTION && payload.trigger_id) {
      const start = readAskStart(action.value);
      const person = await slackPerson(db, teamId, userId);
      const preferred = (start.tenantId && memberOf(person, start.tenantId)) || person.members[0];
      if (!preferred) {
        await tellStranger(person, payload.response_url);
        return undefined;
      }
      const source = start.channel && start.ts ? { channel: start.channel, ts: start.ts } : null;
      const text = source ? await messageText(preferred, source) : (start.text ?? '');
      // The help desk meant comes first in the modal.
      const ordered = { ...person, members: [preferred, ...person.members.filter((member) => member !== preferred)] };
      await openAsk(db, ordered, payload.trigger_id, { text, source });
      return undefined;
    }
    // The buttons under an inquiry's post: the post itself says which inquiry.
    const post = payload.container?.type === 'message' && payload.channel?.id && payload.message?.ts ? { channel: payload.channel.id, threadTs: payload.message.ts } : null;
    if (post && action?.action_id === ASSIGN_ACTION) {
      await assignFromSlack(db, { teamId, userId, ...post, responseUrl: payload.response_url });
      return undefined;
    }
    if (post && action?.action_id === STATUS_ACTION && isInquiryStatus(action.selected_option?.value)) {
      await statusFromSlack(db, { teamId, userId, ...post, responseUrl: payload.response_url }, action.selected_option.value);
      return undefined;
    }
    if (view && action?.action_id === SOLVED_ACTION && action.value) {
      await solvedByFaq(db, teamId, userId, view, action.value);
      return undefined;
    }
    if (view && action?.action_id === TENANT_ACTION && action.selected_option?.value) {
      await switchTenant(db, teamId, userId, view, action.selected_option.value);
      return undefined;
    }
  }
  logger.debug('slack interaction ignored', { type: payload.type, callback: payload.callback_id ?? payload.view?.callback_id });
  return undefined;
}
