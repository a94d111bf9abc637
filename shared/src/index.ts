// The shared package's public surface. Firebase service SDKs stay behind lazy loaders here so that
// importing this module never pulls Firestore, Functions or Storage onto the login page.
export { messages } from './messages/catalogue';

export { initFirebase, firebaseApp } from './firebase/app';
export { EMULATOR_PORTS, FUNCTIONS_REGION, CALLABLE_TIMEOUT_MS, usesEmulators } from './firebase/emulators';
export { loadAuth } from './firebase/auth';
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
export { NotifyToaster, TOAST_TIMEOUT_MS } from './notify/NotifyToaster';

export { brandTheme, brandColors } from './theme/brandTheme';
export { formatDateTime, browserTimeZone } from './format/dateTime';
export { htmlToText } from './format/htmlToText';
export { emailProblem } from './validation/email';

export { AppProviders } from './ui/AppProviders';
export { Page } from './ui/Page';
export { NotFoundView } from './ui/NotFoundView';
export { PreparingNotice } from './ui/PreparingNotice';
export { AreaRoutes } from './ui/AreaRoutes';
export { lazyPage } from './ui/lazyPage';

export { REMOTE_CONTRACT_VERSION, REMOTE_NAMES, REMOTE_LABELS, AREA_MODULE } from './contracts/remotes';
export type { RemoteAreaModule, RemoteName } from './contracts/remotes';
