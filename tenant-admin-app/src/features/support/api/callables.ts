import { mutation } from '@madoguchi/shared/api';

// The callables this feature calls, typed by their contracts (shared/src/contracts/callables).

export const sendSupportRequest = mutation('sendSupportRequest');
