// Slack's doors from the sources: the light part (method, signature, body) and the door's handler
// module it loads on first use (slack/doors/*.ts; lib/doors/<door>.js in the bundle, functions/build.mjs).
import * as functionsLogger from 'firebase-functions/logger';
import type { Request } from 'firebase-functions/v2/https';
import { signatureOf } from '../src/slack/signature';
import { slackCommands } from '../src/slack/slackCommandsEndpoint';
import { slackEvents } from '../src/slack/slackEventsEndpoint';

const secret = 'slack-door-test-secret';

// The doors' health counts go to this stand-in for Firestore (signedTraffic.ts loads the store on first use).
const addRefusals = jest.fn(async (..._args: unknown[]) => undefined);
const clearRefusals = jest.fn(async (..._args: unknown[]) => undefined);
jest.mock('../src/slack/signedTrafficStore', () => ({
  firestoreTrafficStore: () => ({ addRefusals: (...args: unknown[]) => addRefusals(...args), clearRefusals: (...args: unknown[]) => clearRefusals(...args) }),
}));
beforeEach(() => {
  addRefusals.mockClear();
  clearRefusals.mockClear();
});

function call(door: typeof slackEvents, body: string, sign: (timestamp: string) => string) {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers: Record<string, string> = { 'x-slack-request-timestamp': timestamp, 'x-slack-signature': sign(timestamp) };
  const request = { method: 'POST', url: '/', headers, rawBody: Buffer.from(body), header: (name: string) => headers[name.toLowerCase()], get: (name: string) => headers[name.toLowerCase()] };
  return new Promise<{ status: number; sent: unknown }>((resolve) => {
    let status = 200;
    const response = {
      status: (code: number) => ((status = code), response),
      send: (sent: unknown) => (resolve({ status, sent }), response),
      json: (sent: unknown) => (resolve({ status, sent }), response),
      setHeader: () => response,
      on: () => response,
    };
    void door(request as unknown as Request, response as never);
  });
}

beforeAll(() => {
  process.env['SLACK_SIGNING_SECRET'] = secret;
});
afterAll(() => {
  delete process.env['SLACK_SIGNING_SECRET'];
});

it('refuses a request signed with another secret (401), before loading the handler', async () => {
  const body = JSON.stringify({ type: 'url_verification', challenge: 'c' });
  const warned = jest.spyOn(functionsLogger, 'warn').mockImplementation(() => undefined);
  await expect(call(slackEvents, body, (timestamp) => signatureOf('another', timestamp, body))).resolves.toEqual({ status: 401, sent: '' });
  expect(warned).toHaveBeenCalledWith('slack request refused', { door: 'events', reason: 'mismatch' });
  warned.mockRestore();
  // A body naming no team is counted against no one.
  expect(addRefusals).not.toHaveBeenCalled();
});

it('counts a refusal against the team the unverified body names, and keeps nothing else of it', async () => {
  const command = new URLSearchParams({ command: '/madoguchi', team_id: 'T0REFUSED', user_id: 'U0TEST', text: '090-1234-5678' }).toString();
  jest.spyOn(functionsLogger, 'warn').mockImplementation(() => undefined);
  await expect(call(slackCommands, command, (timestamp) => signatureOf('another', timestamp, command))).resolves.toEqual({ status: 401, sent: '' });
  expect(addRefusals).toHaveBeenCalledWith('T0REFUSED', 'signature', 1);
  expect(JSON.stringify(addRefusals.mock.calls)).not.toContain('090');
  expect(clearRefusals).not.toHaveBeenCalled();
  jest.mocked(functionsLogger.warn).mockRestore();
});

it('answers a signed request through the door module, loaded on first use', async () => {
  const body = JSON.stringify({ type: 'url_verification', challenge: 'c-1' });
  await expect(call(slackEvents, body, (timestamp) => signatureOf(secret, timestamp, body))).resolves.toEqual({ status: 200, sent: { challenge: 'c-1' } });
  const command = new URLSearchParams({ command: '/other', team_id: 'T0TEST', user_id: 'U0TEST' }).toString();
  await expect(call(slackCommands, command, (timestamp) => signatureOf(secret, timestamp, command))).resolves.toEqual({
    status: 200,
    sent: { response_type: 'ephemeral', text: 'このコマンドには対応していません。' },
  });
  // Signed: whatever was refused for its team before is over.
  expect(clearRefusals).toHaveBeenCalledWith('T0TEST');
});

it("says in one log line per request that it has no signing secret, refuses every request and counts it for the team's health (a local bundle built without its secrets)", async () => {
  const body = JSON.stringify({ type: 'url_verification', challenge: 'c-2' });
  const failed = jest.spyOn(functionsLogger, 'error').mockImplementation(() => undefined);
  delete process.env['SLACK_SIGNING_SECRET'];
  try {
    await expect(call(slackEvents, body, (timestamp) => signatureOf(secret, timestamp, body))).resolves.toEqual({ status: 401, sent: '' });
    const event = JSON.stringify({ type: 'event_callback', team_id: 'T0NOSECRET', event_id: 'Ev1', event: { type: 'message' } });
    await expect(call(slackEvents, event, (timestamp) => signatureOf(secret, timestamp, event))).resolves.toEqual({ status: 401, sent: '' });
  } finally {
    process.env['SLACK_SIGNING_SECRET'] = secret;
  }
  expect(failed).toHaveBeenCalledTimes(2);
  expect(failed.mock.calls[0]?.[0]).toContain('SLACK_SIGNING_SECRET');
  // The tenant connected to the team sees that every request is refused, and why.
  expect(addRefusals).toHaveBeenCalledWith('T0NOSECRET', 'noSecret', 1);
  failed.mockRestore();
});
