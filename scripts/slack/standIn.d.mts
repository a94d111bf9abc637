// Types of standIn.mjs for the TypeScript tests.

export interface LocalSlackApp {
  port: number;
  clientId: string;
  clientSecret: string;
  signingSecret: string;
  teamId: string;
  teamName: string;
  scopes: string;
  eventsUrl: string;
  interactionsUrl: string;
  commandsUrl: string;
}
export declare const LOCAL_SLACK: LocalSlackApp;

/** Slack's request signature: `v0=` + hex HMAC-SHA256(secret, `v0:{timestamp}:{body}`). */
export declare function slackSignature(secret: string, timestamp: string, body: string): string;
/** What the Slack client does with typed text: & < > escaped. */
export declare function escapeForSlack(text: string): string;

export interface StandInChannel {
  id: string;
  name: string;
  is_private: boolean;
  is_member: boolean;
  is_archived: boolean;
}
export interface StandInUser {
  id: string;
  team_id: string;
  name: string;
  real_name: string;
  is_bot: boolean;
  deleted: boolean;
  profile: { display_name: string; real_name: string; email: string };
}

/** A Block Kit block or element, loosely: the stand-in reads what it needs. */
export type Block = Record<string, unknown> & { type: string; block_id?: string };
export interface TextObject {
  type: 'plain_text' | 'mrkdwn';
  text: string;
  emoji?: boolean;
}
export interface SelectOption {
  text: TextObject;
  value: string;
}
export interface Reaction {
  name: string;
  users: string[];
  count: number;
}

/** Anything said in a channel or DM: a person's message (user, no bot_id) or the app's (bot_id). */
export interface StandInMessage {
  channel: string;
  ts: string;
  text: string;
  thread_ts: string | null;
  user: string;
  bot_id: string | null;
  blocks: Block[] | null;
  reactions?: Reaction[];
  edited?: { user: string; ts: string };
  /** Deleted through a response_url (delete_original). */
  deleted?: boolean;
}
/** What the app posted (chat.postMessage, or an in_channel response). */
export interface StandInPost extends StandInMessage {
  username: string | null;
  parse: string | null;
  link_names: unknown;
}
export interface StandInEphemeral {
  channel: string;
  user: string;
  text: string;
  blocks: Block[] | null;
  ts: string;
  thread_ts?: string;
  deleted?: boolean;
  dismissed?: boolean;
}
/** A message the app sent to a response_url (via 'response_url') or as a slash command's answer (via 'answer'). */
export interface StandInResponse {
  /** The response_url's id (null for the answer of a command sent without one of the stand-in's). */
  id: string | null;
  user: string;
  channel: string;
  via: 'response_url' | 'answer';
  text: string | null;
  blocks: Block[] | null;
  response_type: 'ephemeral' | 'in_channel' | null;
  replace_original: boolean;
  delete_original: boolean;
  thread_ts: string | null;
}

/** An input's or select's entry in a view's state.values. */
export type StateEntry = { type: string; value?: string | null; selected_option?: SelectOption | null };
export type StateValues = Record<string, Record<string, StateEntry>>;
/** A view as Slack keeps it (views.open/update/push/publish answer it). */
export interface StandInView {
  id: string;
  team_id: string;
  type: 'modal' | 'home';
  title?: TextObject;
  submit?: TextObject;
  close?: TextObject;
  blocks: Block[];
  private_metadata: string;
  callback_id: string;
  external_id: string;
  state: { values: StateValues };
  hash: string;
  clear_on_close: boolean;
  notify_on_close: boolean;
  root_view_id: string;
  previous_view_id: string | null;
  app_id: string;
  bot_id: string;
  [key: string]: unknown;
}
export interface ViewRecord {
  via: 'views.open' | 'views.push' | 'views.update' | 'views.publish' | 'response_action.update' | 'response_action.push';
  user: string;
  view: StandInView;
}

