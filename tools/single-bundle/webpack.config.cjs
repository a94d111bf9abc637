// Build B of the benchmark (npm run bench): the shell with the three areas as one webpack bundle with
// lazy routes and no Module Federation, from the same sources. Only the module that loads remotes is
// swapped (./areaRegistry.ts). Output: tools/single-bundle/dist (git-ignored).
const path = require('node:path');
const { createAppConfig } = require('../webpack/createAppConfig.cjs');

const root = path.resolve(__dirname, '../..');

module.exports = createAppConfig({
  appDir: path.join(root, 'shell'),
  name: 'single_bundle',
  port: 9010,
  singleBundle: {
    outputPath: path.join(__dirname, 'dist'),
    // Matched on the import request (./remoteRegistry, ../features/remotes/remoteRegistry), so the
    // stand-in resolves its own imports from here.
    replace: /(^|\/)remoteRegistry$/,
    with: path.join(__dirname, 'areaRegistry.ts'),
  },
});
