import { createContext, useContext } from 'react';

/** Called when the user shows they are about to open a path (hover or focus on a link to it). */
export type AreaIntent = (path: string) => void;

const AreaIntentContext = createContext<AreaIntent>(() => {});

/** Given by the composition root, which knows which remote serves a path (app/router.tsx). */
export const AreaIntentProvider = AreaIntentContext.Provider;

/** Props that announce the intent to open `path`: the area's code starts loading before the click. */
export function useAreaIntent(): (path: string) => { onMouseEnter: () => void; onFocus: () => void } {
  const intent = useContext(AreaIntentContext);
  return (path) => ({ onMouseEnter: () => intent(path), onFocus: () => intent(path) });
}
