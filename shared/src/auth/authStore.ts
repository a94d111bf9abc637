import { useSyncExternalStore } from 'react';
import { signedOutState, type AuthState } from './authState';
import { readPersistedAuth, writePersistedAuth } from './persistence';

type Listener = () => void;

export interface AuthStore {
  getState(): AuthState;
  setState(patch: Partial<AuthState>): void;
  subscribe(listener: Listener): () => void;
}

/** A small external store: one instance per page, shared by every remote through the singleton. */
export function createAuthStore(storage: Storage | null): AuthStore {
  let state: AuthState = storage ? { ...signedOutState, ...readPersistedAuth(storage) } : signedOutState;
  const listeners = new Set<Listener>();
  return {
    getState: () => state,
    setState(patch) {
      state = { ...state, ...patch };
      if (storage) writePersistedAuth(storage, state);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const authStore = createAuthStore(typeof localStorage === 'undefined' ? null : localStorage);

export function useAuth(): AuthState {
  return useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
}
