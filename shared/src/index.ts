// The shared package's core: what the shell needs to start. Firebase service SDKs stay behind lazy
// loaders so that importing this module never pulls Firestore, Functions or Storage onto the login
// page; page building blocks live in '@madoguchi/shared/ui' and formatting in '@madoguchi/shared/format',
// each its own federated singleton loaded when first used.
export { messages } from './messages/catalogue';

export { initFirebase, firebaseApp } from './firebase/app';
export { EMULATOR_PORTS, FUNCTIONS_REGION, CALLABLE_TIMEOUT_MS, usesEmulators } from './firebase/emulators';
export { loadAuth } from './firebase/auth';
export { whenIdle } from './firebase/lazy';
export { loadFirestore } from './firebase/firestore';
export { loadFunctions, callFunction } from './firebase/functions';
export { loadStorage } from './firebase/storage';

export { parseRuntimeConfig, loadRuntimeConfig } from './config/runtimeConfig';
export type { RuntimeConfig, RuntimeConfigResult, FirebaseRuntimeOptions } from './config/runtimeConfig';

export { signedOutState, isSignedIn } from './auth/authState';
export type { AuthState, AvailableTenant } from './auth/authState';
export { authStore, useAuth, createAuthStore } from './auth/authStore';
export type { AuthStore } from './auth/authStore';
export { completeLogin, selectTenant, loginErrorMessage } from './auth/loginFlow';
export type { LoginPorts, LoginOutcome, Session, SignedInAccount } from './auth/loginFlow';
export {
  signInWithGoogle,
  completeRedirectSignIn,
  sendSignInLink,
  isSignInLink,
  finishSignInLink,
  signOut,
  switchTenant,
  watchAuthSession,
} from './auth/session';
export type { SignInResult } from './auth/session';
export { watchTenantUserName } from './auth/tenantsRepository';
export { useLiveUserName } from './auth/useLiveUserName';

export { notify, subscribeNotices } from './notify/notifyBus';
export type { Notice, NotifyIntent } from './notify/notifyBus';

export { brandTheme, brandColors } from './theme/brandTheme';
export { emailProblem } from './validation/email';

export { AppProviders } from './ui/AppProviders';

export { REMOTE_CONTRACT_VERSION, REMOTE_NAMES, REMOTE_LABELS, AREA_MODULE } from './contracts/remotes';
export type { RemoteAreaModule, RemoteName } from './contracts/remotes';
