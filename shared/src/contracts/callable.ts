import type * as z from 'zod/mini';

/**
 * Who may call: any verified caller (the handler checks the rest), a system admin, an admin of the
 * input's tenant or a system admin (the tenant's administration), a member of the input's tenant, or a
 * member who is its admin (inquiry handling and FAQ editing, which system admins do not do).
 */
export type Access = 'signedIn' | 'systemAdmin' | 'tenantAdmin' | 'member' | 'memberAdmin';

/**
 * One callable function, described once: its name, who may call it, the request's schema (which the
 * server validates with and the forms check their fields with) and the result's type. The server
 * implements it (functions/src/platform/callable.ts), the browser calls it (../api/call.ts).
 */
export interface CallableContract<Name extends string = string, Request extends z.ZodMiniType = z.ZodMiniType, Result = unknown> {
  readonly name: Name;
  readonly access: Access;
  readonly request: Request;
  /** Type only: what the call resolves with. */
  readonly result?: Result;
}

/** What a caller sends (before the schema trims, normalises and fills in defaults). */
export type RequestOf<C extends CallableContract> = z.input<C['request']>;
/** What the server's handler receives (after the schema). */
export type InputOf<C extends CallableContract> = z.output<C['request']>;
export type ResultOf<C extends CallableContract> = NonNullable<C['result']>;

/** A contract whose result type is given first: `defineCallable<Result>()(name, access, schema)`. */
export const defineCallable =
  <Result>() =>
  <Name extends string, Request extends z.ZodMiniType>(name: Name, access: Access, request: Request): CallableContract<Name, Request, Result> => ({
    name,
    access,
    request,
  });
