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
}
export declare const LOCAL_SLACK: LocalSlackApp;

export interface StandInChannel {
  id: string;
  name: string;
  is_private: boolean;
  is_member: boolean;
  is_archived: boolean;
}
export interface StandInPost {
  channel: string;
  ts: string;
  text: string;
  thread_ts: string | null;
  username: string | null;
  parse: string | null;
  link_names: unknown;
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
  signature?: string | null;
  retry?: number;
}
export interface EventAnswer {
  status: number;
  body: string;
}

export interface SlackStandIn {
  url: string;
  team: { id: string; name: string };
  botUserId: string;
  channels: StandInChannel[];
  posts: StandInPost[];
  calls: { method: string; params: Record<string, unknown> }[];
  failNext(method: string, failure: StandInFailure): void;
  revokeAllTokens(): void;
  revokeToken(token: string): void;
  tokenWorks(token: string): boolean;
  uninstall(): Promise<EventAnswer>;
  sendEvent(payload: unknown, sign?: SignOptions): Promise<EventAnswer>;
  envelope(event: object, eventId?: string): Record<string, unknown>;
  reply(reply: { channel: string; threadTs: string; text: string; user?: string; eventId?: string }): Promise<EventAnswer>;
  close(): Promise<void>;
}

export declare function startSlackStandIn(options?: { port?: number; host?: string; eventsUrl?: string }): Promise<SlackStandIn>;
