// Formatting helpers (docs/product.md#display-formats).
export { formatDateTime, browserTimeZone } from './dateTime';
export { htmlToText } from './htmlToText';
export { EXCERPT_LENGTH, htmlExcerpt } from './excerpt';
export { formatBytes } from './bytes';
export { escapeRegExp } from './regExp';
export { calendarMedianText, formatBusinessMinutes, formatCalendarMinutes, formatShare, outOfHoursNote } from './figures';
