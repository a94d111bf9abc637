// The modules every build shares as singletons. One function so the host and the remotes can never
// disagree. Fluent is shared only through the few packages that carry its global state: sharing all of
// @fluentui/react-components would make the first page load carry the whole library.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const packageJson = (name) => require.resolve(`${name}/package.json`, { paths: [root] });
const installedVersion = (name) => require(packageJson(name)).version;
const pinnedVersion = (name) => require(path.join(root, 'shell/package.json')).dependencies[name];

function singleton(version) {
  return { singleton: true, requiredVersion: version, strictVersion: false };
}

function sharedModules() {
  const react = pinnedVersion('react');
  const reactDom = pinnedVersion('react-dom');
  return {
    react: singleton(react),
    'react/': singleton(react),
    'react-dom': singleton(reactDom),
    'react-dom/': singleton(reactDom),
    '@madoguchi/shared': singleton(pinnedVersion('@madoguchi/shared')),
    // Its other entries (ui, format, router…) are singletons of their own, loaded when first imported.
    // The router is shared only through '@madoguchi/shared/router', so each build tree-shakes it.
    '@madoguchi/shared/': singleton(pinnedVersion('@madoguchi/shared')),
    // Without this a remote's Portal content is unthemed and reads the wrong text direction.
    '@fluentui/react-shared-contexts': singleton(installedVersion('@fluentui/react-shared-contexts')),
    // One style renderer for every build.
    '@griffel/react': singleton(installedVersion('@griffel/react')),
    // Toasts dispatched from a remote reach the shell's Toaster.
    '@fluentui/react-toast': singleton(installedVersion('@fluentui/react-toast')),
    // Keyboard-navigation detection: every copy registers on one window object under ids it counts
    // from 1, so a remote's copy overwrote and then removed the shell's registrations.
    keyborg: singleton(installedVersion('keyborg')),
    // The icons' context only (by path): sharing all of react-icons would ship every icon.
    '@fluentui/react-icons/lib/contexts/index.js': {
      ...singleton(installedVersion('@fluentui/react-icons')),
      version: installedVersion('@fluentui/react-icons'),
      // The package's exports map hides this file, so the fallback is imported by its path.
      import: path.join(path.dirname(packageJson('@fluentui/react-icons')), 'lib/contexts/index.js'),
      allowNodeModulesSuffixMatch: true,
    },
  };
}

/**
 * The singletons a remote must agree with the shell on by major version: a remote built against
 * another major of these would run on the shell's copy and break (the shell checks, see
 * shell/src/features/remotes/compatibility.ts). The router is among them although it travels inside
 * '@madoguchi/shared/router': a remote's manifest states its version in metaData (bundledVersions).
 */
function guardedSingletonVersions() {
  return {
    react: pinnedVersion('react'),
    'react-dom': pinnedVersion('react-dom'),
    'react-router': installedVersion('react-router'),
    'react-router-dom': pinnedVersion('react-router-dom'),
    '@madoguchi/shared': pinnedVersion('@madoguchi/shared'),
  };
}

/** Versions of the guarded packages a build carries inside a shared entry rather than as shared modules. */
function bundledVersions() {
  return { 'react-router': installedVersion('react-router'), 'react-router-dom': pinnedVersion('react-router-dom') };
}

/** The package a share key belongs to: 'react/' → react, '@madoguchi/shared/' → @madoguchi/shared. */
function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
}

/** The workspace package's own version (its exports map hides its package.json), else the installed one. */
const providedVersion = (name) =>
  name === '@madoguchi/shared' ? require(path.join(root, 'shared/package.json')).version : installedVersion(name);

/**
 * For the shell, which provides these modules through the federation runtime's API rather than the
 * build plugin (shell/src/features/remotes/federationHost.ts): per share key (a trailing slash covers
 * its sub-paths), the version it provides and the version it asks for.
 */
function providedVersions() {
  return Object.fromEntries(
    Object.entries(sharedModules()).map(([key, config]) => [
      key,
      { version: config.version ?? providedVersion(packageOf(key)), requiredVersion: config.requiredVersion },
    ]),
  );
}

module.exports = { sharedModules, guardedSingletonVersions, bundledVersions, providedVersions };
