import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export type PreloadableLazy<T extends ComponentType<any>> = LazyExoticComponent<T> & {
  /** Fetches the code ahead of the first render; a failed fetch is not kept (the next try starts afresh). */
  preload: () => Promise<void>;
};

/** A thenable that calls back at once, so React.lazy takes its module without suspending. */
const settledNow = <V>(value: V) => ({ then: (resolve: (settled: V) => void) => resolve(value) }) as unknown as Promise<V>;

/**
 * React.lazy whose code can be fetched ahead and which, once that code is here (a preload, an earlier
 * page), renders at once. A plain lazy component suspends on its first render whatever the state of
 * its code, and React then holds the loading state for a while (its fallback throttle, about 300 ms):
 * every page or area opened for the first time would wait that long for nothing (issue 23).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, as React.lazy takes
export function preloadableLazy<T extends ComponentType<any>>(load: () => Promise<T>): PreloadableLazy<T> {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Component = lazy<T>(() => (loaded ? settledNow({ default: loaded }) : start().then((component) => ({ default: component }))));
  return Object.assign(Component, { preload: () => start().then(() => undefined) });
}
