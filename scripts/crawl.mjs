#!/usr/bin/env node
// `npm run crawl [-- --no-build]`: the route crawler alone (it is also part of `npm test`). Builds the
// apps, serves them as `npm run preview` does with fresh demo data, and walks every route as every role
// at 390 and 1366 px: screenshots and the findings table land in .cache/crawler/.
import { npx } from './lib/run.mjs';
import { startPreview } from './preview.mjs';

const preview = await startPreview({ build: !process.argv.includes('--no-build') });
let code = 1;
try {
  const env = { ...process.env, ...preview.env, PREVIEW_URLS: JSON.stringify(preview.urls) };
  code = await npx(['jest', '--selectProjects', 'crawler', '--runInBand'], { env });
} finally {
  await preview.stop();
}
process.exit(code);
