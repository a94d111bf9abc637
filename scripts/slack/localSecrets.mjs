// The Functions emulator reads secret params from functions/.secret.local. Without one it would ask
// Secret Manager, which is out of reach offline: the local stack gets the stand-in Slack's secrets.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../emulators/config.mjs';
import { LOCAL_SLACK } from './standIn.mjs';

export const secretFile = path.join(repoRoot, 'functions', '.secret.local');

/** Writes functions/.secret.local with the stand-in's secrets, unless the developer has one. */
export function ensureLocalSlackSecrets() {
  if (existsSync(secretFile)) return;
  writeFileSync(
    secretFile,
    `# Written by the emulator scripts for the stand-in Slack (scripts/slack/localApp.json). Not committed.\n` +
      `SLACK_CLIENT_SECRET=${LOCAL_SLACK.clientSecret}\nSLACK_SIGNING_SECRET=${LOCAL_SLACK.signingSecret}\n`,
  );
}
