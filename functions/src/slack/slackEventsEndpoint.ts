import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { adminApp } from '../admin';
import { slackSigningSecret } from './config';
import { handleEventCallback, type SlackEventCallback } from './slackEvents';
import { verifySlackSignature } from './signature';

/**
 * Slack's Events API request URL. Only signed requests get past the door (401 otherwise, nothing
 * done); Slack wants an answer within 3 seconds, and the work here is a few Firestore writes.
 */
export const slackEvents = onRequest({ secrets: [slackSigningSecret], invoker: 'public' }, async (request, response) => {
  if (request.method !== 'POST') {
    response.status(405).send('');
    return;
  }
  const verdict = verifySlackSignature(
    { rawBody: request.rawBody, timestamp: request.header('x-slack-request-timestamp'), signature: request.header('x-slack-signature') },
    slackSigningSecret.value(),
  );
  if (!verdict.ok) {
    logger.warn('slack request refused', { reason: verdict.reason });
    response.status(401).send('');
    return;
  }
  let payload: { type?: string; challenge?: unknown };
  try {
    payload = JSON.parse(request.rawBody.toString('utf8')) as typeof payload;
  } catch {
    response.status(400).send('');
    return;
  }
  if (payload.type === 'url_verification') {
    response.json({ challenge: String(payload.challenge ?? '') });
    return;
  }
  try {
    const outcome = payload.type === 'event_callback' ? await handleEventCallback(getFirestore(adminApp()), payload as SlackEventCallback) : 'ignored';
    response.status(200).json({ ok: true, outcome });
  } catch (error) {
    logger.error('slack event failed', { error: error instanceof Error ? error.message : String(error) });
    response.status(500).send('');
  }
});
