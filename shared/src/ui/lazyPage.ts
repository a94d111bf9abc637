import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type LazyPage = LazyExoticComponent<ComponentType> & {
  /** Fetches the page's code ahead of its first render (the shell does, for where a person is likely to go). */
  preload: () => Promise<void>;
};

/**
 * React.lazy for a module's named page component, so every route's code loads on demand, and can be
 * fetched ahead. A failed fetch is not kept: the next render or preload tries again.
 */
export function lazyPage<Module, Key extends keyof Module>(load: () => Promise<Module>, key: Key): LazyPage {
  let loading: Promise<Module> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const Page = lazy(async () => ({ default: (await start())[key] as ComponentType }));
  return Object.assign(Page, { preload: () => start().then(() => undefined) });
}
