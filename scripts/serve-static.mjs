#!/usr/bin/env node
// Usage: node scripts/serve-static.mjs <dist dir> <port> [--spa]
import path from 'node:path';
import { startStaticServer } from './lib/staticServer.mjs';

const [dir, port, flag] = process.argv.slice(2);
if (!dir || !port) {
  console.error('使い方: node scripts/serve-static.mjs <distディレクトリ> <ポート> [--spa]');
  process.exit(2);
}
await startStaticServer({ dir: path.resolve(dir), port: Number(port), spa: flag === '--spa' });
console.log(`serving ${dir} on http://localhost:${port}`);
