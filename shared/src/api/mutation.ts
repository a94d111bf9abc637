import { callFunction } from '@madoguchi/shared';

/**
 * A typed mutating call. The request id is made per user action and may be passed again to retry
 * the same action: the server then applies it once.
 */
export function mutation<Request extends { requestId: string }, Result>(name: string) {
  return (request: Omit<Request, 'requestId'>, requestId: string = crypto.randomUUID()) =>
    callFunction<Request, Result>(name, { ...request, requestId } as Request);
}