export interface Markup {
  /** Targets of live mentions: '!channel', '!here', '@U123', or bare '@channel' where names are linked. */
  mentions: string[];
  links: { url: string; label: string | null }[];
}
export declare function markupOf(post: { text: string; parse?: string | null; link_names?: unknown }): Markup;
export type StandInFailure = { error: string } | { retryAfter: number };
export interface SignOptions {
  secret?: string;
  timestamp?: number;
  body?: string;
  /** A signature to send instead of the right one; null sends none. */
  signature?: string | null;
  retry?: number;
}
export interface EventAnswer {
  status: number;
  body: string;
}
/** What the app answered an interaction or a slash command; json when the body was JSON. */
export interface AppAnswer extends EventAnswer {
  json: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- whatever the app answered
}
export interface SubmitAnswer extends AppAnswer {
  /** The app's errors by block id when it answered response_action: 'errors'. */
  errors: Record<string, string> | null;
}
/** Where a button is: a message, an ephemeral message (its ts), or a view (its id; modal or home). */
export type ButtonPlace = { message: { channel: string; ts: string } } | { ephemeral: string | { channel?: string; ts: string } } | { view: string };

export interface SlackStandIn {
  url: string;
  team: { id: string; name: string };
  botUserId: string;
  channels: StandInChannel[];
  /** The app's posts, oldest first. */
  posts: StandInPost[];
  /** Everything said in channels and DMs, people's and the app's, oldest first. */
  messages: StandInMessage[];
  ephemerals: StandInEphemeral[];
  responses: StandInResponse[];
  /** Every view opened, pushed, updated or published. */
  views: ViewRecord[];
  /** Each user's App Home view (views.publish). */
  homes: Map<string, StandInView>;
  calls: { method: string; params: Record<string, unknown> }[];

  addUser(user: { id: string; name: string; realName: string; email: string; displayName?: string }): StandInUser;
  user(id: string): StandInUser | null;
  /** The DM channel between the person and the app: 'D' + their id without its leading U. */
  dmChannelOf(userId: string): string;
  /** The person's open modals, topmost last. */
  openViews(userId: string): StandInView[];
  viewErrors(viewId: string): Record<string, string> | null;
  /** A fresh trigger_id for the person (3 seconds, single use). */
  issueTrigger(userId: string): string;

  failNext(method: string, failure: StandInFailure): void;
  revokeAllTokens(): void;
  revokeToken(token: string): void;
  tokenWorks(token: string): boolean;
  uninstall(): Promise<EventAnswer>;

  sendEvent(payload: unknown, sign?: SignOptions): Promise<EventAnswer>;
  sendInteraction(payload: unknown, sign?: SignOptions): Promise<AppAnswer>;
  sendCommand(fields: Record<string, string>, sign?: SignOptions): Promise<AppAnswer>;
  envelope(event: object, eventId?: string): Record<string, unknown>;

  reply(reply: { channel: string; threadTs: string; text: string; user?: string; eventId?: string }): Promise<EventAnswer>;
  /** `response` is null where the app does not hear it (a channel it is not in). */
  say(message: { user?: string; channel: string; text: string; threadTs?: string; eventId?: string }): Promise<{ ts: string; response: EventAnswer | null }>;
  dm(message: { user?: string; text: string; threadTs?: string; eventId?: string }): Promise<{ ts: string; response: EventAnswer | null }>;
  /** Null when the app does not hear it, or the person had already reacted so. */
  react(reaction: { user?: string; channel: string; ts: string; name?: string }): Promise<EventAnswer | null>;
  openHome(options?: { user?: string }): Promise<EventAnswer>;
  messageShortcut(shortcut: { user?: string; channel: string; ts: string; callbackId?: string }): Promise<AppAnswer>;
  clickButton(click: { user?: string; actionId: string; value?: string; blockId?: string; in?: ButtonPlace; selectedOption?: string | { value: string } }): Promise<AppAnswer>;
  /** `values`: Slack's state.values, or `{ [action_id]: text or option value }`. */
  submitView(submission?: { user?: string; values?: StateValues | Record<string, string | null>; viewId?: string }): Promise<SubmitAnswer>;
  /** Null when the view did not ask to be told (notify_on_close) or is not open. */
  closeView(options?: { user?: string; viewId?: string }): Promise<AppAnswer | null>;
  slash(command: { user?: string; channel?: string; text?: string; command?: string }): Promise<AppAnswer>;
  close(): Promise<void>;
}

export declare function startSlackStandIn(options?: {
  port?: number;
  host?: string;
  eventsUrl?: string;
  interactionsUrl?: string;
  commandsUrl?: string;
  /** How long a trigger_id works (Slack: 3000 ms). */
  triggerLifetimeMs?: number;
}): Promise<SlackStandIn>;
