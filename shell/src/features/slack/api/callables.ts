import { query } from '@madoguchi/shared/api';

// The callables this feature calls, typed by their contracts (shared/src/contracts/callables).

export const completeSlackInstall = query('completeSlackInstall');
