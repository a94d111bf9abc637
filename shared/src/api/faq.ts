import { mutation, query } from './call';

export const saveFaq = mutation('saveFaq');
export const deleteFaq = mutation('deleteFaq');
export const addFaqAlias = mutation('addFaqAlias');
/** Feedback carries no request id: the server counts one vote per person anyway. */
export const rateFaq = query('rateFaq');
export const logFaqSearchMiss = query('logFaqSearchMiss');
/** Counted once a day per person and entry by the server; no request id needed. */
export const recordFaqView = query('recordFaqView');
