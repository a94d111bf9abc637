import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named page component, so every route's code loads on demand. */
export function lazyPage<Module, Key extends keyof Module>(load: () => Promise<Module>, key: Key) {
  return lazy(async () => ({ default: (await load())[key] as ComponentType }));
}
