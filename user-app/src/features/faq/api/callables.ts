import { mutation, query } from '@madoguchi/shared/api';

// The callables this feature calls, typed by their contracts (shared/src/contracts/callables).

export const saveFaq = mutation('saveFaq');
export const deleteFaq = mutation('deleteFaq');
export const logFaqSearchMiss = query('logFaqSearchMiss');
/** Counted once a day per person and entry by the server; no request id needed. */
export const recordFaqView = query('recordFaqView');
