import { mutation } from '@madoguchi/shared/api';

// The callables this feature calls, typed by their contracts (shared/src/contracts/callables).

export const replySupportRequest = mutation('replySupportRequest');
export const closeSupportRequest = mutation('closeSupportRequest');
