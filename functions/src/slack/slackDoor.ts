import * as logger from 'firebase-functions/logger';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { slackSigningSecret } from './config';
import type { DoorAnswer } from './doorAnswer';
import { verifySlackSignature } from './signature';
import { firestoreSignedTraffic, teamNamedIn } from './signedTraffic';

// The one way in from Slack for events, interactivity and slash commands: POST only, signed with the
// app's signing secret over the exact bytes, within five minutes (401 otherwise, nothing done). Slack
// wants an answer within 3 seconds, cold starts included: this light part (method, signature, body)
// is all lib/index.js carries of a door; its handler is a bundle of its own (lib/doors/<door>.js,
// functions/build.mjs) loaded on the door's first request, as Firebase advises for heavy imports.
// Refusals are counted for the admins' health view, and an accepted request clears them (signedTraffic.ts).

export { ok, type DoorAnswer } from './doorAnswer';

/** A signed request's body parsed for the handler; null refuses it as malformed (400). */
export type BodyReader<Body> = (raw: string, request: Request) => Body | null;

/** A door's handler module (slack/doors/*.ts): what it answers to a signed, parsed request. */
export interface DoorModule<Body> {
  answer: (body: Body) => Promise<DoorAnswer>;
}

const MISSING_SECRET =
  'Slack の署名シークレット (SLACK_SIGNING_SECRET) が読み込まれていないため、Slack からの要求をすべて拒否しています。ローカルでは functions/.secret.local を置いてから functions をビルドし直してください。';

/** The signing secret, or '' when the runtime has none (a local bundle built without its secrets). */
function signingSecret(): string {
  try {
    return slackSigningSecret.value() ?? '';
  } catch {
    return '';
  }
}

/** Health is kept beside the answer: its failing is logged and changes nothing for Slack. */
async function keepingHealth(door: string, work: Promise<void>): Promise<void> {
  try {
    await work;
  } catch (error) {
    logger.warn('slack traffic health not recorded', { door, error: error instanceof Error ? error.message : String(error) });
  }
}

/** `load` imports the door's module, once per instance (again after a failed load). */
export function slackDoor<Body>(name: string, read: BodyReader<Body>, load: () => Promise<DoorModule<Body>>) {
  let loaded: Promise<DoorModule<Body>> | null = null;
  const signedTraffic = firestoreSignedTraffic();
  const door = () => {
    loaded ??= load().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  return onRequest({ secrets: [slackSigningSecret], invoker: 'public' }, async (request, response) => {
    if (request.method !== 'POST') {
      response.status(405).send('');
      return;
    }
    const raw = request.rawBody.toString('utf8');
    const secret = signingSecret();
    if (!secret) {
      logger.error(MISSING_SECRET, { door: name });
      await keepingHealth(name, signedTraffic.refused(teamNamedIn(raw), 'noSecret'));
      response.status(401).send('');
      return;
    }
    const verdict = verifySlackSignature(
      { rawBody: request.rawBody, timestamp: request.header('x-slack-request-timestamp'), signature: request.header('x-slack-signature') },
      secret,
    );
    if (!verdict.ok) {
      logger.warn('slack request refused', { door: name, reason: verdict.reason });
      await keepingHealth(name, signedTraffic.refused(teamNamedIn(raw), 'signature'));
      response.status(401).send('');
      return;
    }
    const body = read(raw, request);
    if (body === null) {
      response.status(400).send('');
      return;
    }
    try {
      const [answer] = await Promise.all([door().then((opened) => opened.answer(body)), keepingHealth(name, signedTraffic.accepted(teamNamedIn(raw)))]);
      if (answer.json === undefined) response.status(answer.status).send('');
      else response.status(answer.status).json(answer.json);
    } catch (error) {
      logger.error('slack request failed', { door: name, error: error instanceof Error ? error.message : String(error) });
      response.status(500).send('');
    }
  });
}

/** A JSON body (Events API). */
export const jsonBody = <Body>(raw: string): Body | null => {
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? (parsed as Body) : null;
  } catch {
    return null;
  }
};

/** Form fields (slash commands). */
export const formBody = (raw: string): Record<string, string> => Object.fromEntries(new URLSearchParams(raw));

/** The JSON in a form's `payload` field (interactivity). */
export const payloadBody = <Body>(raw: string): Body | null => jsonBody<Body>(formBody(raw)['payload'] ?? '');
