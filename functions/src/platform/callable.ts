import { logger } from 'firebase-functions/v2';
import { HttpsError, onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { requireCaller, type Caller } from './caller';
import { errorMessages } from './errors';
import { parseInput } from './input';

/**
 * A callable with the checks every one of them needs: a signed-in, verified caller and strictly
 * validated input. Unexpected failures are logged (without the input, which may hold personal data)
 * and answered with a generic message. `options` adds what one callable needs, such as its secrets.
 */
export function callable<Schema extends z.ZodType, Result>(
  name: string,
  schema: Schema,
  handler: (input: z.infer<Schema>, caller: Caller) => Promise<Result>,
  options: CallableOptions = {},
) {
  return onCall(options, async (request: CallableRequest<unknown>) => {
    const caller = requireCaller(request);
    const input = parseInput(schema, request.data);
    try {
      return await handler(input, caller);
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error(`${name} failed`, { uid: caller.uid, error: error instanceof Error ? error.stack : String(error) });
      throw new HttpsError('internal', errorMessages.unexpected);
    }
  });
}
