// Writes each `tokens.name` of a module that imports Fluent's `tokens` as the token's value (a CSS
// variable), as Griffel's build-time transform does for styles: then no page carries the whole token
// table for the few tokens its styles name (about 3 KB gzip on the login page, issue 9). Our sources
// and Fluent's own (a few of its precompiled styles still name tokens). The values come from the
// installed package, so they are the ones the object gives at run time.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const { tokens } = require(require.resolve('@fluentui/tokens', { paths: [root] }));

/** `tokens` among the names a module imports from Fluent (not, say, a search index's own tokens). */
const IMPORTS_FLUENT_TOKENS = /import\s*\{[^}]*\btokens\b[^}]*\}\s*from\s*['"]@fluentui\/(react-components|react-theme|tokens)['"]/;
const TOKEN_USE = /(?<![\w$./-])tokens\.([\w$]+)/g;

/** @this {import('webpack').LoaderContext<object>} */
module.exports = function fluentTokensLoader(source) {
  if (!IMPORTS_FLUENT_TOKENS.test(source)) return source;
  return source.replace(TOKEN_USE, (use, name) => {
    if (Object.hasOwn(tokens, name)) return JSON.stringify(tokens[name]);
    this.emitError(new Error(`${use}: Fluent has no such token`));
    return use;
  });
};
