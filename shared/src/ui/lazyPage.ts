import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableLazy } from './preloadableLazy';

export type LazyPage = PreloadableLazy<ComponentType>;

/**
 * A module's named page component, loaded on demand and fetched ahead where a person is likely to go
 * (the shell does); once fetched, its route renders without a loading state.
 */
export function lazyPage<Module, Key extends keyof Module>(load: () => Promise<Module>, key: Key): LazyPage {
  return preloadableLazy(() => load().then((module) => module[key] as ComponentType));
}
