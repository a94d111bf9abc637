// The typed client of the callable functions: each area declares the calls it makes
// (`<area>/src/features/<feature>/api/callables.ts`) with these. A separate entry: the login page needs
// none of it.
export { mutation, query } from './call';
export type { CallableName } from './call';
export type * from '../contracts/callables';
