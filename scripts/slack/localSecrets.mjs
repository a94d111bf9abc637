// The Functions emulator reads secret params from .secret.local in the functions' directory (the bundle,
// functions/lib). Without one it would ask Secret Manager, which is out of reach offline: the local stack
// gets the stand-in Slack's secrets. The file is kept in functions/, which builds do not wipe.
import { copyFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../emulators/config.mjs';
import { LOCAL_SLACK } from './standIn.mjs';

export const secretFile = path.join(repoRoot, 'functions', '.secret.local');
const bundledSecretFile = path.join(repoRoot, 'functions', 'lib', '.secret.local');

/**
 * Writes functions/.secret.local with the stand-in's secrets, unless the developer has one, and puts it
 * beside the bundle the emulator loads.
 */
export function ensureLocalSlackSecrets() {
  if (!existsSync(secretFile)) writeStandInSecrets();
  copyFileSync(secretFile, bundledSecretFile);
}

function writeStandInSecrets() {
  writeFileSync(
    secretFile,
    `# Written by the emulator scripts for the stand-in Slack (scripts/slack/localApp.json). Not committed.\n` +
      `SLACK_CLIENT_SECRET=${LOCAL_SLACK.clientSecret}\nSLACK_SIGNING_SECRET=${LOCAL_SLACK.signingSecret}\n`,
  );
}
