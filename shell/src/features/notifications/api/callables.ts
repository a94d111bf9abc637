import { query } from '@madoguchi/shared/api';

// The callables this feature calls, typed by their contracts (shared/src/contracts/callables).

/** Marking read is idempotent on the server (a second call changes nothing), so it needs no request id. */
export const markNotificationsRead = query('markNotificationsRead');
