import { query } from './call';

/** Marking read is idempotent on the server (a second call changes nothing), so it needs no request id. */
export const markNotificationsRead = query('markNotificationsRead');
