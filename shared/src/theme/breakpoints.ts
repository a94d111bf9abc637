/**
 * Below this width a page is laid out for a phone: one column, lists as stacked cards, full-width
 * forms and dialogs, a menu instead of the navigation bar. Pages must not scroll sideways from 360 px up.
 */
export const PHONE_MAX_WIDTH = 640;
export const PHONE = `@media (max-width: ${PHONE_MAX_WIDTH}px)`;
