// patches/firebase-tools+13.35.0.patch: the Functions emulator starts worker processes, and each loaded
// firebase-tools' deploy and extension modules (some 0.6 s of CPU) for the two small things it uses of
// functionsEmulatorShared: the patch loads those modules on first use instead. It also gives the
// emulator one pool of workers for every function (FUNCTIONS_EMULATOR_SHARED_WORKERS, which our stacks
// set: scripts/emulators/env.mjs), each request naming the function its worker runs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Runs `script` in a fresh Node process from the repository and returns what it prints. */
const inNode = (script: string, env: NodeJS.ProcessEnv = {}): string =>
  execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } }).trim();

describe("the Functions emulator's shared module", () => {
  it("loads none of firebase-tools' deploy and extension modules until one is used", () => {
    const loaded = inNode(`
      const shared = require('firebase-tools/lib/emulator/functionsEmulatorShared');
      const heavy = () => Object.keys(require.cache).filter((file) => /[\\\\/]lib[\\\\/](deploy|extensions)[\\\\/]/.test(file)).length;
      const before = heavy();
      // What a worker uses of it.
      const kept = typeof shared.findModuleRoot === 'function' && shared.HttpConstants.CALLABLE_AUTH_HEADER === 'x-callable-context-auth';
      const afterWorkerUse = heavy();
      // What the CLI uses of it (checking the functions it found), which loads them.
      shared.prepareEndpoints([]);
      console.log(JSON.stringify({ before, kept, afterWorkerUse, afterCliUse: heavy() > 0 }));
    `);
    expect(JSON.parse(loaded)).toEqual({ before: 0, kept: true, afterWorkerUse: 0, afterCliUse: true });
  });
});

