// The integration tests' emulator stack beside the spec's (scripts/emulators/stack.mjs): every port it
// takes is shifted, none is one the spec's stack, the apps or the Slack stand-in take.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientEnv, emulatorStack, stackFirebaseJson, stackFunctionsEnv } from '../../scripts/emulators/stack.mjs';

const root = path.resolve(__dirname, '../..');
const firebaseJson = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8'));
const localApp = JSON.parse(readFileSync(path.join(root, 'scripts/slack/localApp.json'), 'utf8'));
/** The ports firebase-tools takes beside the emulators when firebase.json names none. */
const FIREBASE_TOOLS_DEFAULTS = { hub: 4400, logging: 4500, websocket: 9150, eventarc: 9299, tasks: 9499 };

/** Every port a firebase.json's emulators block names. */
function portsOf(emulators: Record<string, unknown>): number[] {
  return Object.values(emulators).flatMap((settings) => {
    const { port, websocketPort } = (typeof settings === 'object' && settings) as { port?: unknown; websocketPort?: unknown };
    return [port, websocketPort].filter((value): value is number => typeof value === 'number');
  });
}

describe('emulatorStack', () => {
  it("is the spec's stack by default: firebase.json's ports, the repository, the built functions", () => {
    const stack = emulatorStack();
    expect(stack.offset).toBe(0);
    expect(path.resolve(stack.dir)).toBe(root);
    expect(stack.functionsDir).toBe(path.join(root, 'functions/lib'));
    expect(stack.emulators.firestore).toEqual(firebaseJson.emulators.firestore);
    expect(stack.emulators.functions).toEqual(firebaseJson.emulators.functions);
    expect(stack.slackPort).toBe(localApp.port);
    expect(clientEnv(stack, { storage: false })).toMatchObject({
      FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
      FIREBASE_EMULATOR_HUB: '127.0.0.1:4400',
      MADOGUCHI_FUNCTIONS_EMULATOR_HOST: '127.0.0.1:5001',
      MADOGUCHI_SLACK_STAND_IN_PORT: String(localApp.port),
    });
  });

  it('shifts every emulator, the hub and the Slack stand-in, and runs from a directory of its own', () => {
    const stack = emulatorStack(20);
    for (const name of ['auth', 'firestore', 'functions', 'storage'] as const) {
      expect(stack.emulators[name]).toEqual({ ...firebaseJson.emulators[name], port: firebaseJson.emulators[name].port + 20 });
    }
    expect(stack.hub.port).toBe(FIREBASE_TOOLS_DEFAULTS.hub + 20);
    expect(stack.slackPort).toBe(localApp.port + 20);
    expect(stack.dir.startsWith(path.join(root, '.cache'))).toBe(true);
    expect(stack.functionsDir.startsWith(stack.dir)).toBe(true);
    const env = clientEnv(stack, { storage: true });
    expect(env).toMatchObject({
      FIRESTORE_EMULATOR_HOST: `127.0.0.1:${stack.emulators.firestore.port}`,
      FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${stack.emulators.storage.port}`,
      // Its triggers are turned off and on through its own hub.
      FIREBASE_EMULATOR_HUB: `127.0.0.1:${stack.hub.port}`,
      MADOGUCHI_FUNCTIONS_DIR: stack.functionsDir,
    });
  });
});

describe('stackFirebaseJson', () => {
  const stack = emulatorStack(20);
  const config = stackFirebaseJson(firebaseJson, stack);

  it("names a port for everything firebase-tools would otherwise take at its default, none of the spec stack's", () => {
    const taken = new Set([
      ...portsOf(firebaseJson.emulators),
      ...Object.values(FIREBASE_TOOLS_DEFAULTS),
      localApp.port,
      ...[9000, 9001, 9002, 9003], // the apps (test/e2e/support/appServers.ts)
      ...[1, 2, 3, 4, 5, 6].map((step) => firebaseJson.emulators.hosting.port + step), // the preview's other sites
    ]);
    const ports = portsOf(config.emulators);
    expect(ports).toEqual(expect.arrayContaining([stack.hub.port, FIREBASE_TOOLS_DEFAULTS.logging + 20, FIREBASE_TOOLS_DEFAULTS.websocket + 20, FIREBASE_TOOLS_DEFAULTS.eventarc + 20, FIREBASE_TOOLS_DEFAULTS.tasks + 20]));
    expect(ports.filter((port) => taken.has(port))).toEqual([]);
    expect(taken.has(stack.slackPort)).toBe(false);
  });

  it('serves no Hosting, loads its own copy of the functions without building them, and keeps the rules', () => {
    expect(config.hosting).toBeUndefined();
    expect(config.emulators.hosting).toBeUndefined();
    expect(config.functions).toEqual([expect.objectContaining({ source: 'functions', runtime: firebaseJson.functions[0].runtime })]);
    expect(config.functions[0]?.predeploy).toBeUndefined();
    expect(config.firestore).toEqual(firebaseJson.firestore);
    expect(config.emulators.singleProjectMode).toBe(true);
  });
});

describe('stackFunctionsEnv', () => {
  it("points the functions at the stack's Slack stand-in and leaves the rest", () => {
    const text = 'SLACK_API_URL=http://127.0.0.1:9300/api/\nSLACK_AUTHORIZE_URL=http://127.0.0.1:9300/oauth/v2/authorize\nAPP_BASE_URL=http://localhost:9000\n';
    expect(stackFunctionsEnv(text, emulatorStack(20))).toBe(
      'SLACK_API_URL=http://127.0.0.1:9320/api/\nSLACK_AUTHORIZE_URL=http://127.0.0.1:9320/oauth/v2/authorize\nAPP_BASE_URL=http://localhost:9000\n',
    );
  });
});
