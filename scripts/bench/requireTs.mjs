// A require for the TypeScript sources (the benchmarks import the real code), compiled by @swc/core,
// installed for jest, as each file loads: .ts, and .tsx with React's automatic runtime.
import { transformFileSync } from '@swc/core';
import Module, { createRequire } from 'node:module';

let registered = false;

/** A require relative to `from` (import.meta.url) that loads .ts and .tsx files. */
export function requireTs(from) {
  if (!registered) {
    // Registering '.ts' also makes require try it for extensionless imports ('./normalize').
    for (const [extension, tsx] of [['.ts', false], ['.tsx', true]]) {
      Module._extensions[extension] = (module, filename) => {
        const { code } = transformFileSync(filename, {
          jsc: { parser: { syntax: 'typescript', tsx }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
          module: { type: 'commonjs' },
        });
        module._compile(code, filename);
      };
    }
    registered = true;
  }
  return createRequire(from);
}
