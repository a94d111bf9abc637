#!/usr/bin/env node
// npm run bench — runs every bench/*.bench.ts in this process. TypeScript is compiled on require by
// @swc/core (already installed for jest), so a bench imports the real sources of the shared package.
// Timings live only here, never in tests.
import { transformFileSync } from '@swc/core';
import { readdirSync } from 'node:fs';
import Module, { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const benchDir = path.join(root, 'bench');

// Registering '.ts' also makes require try it for extensionless imports ('./normalize').
Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformFileSync(filename, {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const require = createRequire(import.meta.url);
const only = process.argv[2];
const benches = readdirSync(benchDir).filter((file) => file.endsWith('.bench.ts') && (!only || file.includes(only)));
if (benches.length === 0) {
  console.error(`no bench matches ${only ?? 'bench/*.bench.ts'}`);
  process.exit(1);
}
for (const file of benches) {
  console.log(`\n━━ ${file} ━━`);
  await require(path.join(benchDir, file)).run();
}
