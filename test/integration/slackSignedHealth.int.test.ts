/** @jest-environment node */
// Slack's health when its requests are refused (issue 37): a lost or wrong signing secret makes every
// button, command and thread reply fail at the door, and the admin home and the Slack page say so, with
// how many in the last hour, until signed requests get through again. A refused request is only
// counted against the team its unverified body names: never acted on, nothing of it kept, a flood
// written boundedly, and no other workspace's tenant touched.
import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { doc, getDoc, setLogLevel } from 'firebase/firestore';
import { slackIntegrationOf } from '../../tenant-admin-app/src/lib/api/slackIntegration';
import { LOCAL_SLACK, type SlackStandIn } from '../../scripts/slack/standIn.mjs';
import { slackSummary } from '../../tenant-admin-app/src/features/home/slackSummary';
import { useCallableSuite } from '../support/callableSuite';
import { signInByEmailLink } from '../support/emailLinkSignIn';
import { connectSlackWithChannel, HELPDESK, startSettlingSlackStandIn } from '../support/slackConnect';

const suite = useCallableSuite('slack-signed-health');
const ADMIN_A = 'admin@a.example.com';
const ADMIN_B = 'multi@example.com'; // tenant admin of tenant-b
/** What a lost or replaced signing secret makes of every request Slack signs. */
const WRONG_SECRET = { secret: 'a-signing-secret-the-server-does-not-have' };

let slack: SlackStandIn;

const forget = (tenantId: string) =>
  Promise.all([suite.db.doc(`slackInstallations/${tenantId}`).delete(), suite.db.doc(`tenants/${tenantId}/integrations/slack`).delete()]);

beforeAll(async () => {
  setLogLevel('error');
  slack = await startSettlingSlackStandIn();
});
afterAll(async () => {
  await Promise.all([forget('tenant-a'), forget('tenant-b')]);
  await slack?.close();
});
beforeEach(() => Promise.all([forget('tenant-a'), forget('tenant-b')]));

/**
 * Connects the tenant as its admin does, then gives the connection a workspace id of its own: the
 * stand-in serves one workspace, and refusals are counted per team (the first at once, then at most
 * once a minute per instance), so each test names a team no earlier test or run has.
 */
async function connectToOwnTeam(tenantId: string, email: string): Promise<string> {
  await connectSlackWithChannel(suite, slack, {}, tenantId, email);
  const team = `T${randomUUID().replace(/-/g, '').slice(0, 12).toUpperCase()}`;
  await suite.db.doc(`slackInstallations/${tenantId}`).update({ teamId: team });
  await suite.db.doc(`tenants/${tenantId}/integrations/slack`).update({ teamId: team });
  return team;
}

/** 担当する pressed under an inquiry's post, as Slack's interactivity payload carries it. */
const assignClick = (team: string) => ({
  type: 'block_actions',
  team: { id: team, domain: 'madoguchi-demo' },
  user: { id: 'U0SUPPORT1', team_id: team },
  api_app_id: 'A0MADOGUCHI',
  container: { type: 'message', channel_id: HELPDESK, message_ts: '1700000000.000100' },
  channel: { id: HELPDESK },
  message: { ts: '1700000000.000100', text: '新しい問い合わせ 090-1234-5678' },
  response_url: `${slack.url}/respond/none`,
  actions: [{ action_id: 'madoguchi_assign_me', block_id: 'madoguchi_inquiry', type: 'button', action_ts: '1700000001.000200' }],
});
/** A message in a channel, as the Events API delivers it. */
const channelMessage = (team: string) =>
  ({ ...slack.envelope({ type: 'message', channel: HELPDESK, user: 'U0SUPPORT1', text: '雑談です', ts: `${Date.now() / 1000}` }), team_id: team });

/** The integration document as the tenant's admin reads it, and the admin home's Slack figure of it. */
async function seenByAdmin(tenantId: string, email: string) {
  await signInByEmailLink(suite.client.auth, email);
  const snapshot = await getDoc(doc(suite.client.db, `tenants/${tenantId}/integrations/slack`));
  const integration = slackIntegrationOf(snapshot.data() ?? {});
  return { integration, home: slackSummary({ status: 'ready', data: integration }) };
}
const storedHealth = async (tenantId: string) => (await suite.db.doc(`tenants/${tenantId}/integrations/slack`).get()).get('health') as Record<string, unknown>;

