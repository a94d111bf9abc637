#!/usr/bin/env node
// node scripts/lib/devServerProblems.mjs <app>
// Starts one app's dev server as `npm start` does (`webpack serve --mode development`, its own
// webpack.config.cjs), on a free port and in memory, waits for the first compilation and prints its
// errors and warnings as JSON ({ errors: string[], warnings: string[] }) on the last line of its output.
// webpack-dev-server shows an error of that compilation as an overlay over every page (test/dev-build).
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../emulators/config.mjs';

const [app] = process.argv.slice(2);
if (!app) throw new Error('usage: node scripts/lib/devServerProblems.mjs <app>');
const appDir = path.join(repoRoot, app);
const requireFromApp = createRequire(path.join(appDir, 'package.json'));
const webpack = requireFromApp('webpack');
const DevServer = requireFromApp('webpack-dev-server');

// As `npm run dev -w <app>` runs it: from the app's directory, with what webpack-cli's `serve` passes.
process.chdir(appDir);
process.env.WEBPACK_SERVE = 'true';
const config = requireFromApp('./webpack.config.cjs')({ WEBPACK_SERVE: true }, { mode: 'development' });
const compiler = webpack(config);
const compiled = new Promise((resolve) => compiler.hooks.done.tap('devServerProblems', resolve));
const server = new DevServer({ ...config.devServer, port: 'auto', open: false }, compiler);
await server.start();
const stats = await compiled;
const { errors = [], warnings = [] } = stats.toJson({ all: false, errors: true, warnings: true });
await server.stop();
// Closing the compiler writes what it built to the dev servers' cache (tools/webpack/createAppConfig.cjs).
await new Promise((resolve) => compiler.close(resolve));
const text = (problem) => [problem.moduleName, problem.message].filter(Boolean).join('\n');
process.stdout.write(`${JSON.stringify({ errors: errors.map(text), warnings: warnings.map(text) })}\n`);
