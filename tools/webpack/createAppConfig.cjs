// One webpack configuration for the shell and the three remotes; each app states only what differs.
const path = require('node:path');
const { pathToFileURL } = require('node:url');
const CopyPlugin = require('copy-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { earlyScript, watchEarlyScript } = require('./earlyScript.cjs');
const { bundledVersions, guardedSingletonVersions, providedVersions, sharedModules } = require('./sharedModules.cjs');

const root = path.resolve(__dirname, '../..');
/** Each app's one entry point. */
const ENTRY = 'main';
const HASHED = '[name].[contenthash:10].js';

const importScript = (relative) => import(pathToFileURL(path.join(root, relative)).href);

/** scripts/emulators/localRuntimeConfig.mjs, an ES module. */
async function localRuntimeConfigText() {
  const { localRuntimeConfigText: text } = await importScript('scripts/emulators/localRuntimeConfig.mjs');
  return text();
}

/**
 * What the shell's index.html carries inline: the local runtime config (a deployment writes its own,
 * scripts/hosting/runtimeConfigFiles.mjs), the first script (./earlyScript.cjs) and the list of the
 * app's scripts it runs.
 */
async function shellPageParameters(appDir, production, appScripts) {
  const { inlineJson } = await importScript('scripts/hosting/runtimeConfigFiles.mjs');
  return { runtimeConfig: inlineJson(await localRuntimeConfigText()), earlyScript: earlyScript(appDir, { production }), appScripts };
}

/** A Module Federation remote (an area). */
function federatedRemote({ appDir, name, exposes }) {
  return new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedModules(),
    shareStrategy: 'loaded-first',
    // A remote's manifest says which shell contract it implements, so the shell can refuse it
    // before running any of its code, and which navigation entries it brings (package.json
    // "madoguchi": contractVersion, navigation), which the shell shows without running its code.
    manifest: {
      additionalData: ({ stats }) => {
        const { contractVersion, navigation } = require(path.join(appDir, 'package.json')).madoguchi;
        stats.metaData.madoguchi = { contractVersion, navigation, bundledVersions: bundledVersions() };
        return stats;
      },
    },
    dts: false,
    // Browser builds without the runtime's Node.js code, and without its manifest handling: the shell
    // reads the manifest itself (shell/src/features/remotes/remoteRegistry.ts).
    experiments: { optimization: { target: 'web', disableSnapshot: true } },
  });
}

/**
 * The shell hosts the remotes through the federation runtime's API, loaded with the first area
 * (shell/src/features/remotes/federationHost.ts), not through the build plugin: the plugin puts the
 * runtime and its sharing code in the entry, where the login page paid about 24 KB gzip for them
 * (issue 9). The same share keys and versions as the remotes'; the runtime built as the plugin builds
 * it for the remotes (browser only, no manifest handling).
 */
function federationHost() {
  const icons = sharedModules()['@fluentui/react-icons/lib/contexts/index.js'];
  return {
    define: new DefinePlugin({
      __SHELL_SHARED__: JSON.stringify(providedVersions()),
      ENV_TARGET: JSON.stringify('web'),
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    }),
    // The icons' context is shared by path, which the package's exports map hides from imports.
    alias: { '@fluentui/react-icons/lib/contexts/index.js$': icons.import },
  };
}

/**
 * react-router's exports map names only its development build, whose one difference is that its
 * warnings are on; production builds take the production build (less on the login page, issue 9).
 */
function productionRouter() {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json', { paths: [root] })), 'dist/production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * A worker's file name carries its content hash, as every chunk's does, but the federation runtime in
 * the worker asks for that name while webpack is still hashing (module-federation/core#5077, webpack
 * 5.111), before the hash exists. So a worker takes the name without it until then: the runtime only
 * wants its folder depth, which is the same. Other chunks keep the one template, whose chunk map stays
 * compact in the entry script.
 */
const workerFilenames = {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('WorkerFilenames', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('WorkerFilenames', (chunks) => {
        for (const chunk of chunks) {
          const isWorker = chunk.hasRuntime() && !chunk.canBeInitial();
          if (isWorker) chunk.filenameTemplate = ({ chunk: named }) => (named?.contentHash?.javascript ? HASHED : '[name].js');
        }
      });
    });
  },
};

/**
 * @param {{
 *   appDir: string, name: string, port: number, exposes?: Record<string, string>, harnessTitle?: string,
 *   singleBundle?: { outputPath: string, replace: RegExp, with: string },
 * }} app `singleBundle`: the same app as one webpack build without federation (the benchmark's
 *   build B, tools/single-bundle): `replace` names the module that loads remotes, `with` the one
 *   that imports the areas' sources lazily instead. `harnessTitle`: a remote's name on its own page.
 */
