// From the core entry, not its file: this entry is a federated module of its own, and the core's
// Functions instance must be the one every area shares.
import { callFunction } from '@madoguchi/shared';
import type * as contracts from '../contracts/callables';
import type { CallableContract, RequestOf, ResultOf } from '../contracts/callable';

// The typed client derives from the contracts by type alone: no schema travels to the browser with a
// call (the forms import the schemas they check with), and a name that is not a contract's, or a
// request that does not fit its schema, does not compile.

type Module = typeof contracts;
type ContractNamed = {
  [K in keyof Module as Module[K] extends CallableContract<infer Name> ? Name : never]: Module[K];
};
export type CallableName = keyof ContractNamed & string;
type Contract<N extends CallableName> = ContractNamed[N] & CallableContract;

/** A call without side effects to repeat (reads, health checks). */
export function query<N extends CallableName>(name: N) {
  return (request: RequestOf<Contract<N>>) => callFunction<RequestOf<Contract<N>>, ResultOf<Contract<N>>>(name, request);
}

/**
 * A mutating call. The request id is made per user action and may be passed again to retry the same
 * action: the server then applies it once.
 */
export function mutation<N extends CallableName>(name: N) {
  type Request = RequestOf<Contract<N>>;
  return (request: Omit<Request, 'requestId'>, requestId: string = crypto.randomUUID()) =>
    callFunction<Request, ResultOf<Contract<N>>>(name, { ...request, requestId } as Request);
}