describe("the Functions emulator's shared pool of workers", () => {
  // The pool's bookkeeping over stand-in processes; the integration and browser tests run on the real one.
  const poolScript = `
    const { EventEmitter } = require('node:events');
    const { RuntimeWorkerPool, RuntimeWorkerState } = require('firebase-tools/lib/emulator/functionsRuntimeWorker');
    const pool = new RuntimeWorkerPool();
    const killed = [];
    const runtime = (name) => {
      const process = new EventEmitter();
      process.kill = () => killed.push(name);
      return { process, events: new EventEmitter(), conn: {} };
    };
    const workers = ['w1', 'w2', 'w3'].map((name) => {
      const worker = pool.addWorker(undefined, runtime(name), {});
      worker.state = RuntimeWorkerState.IDLE;
      return worker;
    });
    const sameKey = pool.getKey('us-central1-createInquiry') === pool.getKey('us-central1-postReply');
    const idleFor = (id) => workers.indexOf(pool.getIdleWorker(id));
    const first = idleFor('us-central1-createInquiry');
    workers[0].state = RuntimeWorkerState.BUSY;
    const whileBusy = idleFor('us-central1-postReply');
    workers[0].takeTrigger({ id: 'us-central1-postReply', timeoutSeconds: 9 });
    const label = [workers[0].triggerKey, workers[0].timeoutSeconds];
    pool.stopIdleBeyond(1);
    console.log(JSON.stringify({ sameKey, first, whileBusy, label, killed, states: workers.map((w) => w.state) }));
  `;

  it('serves every function from one pool, relabels a worker for its request and stops idle workers beyond the cap', () => {
    const shared = JSON.parse(inNode(poolScript, { FUNCTIONS_EMULATOR_SHARED_WORKERS: 'true' })) as Record<string, unknown>;
    expect(shared).toEqual({
      sameKey: true,
      first: 0,
      whileBusy: 1,
      label: ['us-central1-postReply', 9],
      killed: ['w3'],
      states: ['BUSY', 'IDLE', 'FINISHING'],
    });
  });

  it("keeps upstream's pool per function without the variable", () => {
    const upstream = JSON.parse(inNode(poolScript, { FUNCTIONS_EMULATOR_SHARED_WORKERS: '' })) as Record<string, unknown>;
    expect(upstream['sameKey']).toBe(false);
  });

  it("hands a request to another worker when its worker's process was gone before it read it, and never picks one told to go", () => {
    // Real sockets: the first worker's is gone (as after an exit the pool had not heard of), the one the
    // pool starts then answers; the request reaches the caller once, from that one.
    const printed = inNode(`
      const http = require('node:http');
      const os = require('node:os');
      const path = require('node:path');
      const { EventEmitter } = require('node:events');
      const { RuntimeWorkerPool, RuntimeWorkerState } = require('firebase-tools/lib/emulator/functionsRuntimeWorker');
      const pool = new RuntimeWorkerPool();
      const killed = [];
      const runtime = (name, socketPath) => {
        const process = new EventEmitter();
        process.kill = () => { killed.push(name); process.killed = true; return true; };
        return { process, events: new EventEmitter(), conn: { httpReqOpts: () => ({ socketPath }) } };
      };
      const added = (name, socketPath) => {
        const worker = pool.addWorker(undefined, runtime(name, socketPath), {});
        worker.state = RuntimeWorkerState.IDLE;
        return worker;
      };
      const dir = require('node:fs').mkdtempSync(path.join(os.tmpdir(), 'pool-'));
      const live = http.createServer((req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk)).on('end', () => res.end('ran ' + body));
      }).listen(path.join(dir, 'live.sock'));
      // Told to go (a FATAL log) and so never picked, though its exit event has not come.
      const toldToGo = added('told-to-go', path.join(dir, 'live.sock'));
      toldToGo.runtime.process.killed = true;
      const gone = added('gone', path.join(dir, 'gone.sock'));
      let started = 0;
      const startWorker = async () => { started += 1; return added('fresh', path.join(dir, 'live.sock')); };
      const front = http.createServer((req, res) => {
        pool.submitRequest('asia-northeast1-takeSlackEvents', { method: 'POST', path: '/', headers: {} }, res, 'event-1', undefined,
          { id: 'asia-northeast1-takeSlackEvents', timeoutSeconds: 60 }, startWorker);
      }).listen(0, async () => {
        const answer = await fetch('http://127.0.0.1:' + front.address().port + '/', { method: 'POST' });
        const text = await answer.text();
        front.close(); live.close();
        console.log('\\n' + JSON.stringify({ status: answer.status, text, started, killed, gone: gone.state, toldToGo: toldToGo.state }));
      });
    `, { FUNCTIONS_EMULATOR_SHARED_WORKERS: 'true' });
    expect(JSON.parse(printed.split('\n').pop() ?? '')).toEqual({
      status: 200, text: 'ran event-1', started: 1, killed: ['gone'], gone: 'FINISHING', toldToGo: 'IDLE',
    });
  });

  // Every call of the integration and browser tests depends on it; this names the cause when it is gone.
  it('runs the function a request names in a worker started without one', () => {
    const runtime = inNode(`
      const source = require('node:fs').readFileSync(require.resolve('firebase-tools/lib/emulator/functionsEmulatorRuntime'), 'utf8');
      const { HttpConstants } = require('firebase-tools/lib/emulator/functionsEmulatorShared');
      console.log(JSON.stringify({
        headers: [HttpConstants.SHARED_WORKER_TARGET_HEADER, HttpConstants.SHARED_WORKER_SIGNATURE_HEADER],
        readsThem: source.includes('FUNCTION_TARGET_NAME = process.env.FUNCTION_TARGET = takeHeader(req, functionsEmulatorShared_1.HttpConstants.SHARED_WORKER_TARGET_HEADER)'),
      }));
    `);
    expect(JSON.parse(runtime)).toEqual({ headers: ['x-functions-emulator-target', 'x-functions-emulator-signature'], readsThem: true });
  });
});
