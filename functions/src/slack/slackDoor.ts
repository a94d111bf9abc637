import { logger } from 'firebase-functions/v2';
import { onRequest, type Request } from 'firebase-functions/v2/https';
import { slackSigningSecret } from './config';
import { verifySlackSignature } from './signature';

// The one way in from Slack for events, interactivity and slash commands: POST only, signed with the
// app's signing secret over the exact bytes, within five minutes (401 otherwise, nothing done). Slack
// wants an answer within 3 seconds; what each door does in that time is its handler's business.

/** What a door answers: a status, and JSON or nothing. */
export interface DoorAnswer {
  status: number;
  json?: unknown;
}

export const ok = (json?: unknown): DoorAnswer => ({ status: 200, json });

/** A signed request's body parsed for the handler; null refuses it as malformed (400). */
export type BodyReader<Body> = (raw: string, request: Request) => Body | null;

export function slackDoor<Body>(name: string, read: BodyReader<Body>, handle: (body: Body) => Promise<DoorAnswer>) {
  return onRequest({ secrets: [slackSigningSecret], invoker: 'public' }, async (request, response) => {
    if (request.method !== 'POST') {
      response.status(405).send('');
      return;
    }
    const verdict = verifySlackSignature(
      { rawBody: request.rawBody, timestamp: request.header('x-slack-request-timestamp'), signature: request.header('x-slack-signature') },
      slackSigningSecret.value(),
    );
    if (!verdict.ok) {
      logger.warn('slack request refused', { door: name, reason: verdict.reason });
      response.status(401).send('');
      return;
    }
    const body = read(request.rawBody.toString('utf8'), request);
    if (body === null) {
      response.status(400).send('');
      return;
    }
    try {
      const answer = await handle(body);
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
