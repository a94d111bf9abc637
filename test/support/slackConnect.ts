// Connecting a tenant to the Slack stand-in the way an admin does (for the Slack integration tests).
import { randomUUID } from 'node:crypto';
import { setLogLevel } from 'firebase/firestore';
import { startSlackStandIn, type SlackStandIn } from '../../scripts/slack/standIn.mjs';
import type { CallableSuite } from './callableSuite';
import { signInByEmailLink } from './emailLinkSignIn';
import { functionUrl, SLACK_STAND_IN_PORT } from './emulatorHosts';
import { settled } from './inquiryEvents';

export const HELPDESK = 'C0HELPDESK';

export interface SlackSettings {
  repliesPublic?: boolean;
  ticketEmoji?: string;
  categoryChannels?: Record<string, string | null>;
}

/** Slack's side of "許可する": the stand-in's authorize form answers with a redirect carrying the code. */
export async function approveAt(slack: SlackStandIn, authorizeUrl: string): Promise<{ code: string; state: string }> {
  const url = new URL(authorizeUrl);
  const response = await fetch(`${slack.url}/oauth/v2/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ redirect_uri: url.searchParams.get('redirect_uri') ?? '', state: url.searchParams.get('state') ?? '' }),
    redirect: 'manual',
  });
  const back = new URL(response.headers.get('location') ?? '');
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
}

/** Signs in as the tenant admin and goes through the whole install; `record` sees each result. */
export async function connectSlack(suite: CallableSuite, slack: SlackStandIn, tenantId = 'tenant-a', email = 'admin@a.example.com', record: (result: unknown) => void = () => {}) {
  await signInByEmailLink(suite.client.auth, email);
  const start = (await suite.client.call('startSlackInstall', { tenantId })) as { authorizeUrl: string };
  record(start);
  const done = (await suite.client.call('completeSlackInstall', await approveAt(slack, start.authorizeUrl))) as { tenantId: string; teamName: string };
  record(done);
  return done;
}

/** Connects and chooses the help desk channel and the settings. */
export async function connectSlackWithChannel(suite: CallableSuite, slack: SlackStandIn, settings: SlackSettings = {}, tenantId = 'tenant-a', email = 'admin@a.example.com', record: (result: unknown) => void = () => {}) {
  await connectSlack(suite, slack, tenantId, email, record);
  const saved = await suite.client.call('saveSlackSettings', {
    requestId: randomUUID(),
    tenantId,
    channelId: HELPDESK,
    repliesPublic: settings.repliesPublic ?? false,
    ticketEmoji: settings.ticketEmoji ?? 'ticket',
    categoryChannels: settings.categoryChannels ?? {},
  });
  record(saved);
}

/**
 * The Slack stand-in whose every request to the app resolves once the inquiry events it set off have had
 * their reactions (the posts and notices that follow a command run after it answers).
 */
export async function startSettlingSlackStandIn(options: Parameters<typeof startSlackStandIn>[0] = {}): Promise<SlackStandIn> {
  // Where the stack's functions expect Slack, sending to the stack's doors.
  const slack = await startSlackStandIn({
    port: SLACK_STAND_IN_PORT,
    eventsUrl: functionUrl('slackEvents'),
    interactionsUrl: functionUrl('slackInteractions'),
    commandsUrl: functionUrl('slackCommands'),
    ...options,
  });
  const record = slack as unknown as Record<string, unknown>;
  for (const [name, member] of Object.entries(record)) {
    if (typeof member !== 'function') continue;
    record[name] = (...args: unknown[]) => {
      const outcome: unknown = member.apply(slack, args);
      return outcome instanceof Promise ? settled(outcome) : outcome;
    };
  }
  return slack;
}

/**
 * One signed request to each of the app's Slack doors, each answered without doing anything. The
 * Functions emulator loads a worker on a door's first request, which on a busy machine takes longer
 * than the 3 seconds a trigger_id lasts; Slack's real app is served warm.
 */
export async function warmSlackDoors(slack: SlackStandIn): Promise<void> {
  await slack.sendEvent({ type: 'url_verification', challenge: 'warm' });
  await slack.sendInteraction({ type: 'warm_up' });
  await slack.sendCommand({ command: '/warm-up' });
}

/**
 * The Slack stand-in for a file of tests: started once, and before each test no modal left open for
 * `people` and no Slack connection for `tenantIds` (none left after the file either). Returns the running stand-in (after beforeAll).
 */
export function useSlackStandIn(suite: CallableSuite, { people, tenantIds }: { people: string[]; tenantIds: string[] }): () => SlackStandIn {
  let slack: SlackStandIn | undefined;
  beforeAll(async () => {
    setLogLevel('error');
    slack = await startSettlingSlackStandIn();
    await warmSlackDoors(slack);
  });
  const forget = () =>
    Promise.all(tenantIds.flatMap((tenantId) => [suite.db.doc(`slackInstallations/${tenantId}`).delete(), suite.db.doc(`tenants/${tenantId}/integrations/slack`).delete()]));
  // Left connected, the tenants would send later files' pages to a Slack that is no longer there.
  afterAll(async () => {
    await forget();
    await slack?.close();
  });
  beforeEach(async () => {
    for (const user of people) while (slack!.openViews(user).length) await slack!.closeView({ user });
    await forget();
  });
  return () => slack!;
}
