import { createInstance, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { once } from '@madoguchi/shared';
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

/**
 * The shell's modules, all loaded before the host registers them: each is given to the runtime as
 * loaded (`lib`), so it stays the shell's entry in the share scope. Given as loaders (`get`), the first
 * remote to load one became its owner there, and a remote registered again after a failed load (the
 * retry) took the entries it owned away with it: the area then ran on its own React and router.
 */
async function sharedOptions() {
  const modules = await Promise.all(Object.values(PROVIDED).map((load) => load()));
  return Object.fromEntries(
    Object.keys(PROVIDED).map((key, index) => {
      const { version, requiredVersion } = sharedVersions(key, __SHELL_SHARED__);
      const module = modules[index];
      return [
        key,
        {
          version,
          scope: 'default',
          lib: () => module,
          shareConfig: { singleton: true, requiredVersion, strictVersion: false },
        },
      ];
    }),
  );
}

/** The one federation host of this page; asked again after a failure (a module's chunk not loaded). */
export const federationHost: () => Promise<ModuleFederation> = once(async () =>
  createInstance({
    name: 'shell',
    remotes: [],
    shared: await sharedOptions(),
    // A singleton already running (the shell's) is used rather than a remote's copy of the same version.
    shareStrategy: 'loaded-first',
  }),
);
