// Slack's doors from the sources: the light part (method, signature, body) and the door's handler
// module it loads on first use (slack/doors/*.ts; lib/doors/<door>.js in the bundle, functions/build.mjs).
import * as functionsLogger from 'firebase-functions/logger';
import type { Request } from 'firebase-functions/v2/https';
import { signatureOf } from '../src/slack/signature';
import { slackCommands } from '../src/slack/slackCommandsEndpoint';
import { slackEvents } from '../src/slack/slackEventsEndpoint';

const secret = 'slack-door-test-secret';

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
});

it('answers a signed request through the door module, loaded on first use', async () => {
  const body = JSON.stringify({ type: 'url_verification', challenge: 'c-1' });
  await expect(call(slackEvents, body, (timestamp) => signatureOf(secret, timestamp, body))).resolves.toEqual({ status: 200, sent: { challenge: 'c-1' } });
  const command = new URLSearchParams({ command: '/other', team_id: 'T0TEST', user_id: 'U0TEST' }).toString();
  await expect(call(slackCommands, command, (timestamp) => signatureOf(secret, timestamp, command))).resolves.toEqual({
    status: 200,
    sent: { response_type: 'ephemeral', text: 'このコマンドには対応していません。' },
  });
});

it('says in one log line that it has no signing secret, and refuses every request (a local bundle built without its secrets)', async () => {
  const body = JSON.stringify({ type: 'url_verification', challenge: 'c-2' });
  const failed = jest.spyOn(functionsLogger, 'error').mockImplementation(() => undefined);
  delete process.env['SLACK_SIGNING_SECRET'];
  try {
    await expect(call(slackEvents, body, (timestamp) => signatureOf(secret, timestamp, body))).resolves.toEqual({ status: 401, sent: '' });
  } finally {
    process.env['SLACK_SIGNING_SECRET'] = secret;
  }
  expect(failed).toHaveBeenCalledTimes(1);
  expect(failed.mock.calls[0]?.[0]).toContain('SLACK_SIGNING_SECRET');
  failed.mockRestore();
});
