// lib/index.js, what Cloud Functions (each function's instance), the emulator and deploy's discovery
// load (build.mjs). Every function is defined here, but an instance started for one of Slack's doors
// (FUNCTION_TARGET, set by the runtime and by upstream's emulator) loads only what that door needs: the
// doors' light part here, its handler (lib/doors/<door>.js) on its first request. Any other instance,
// discovery, and our emulator stacks' workers, which serve every function (no FUNCTION_TARGET at load:
// scripts/emulators/env.mjs), also load every other function from lib/functions.js (index.ts).
// Firebase's advice for per-function imports; Slack wants every answer within 3 s, cold ones included.
// CommonJS on purpose: the exports depend on the instance.
/* eslint-disable @typescript-eslint/no-require-imports -- see above */

require('./platform/globalOptions');

const doors: Record<string, unknown> = {
  ...(require('./slack/slackEventsEndpoint') as object),
  ...(require('./slack/slackInteractionsEndpoint') as object),
  ...(require('./slack/slackCommandsEndpoint') as object),
};

const target = process.env['FUNCTION_TARGET'];
const functions: Record<string, unknown> = target !== undefined && target in doors ? {} : (require('./index') as Record<string, unknown>);

module.exports = { ...functions, ...doors };
