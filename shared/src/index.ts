// The shared package's core: what the shell needs to start. Firebase service SDKs stay behind lazy
// loaders so that importing this module never pulls Firestore, Functions or Storage onto the login
// page; page building blocks live in '@madoguchi/shared/ui' and formatting in '@madoguchi/shared/format',
// each its own federated singleton loaded when first used.
export { messages } from './messages/catalogue';

export { initFirebase, firebaseApp } from './firebase/app';
export { EMULATOR_PORTS } from './firebase/emulators';
export { loadAuth } from './firebase/auth';
export { once, whenIdle } from './firebase/lazy';
export { loadFirestore } from './firebase/firestore';
export { loadFunctions, callFunction } from './firebase/functions';
export { loadStorage, setLocalEmulators, storageAvailable } from './firebase/storage';

export { loadRuntimeConfig } from './config/runtimeConfig';
export type { RuntimeConfig, RuntimeConfigResult, FirebaseRuntimeOptions, LocalEmulators } from './config/runtimeConfig';

export type { AuthState, AvailableTenant } from './auth/authState';
export { authStore, useAuth } from './auth/authStore';
export type { AuthStore } from './auth/authStore';
export { completeLogin } from './auth/loginFlow';
export type { LoginPorts, LoginOutcome, Session, SignedInAccount } from './auth/loginFlow';
export {
  signInWithGoogle,
  completeRedirectSignIn,
  sendSignInLink,
  rememberSignInEmail,
  isSignInLink,
  finishSignInLink,
  signOut,
  switchTenant,
  watchAuthSession,
} from './auth/session';
export type { SignInResult } from './auth/session';
export { useTenantUserSession } from './auth/useTenantUserSession';

export { notify } from './notify/notifyBus';
export type { Notice, NotifyIntent } from './notify/notifyBus';

export { emailProblem } from './validation/email';
export { normalizeEmail, toHalfWidth } from './validation/halfWidth';

export { AppProviders } from './ui/AppProviders';
export { earlyPageShown, handOverEarlyPage } from './early/earlyPage';
export { PHONE, PHONE_MAX_WIDTH } from './theme/breakpoints';
// Also in '@madoguchi/shared/ui'; here for the shell's light pages (login), which do not load that entry.
export { usePageTitle } from './ui/usePageTitle';
export { preloadableLazy } from './ui/preloadableLazy';
export type { PreloadableLazy } from './ui/preloadableLazy';

export { REMOTE_CONTRACT_VERSION, REMOTE_NAMES, REMOTE_LABELS, AREA_MODULE, AREA_ROLES, NAVIGATION_BADGES } from './contracts/remotes';
export type { AreaRole, AreaRouteSpec, NavigationBadge, NavigationEntry, RemoteAreaModule, RemoteName } from './contracts/remotes';