function createAppConfig({ appDir, name, port, exposes, harnessTitle, singleBundle }) {
  const isRemote = Boolean(exposes);
  const host = !isRemote && !singleBundle ? federationHost() : null;
  return (_env, argv) => {
    const production = argv.mode === 'production';
    return {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { [ENTRY]: './src/index.ts' },
      output: {
        path: singleBundle?.outputPath ?? path.join(appDir, 'dist'),
        // In production names carry content hashes, so Hosting serves them as immutable. Not in
        // development, where the federation runtime asks for names before content hashes exist.
        filename: production ? ({ chunk }) => (chunk?.name === ENTRY ? '[name].js' : HASHED) : '[name].js',
        chunkFilename: production ? HASHED : '[name].js',
        publicPath: 'auto',
        uniqueName: name,
        clean: true,
      },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // Async chunks are split as webpack does by default, but a worker is left whole: it may run from
      // a blob URL (shared/src/data/faqSearch/startWorker.ts), where it could not load a further chunk.
      optimization: {
        splitChunks: { chunks: (chunk) => !chunk.canBeInitial() && !chunk.hasRuntime() },
        // swc's minifier: a third of terser's CPU for output within 0.1 % of its size (bench/results/size.json).
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 } } })],
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: { ...(production ? productionRouter() : {}), ...host?.alias },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            // Applied last to first: Fluent's tokens written out, then compiled.
            use: [
              {
                loader: 'swc-loader',
                options: {
                  jsc: {
                    parser: { syntax: 'typescript', tsx: true },
                    transform: { react: { runtime: 'automatic' } },
                    target: 'es2020',
                  },
                },
              },
              path.join(__dirname, 'fluentTokensLoader.cjs'),
            ],
          },
          { test: /\.js$/, include: /node_modules[\\/]@fluentui[\\/]/, use: path.join(__dirname, 'fluentTokensLoader.cjs') },
        ],
      },
      plugins: [
        singleBundle
          ? new NormalModuleReplacementPlugin(singleBundle.replace, (resource) => {
              // Before resolving (the request); after it, createData names the resolved file.
              if (!resource.createData?.resource) resource.request = singleBundle.with;
            })
          : isRemote
            ? federatedRemote({ appDir, name, exposes })
            : host.define,
        ...(production ? [workerFilenames] : []),
        ...(isRemote ? [] : [watchEarlyScript(appDir)]),
        // What the shell checks remotes against (shell/src/features/remotes/shellSingletons.ts).
        new DefinePlugin({ __SHELL_SINGLETONS__: JSON.stringify(guardedSingletonVersions()) }),
        // The shell answers every path with index.html, so its scripts are referenced from the root.
        // A remote's own page is a bare harness around its area, the same for the three of them.
        new HtmlWebpackPlugin(
          isRemote
            ? { template: path.join(__dirname, 'remoteHarness.html'), title: harnessTitle, publicPath: 'auto' }
            : {
                template: path.join(appDir, 'public/index.html'),
                publicPath: '/',
                // The page lists its scripts itself: its first script starts them (shell/src/early/appStart.ts).
                inject: false,
                templateParameters: (_compilation, assets) => shellPageParameters(appDir, production, assets.js),
              },
        ),
        // The local stack's runtime config, saying whether the Storage emulator runs; a deployment
        // serves its own (README: deployment).
        new CopyPlugin({
          patterns: [
            {
              from: path.join(root, 'config/runtime-config.local.json'),
              to: 'runtime-config.json',
              transform: { transformer: localRuntimeConfigText, cache: false },
            },
          ],
        }),
      ],
      // The dev servers keep the modules they built between starts (.cache/webpack, each app apart); the
      // configuration, its loaders and the installed packages are the key. Production builds start
      // afresh: a warm cache built the same code with other names, so other content hashes.
      cache: production
        ? false
        : {
            type: 'filesystem',
            cacheDirectory: path.join(root, '.cache', 'webpack'),
            name: `${name}-${singleBundle ? 'single' : 'development'}`,
            buildDependencies: { config: [path.join(__dirname, '/'), path.join(root, 'package-lock.json')] },
          },
      performance: { hints: false },
      devServer: {
        port,
        host: 'localhost',
        historyApiFallback: true,
        hot: false,
        client: { overlay: { warnings: false } },
        headers: { 'Access-Control-Allow-Origin': '*' },
      },
    };
  };
}

/** An area: a remote exposing './Area', the module the shell loads (shell/src/features/remotes). */
function createAreaConfig({ appDir, name, port, harnessTitle }) {
  return createAppConfig({ appDir, name, port, harnessTitle, exposes: { './Area': './src/Area.tsx' } });
}

module.exports = { createAppConfig, createAreaConfig };
