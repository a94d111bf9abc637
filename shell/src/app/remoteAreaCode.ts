import { preloadableLazy } from '@madoguchi/shared';

/**
 * The shell's part of every area (its loading, failure and retry states), loaded with the first area
 * or ahead of it (areaPreloading.ts), so that a first switch into an area waits on no request of the
 * shell's own.
 */
export const RemoteArea = preloadableLazy(() => import('../features/remotes/RemoteArea').then((module) => module.RemoteArea));
