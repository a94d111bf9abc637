import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { sharedVersions, type SharedVersions } from './sharedVersions';

// The shell hosts the remotes through the federation runtime's API, in a chunk of its own loaded with
// the first area, so the login page carries neither the runtime nor its sharing code (issue 9). It
// provides the shared singletons from its own bundle: the same module instances its pages use, under
// the share keys and versions every remote's build uses (tools/webpack/sharedModules.cjs).

declare const __SHELL_SHARED__: SharedVersions;

/**
 * Every share key the remotes consume that the shell has a module for. A remote falls back to its own
 * copy of a key the shell does not provide (its test harness, the rich-text editor, the search).
 */
const PROVIDED: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  '@madoguchi/shared': () => import('@madoguchi/shared'),
  '@madoguchi/shared/api': () => import('@madoguchi/shared/api'),
  '@madoguchi/shared/data': () => import('@madoguchi/shared/data'),
  '@madoguchi/shared/format': () => import('@madoguchi/shared/format'),
  '@madoguchi/shared/router': () => import('@madoguchi/shared/router'),
  '@madoguchi/shared/ui': () => import('@madoguchi/shared/ui'),
  '@fluentui/react-shared-contexts': () => import('@fluentui/react-shared-contexts'),
  '@griffel/react': () => import('@griffel/react'),
  '@fluentui/react-toast': () => import('@fluentui/react-toast'),
  keyborg: () => import('keyborg'),
  '@fluentui/react-icons/lib/contexts/index.js': () => import('@fluentui/react-icons/lib/contexts/index.js'),
};

function sharedOptions() {
  return Object.fromEntries(
    Object.entries(PROVIDED).map(([key, load]) => {
      const { version, requiredVersion } = sharedVersions(key, __SHELL_SHARED__);
      return [
        key,
        {
          version,
          scope: 'default',
          get: () => load().then((module) => () => module),
          shareConfig: { singleton: true, requiredVersion, strictVersion: false },
        },
      ];
    }),
  );
}

/** The one federation host of this page. */
export const federationHost: ModuleFederation = createInstance({
  name: 'shell',
  remotes: [],
  shared: sharedOptions(),
  // A singleton already running (the shell's) is used rather than a remote's copy of the same version.
  shareStrategy: 'loaded-first',
});
