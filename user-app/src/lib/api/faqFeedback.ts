import { query } from '@madoguchi/shared/api';

// Rating an FAQ entry, from the FAQ page and from the suggestions beside a new inquiry.

/** Feedback carries no request id: the server counts one vote per person anyway. */
export const rateFaq = query('rateFaq');
