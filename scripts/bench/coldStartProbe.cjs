// One cold start of one Slack door, in this fresh process (scripts/bench/coldStart.mjs spawns it):
//   node coldStartProbe.cjs <bundle dir> <door> <secret>
// Loads <bundle dir>/index.js as the runtime does for that door's instance (FUNCTION_TARGET set), then
// calls the door's onRequest handler in-process with a signed request it answers without the network,
// and prints one line `COLDSTART {json}`: milliseconds to load index.js, to load the door's own file
// (lib/doors/<door>.js, within the first request; 0 for a bundle without one), to the first answer.
const { createHmac } = require('node:crypto');
const Module = require('node:module');
const path = require('node:path');
const { performance } = require('node:perf_hooks');

const [bundle, door, secret] = process.argv.slice(2);

/** Requests each door answers without Firestore or Slack, and what the answer must be. */
const REQUESTS = {
  // Slack's URL check.
  slackEvents: {
    contentType: 'application/json',
    body: JSON.stringify({ token: 'bench', challenge: 'cold-start-bench', type: 'url_verification' }),
    expect: (status, sent) => status === 200 && sent.challenge === 'cold-start-bench',
  },
  // A block action from a workspace the app does not know the shape of (team id not Slack's): the
  // handler runs and answers 200 with nothing, before any read.
  slackInteractions: {
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams({ payload: JSON.stringify({ type: 'block_actions', team: { id: 'bench' }, user: { id: 'bench' }, actions: [] }) }).toString(),
    expect: (status, sent) => status === 200 && sent === '',
  },
  // A slash command other than /madoguchi: the ephemeral "not supported" answer, before any read.
  slackCommands: {
    contentType: 'application/x-www-form-urlencoded',
    body: new URLSearchParams({ command: '/bench', team_id: 'T0BENCH', user_id: 'U0BENCH', text: '' }).toString(),
    expect: (status, sent) => status === 200 && sent?.response_type === 'ephemeral',
  },
};

const spec = REQUESTS[door];
if (!spec) throw new Error(`unknown door ${door}`);
Object.assign(process.env, { GCLOUD_PROJECT: 'demo-madoguchi', FUNCTION_TARGET: door, SLACK_SIGNING_SECRET: secret });

// The time spent requiring the door's own file, wherever it is required from.
let doorFileMs = 0;
const doorFile = path.join(path.resolve(bundle), 'doors', `${door}.js`);
const load = Module._load;
Module._load = function timedLoad(request, parent, isMain) {
  const timed = parent && path.resolve(path.dirname(parent.filename ?? ''), request) === doorFile && !(doorFile in Module._cache);
  const started = performance.now();
  try {
    return load.call(this, request, parent, isMain);
  } finally {
    if (timed) doorFileMs += performance.now() - started;
  }
};

function request() {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const rawBody = Buffer.from(spec.body);
  const signature = `v0=${createHmac('sha256', secret).update(`v0:${timestamp}:${spec.body}`).digest('hex')}`;
  const headers = { 'content-type': spec.contentType, 'x-slack-request-timestamp': timestamp, 'x-slack-signature': signature };
  const header = (name) => headers[name.toLowerCase()];
  return { method: 'POST', url: '/', path: '/', originalUrl: '/', headers, rawBody, body: spec.body, header, get: header };
}

function response() {
  let done;
  const answered = new Promise((resolve) => (done = resolve));
  const res = {
    statusCode: 200,
    headersSent: false,
    locals: {},
    status(code) { res.statusCode = code; return res; },
    set() { return res; },
    setHeader() { return res; },
    getHeader() { return undefined; },
    on() { return res; },
    send(body) { res.headersSent = true; done({ status: res.statusCode, sent: body }); return res; },
    json(body) { res.headersSent = true; done({ status: res.statusCode, sent: body }); return res; },
    end(body) { res.headersSent = true; done({ status: res.statusCode, sent: body ?? '' }); return res; },
  };
  return { res, answered };
}

(async () => {
  const t0 = performance.now();
  const exported = require(path.resolve(bundle, 'index.js'));
  const t1 = performance.now();
  const handler = exported[door];
  if (typeof handler !== 'function') throw new Error(`index.js defines no ${door}`);
  const { res, answered } = response();
  await Promise.all([handler(request(), res), answered]);
  const { status, sent } = await answered;
  const t2 = performance.now();
  if (!spec.expect(status, sent)) throw new Error(`${door} answered ${status} ${JSON.stringify(sent)}`);
  process.stdout.write(`\nCOLDSTART ${JSON.stringify({ door, status, loadIndexMs: t1 - t0, doorFileMs, firstAnswerMs: t2 - t1, totalMs: t2 - t0, sinceProcessStartMs: t2 })}\n`);
  process.exit(0);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
