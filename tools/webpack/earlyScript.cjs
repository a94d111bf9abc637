// The shell's first script (shell/src/early), bundled with esbuild into one small IIFE that the
// shell's index.html carries inline: it must run while the page is parsed, before any request, so it
// cannot be a webpack entry (which would load as a file, and in development carry the dev-server's client).
const path = require('node:path');
const { buildSync } = require('esbuild');

const EARLY_DIR = (appDir) => path.join(appDir, 'src/early');
/** What it imports from the shared package (@madoguchi/shared/early) lives here. */
const SHARED_SRC = path.resolve(__dirname, '../../shared/src');

function buildEarly(appDir, { production, metafile = false }) {
  return buildSync({
    entryPoints: [path.join(EARLY_DIR(appDir), 'index.ts')],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: production,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
    metafile,
    // The stored documents' contracts it decodes with, on zod/mini's part they use (the file says why).
    alias: { 'zod/mini': path.join(SHARED_SRC, 'early/zodMiniSubset.ts') },
  });
}

/** The script's text, safe inside <script>…</script>. */
function earlyScript(appDir, { production }) {
  return buildEarly(appDir, { production }).outputFiles[0].text.replace(/<\/(script)/gi, '<\\/$1').trim();
}

/** Every source file the script bundles (absolute paths), for the tests that check what it carries. */
function earlyScriptSources(appDir) {
  return Object.keys(buildEarly(appDir, { production: false, metafile: true }).metafile.inputs).map((input) => path.resolve(input));
}

/** Rebuilds the page in watch mode (npm start) when the first script's sources change. */
const watchEarlyScript = (appDir) => ({
  apply(compiler) {
    compiler.hooks.afterCompile.tap('WatchEarlyScript', (compilation) => {
      compilation.contextDependencies.add(EARLY_DIR(appDir));
      compilation.contextDependencies.add(SHARED_SRC);
    });
  },
});

module.exports = { earlyScript, earlyScriptSources, watchEarlyScript };
