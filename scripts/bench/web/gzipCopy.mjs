// The benchmark serves gzip like a production CDN: a copy of each build with a level-9 .gz beside
// every text file, which the static server sends when the browser accepts gzip. A copy, so the
// builds that get deployed stay as they are.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|json|html|css|svg|txt)$/;

/** Copies `from` to `to` (replacing it) and writes `<file>.gz` for each compressible file; skips source maps. */
export function writeGzipCopy(from, to) {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(path.dirname(to), { recursive: true });
  cpSync(from, to, { recursive: true, filter: (source) => !source.endsWith('.map') });
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (COMPRESSIBLE.test(name)) writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
    }
  };
  walk(to);
}