it('shows a bad signature on every button as a problem on the admin home and the Slack page, with the count, until signed requests get through', async () => {
  const team = await connectToOwnTeam('tenant-a', ADMIN_A);
  expect((await seenByAdmin('tenant-a', ADMIN_A)).home).toMatchObject({ value: '正常', attention: false });

  for (let i = 0; i < 3; i += 1) expect((await slack.sendInteraction(assignClick(team), WRONG_SECRET)).status).toBe(401);
  const afterButtons = (await storedHealth('tenant-a'))['refusals'] as { kind: string; count: number; since: Timestamp; lastAt: Timestamp };
  expect(afterButtons).toEqual({ kind: 'signature', count: expect.any(Number), since: expect.any(Timestamp), lastAt: expect.any(Timestamp) });
  expect(afterButtons.count).toBeGreaterThanOrEqual(1);
  expect(afterButtons.count).toBeLessThanOrEqual(3);

  // The slash command's door refuses and counts too.
  expect((await slack.sendCommand({ command: '/madoguchi', text: 'VPN', team_id: team, user_id: 'U0SUPPORT1', channel_id: HELPDESK }, WRONG_SECRET)).status).toBe(401);
  const refusals = (await storedHealth('tenant-a'))['refusals'] as { count: number };
  expect(refusals.count).toBe(afterButtons.count + 1);

  const { integration, home } = await seenByAdmin('tenant-a', ADMIN_A);
  const problem = `Slackからの操作が署名の検証で拒否されています（直近1時間に ${refusals.count} 件）。`;
  expect(home).toEqual({ value: '要確認', note: expect.stringContaining(problem), attention: true });
  expect(home.note).toContain('署名シークレットの設定を確認');
  // Nothing of the requests is kept: no payload, no person, no secret.
  const stored = JSON.stringify(integration);
  for (const kept of ['U0SUPPORT1', '090-1234-5678', 'VPN', 'madoguchi_assign_me', WRONG_SECRET.secret, LOCAL_SLACK.signingSecret]) expect(stored).not.toContain(kept);
  // Nothing was done: the refused button assigned no one.
  expect(slack.responses.filter((response) => response.text?.includes('担当者になりました'))).toEqual([]);

  // 今すぐ確認 on the Slack page names it too, without storing it as the posting problem.
  const checked = (await suite.client.call('checkSlackHealth', { tenantId: 'tenant-a' })) as { problem: string | null };
  expect(checked.problem).toContain(problem);
  expect((await storedHealth('tenant-a'))['problem']).toBeNull();

  // The secret is right again: the next signed request clears it, and the home says 正常.
  const signed = await slack.sendInteraction({ type: 'block_actions', team: { id: team }, user: { id: 'U0SUPPORT1' }, actions: [] });
  expect(signed.status).toBe(200);
  expect((await storedHealth('tenant-a'))['refusals']).toBeNull();
  expect((await seenByAdmin('tenant-a', ADMIN_A)).home).toMatchObject({ value: '正常', attention: false });
});

it('writes a flood of refused requests boundedly, only against the team they name, and never for a team no tenant connected', async () => {
  const teamA = await connectToOwnTeam('tenant-a', ADMIN_A);
  const teamB = await connectToOwnTeam('tenant-b', ADMIN_B);
  const healthB = await storedHealth('tenant-b');
  const installations = (await suite.db.collection('slackInstallations').get()).size;

  const FLOOD = 40;
  const answers: number[] = [];
  for (let i = 0; i < FLOOD; i += 1) answers.push((await slack.sendEvent(channelMessage(teamA), { signature: i % 2 ? null : 'v0=forged' })).status);
  for (const team of ['T0NOBODY01', 'not-a-team']) answers.push((await slack.sendEvent(channelMessage(team), WRONG_SECRET)).status);
  expect(answers).toEqual(Array(FLOOD + 2).fill(401));

  // One write for the burst (per instance of the door), not one per request.
  const refusals = (await storedHealth('tenant-a'))['refusals'] as { count: number };
  expect(refusals.count).toBeGreaterThanOrEqual(1);
  expect(refusals.count).toBeLessThan(FLOOD / 4);
  // The other workspace's tenant is untouched, and naming an unknown team stores nothing anywhere.
  expect(await storedHealth('tenant-b')).toEqual(healthB);
  expect((await suite.db.collection('slackInstallations').get()).size).toBe(installations);
  expect((await seenByAdmin('tenant-b', ADMIN_B)).home).toMatchObject({ value: '正常' });

  // Nor does the other workspace's signed traffic clear tenant-a's problem.
  expect((await slack.sendEvent(channelMessage(teamB))).status).toBe(200);
  expect((await storedHealth('tenant-a'))['refusals']).toMatchObject({ count: refusals.count });
  expect((await slack.sendEvent(channelMessage(teamA))).status).toBe(200);
  expect((await storedHealth('tenant-a'))['refusals']).toBeNull();
});
