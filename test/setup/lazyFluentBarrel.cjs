// A jest transform for @fluentui/react-components' CommonJS entry: the same exports, each of its 58
// packages required when a name from it is first used (swc's lazy CommonJS, from the package's own ES
// module entry) instead of all of them at once. A screen's test uses a few; loading all took 1.2 s of
// every unit test file (the unit tests: 192 → 152 CPU-s).
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const path = require('node:path');
const { transformSync, version } = require('@swc/core');

const esModuleEntry = (commonJsEntry) => path.join(path.dirname(commonJsEntry), '..', 'lib', 'index.js');

module.exports = {
  process(_source, filename) {
    const entry = esModuleEntry(filename);
    const { code } = transformSync(readFileSync(entry, 'utf8'), {
      filename: entry,
      jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
      module: { type: 'commonjs', lazy: true },
    });
    return { code };
  },
  getCacheKey(_source, filename) {
    return createHash('sha256').update(readFileSync(esModuleEntry(filename))).update(readFileSync(__filename)).update(version).digest('hex');
  },
};
