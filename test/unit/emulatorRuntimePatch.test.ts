// patches/firebase-tools+13.35.0.patch: the Functions emulator starts a worker process per call running at
// once, and each loaded firebase-tools' deploy and extension modules (some 0.6 s of CPU) for the two
// small things it uses of functionsEmulatorShared. The patch loads those modules on first use instead.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** Runs `script` in a fresh Node process from the repository and returns what it prints. */
const inNode = (script: string): string => execFileSync(process.execPath, ['-e', script], { cwd: root, encoding: 'utf8' }).trim();

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
