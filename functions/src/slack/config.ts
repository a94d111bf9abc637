import { defineSecret, defineString } from 'firebase-functions/params';
import { appUrl } from '../platform/appUrl';

// Where Slack is and who we are to it. Production takes Slack's own URLs; the local stack points them
// at the stand-in (scripts/slack/standIn.mjs) through functions/.env.demo-madoguchi, and the emulator
// reads the two secrets from functions/.secret.local (written by the emulator scripts when missing).

export const slackApiUrl = defineString('SLACK_API_URL', { default: 'https://slack.com/api/' });
export const slackAuthorizeUrl = defineString('SLACK_AUTHORIZE_URL', { default: 'https://slack.com/oauth/v2/authorize' });
export const slackClientId = defineString('SLACK_CLIENT_ID', { description: 'Client ID of the Slack app' });
export const slackClientSecret = defineSecret('SLACK_CLIENT_SECRET');
export const slackSigningSecret = defineSecret('SLACK_SIGNING_SECRET');

/**
 * The least the integration needs: post (as the web author), find channels, read thread replies and
 * who wrote them, find a requester's Slack account by e-mail and open a direct message with them,
 * read what employees write to the app and the ticket reaction, and take /madoguchi.
 */
export const SLACK_SCOPES = [
  'chat:write',
  'chat:write.customize',
  'channels:read',
  'groups:read',
  'channels:history',
  'groups:history',
  'users:read',
  'users:read.email',
  'im:write',
  'im:history',
  'reactions:read',
  'commands',
] as const;

export const oauthRedirectUri = () => appUrl('/slack/oauth_redirect');
