// Reading and watching Firestore for the areas' screens. A separate entry: the login page needs none.
export { textOf, stringsOf, numberOf, dateOf } from './values';
export { errorMessage } from './errors';
export { useLiveData } from './useLiveData';
export type { LiveData, Subscribe } from './useLiveData';
export { fetchPage } from './paging';
export type { PageCursor, PageOf } from './paging';
