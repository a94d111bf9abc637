import type {
  DeleteFaqRequest,
  LogFaqSearchMissRequest,
  RateFaqRequest,
  RateFaqResult,
  SaveFaqRequest,
  SaveFaqResult,
} from '../contracts/callables';
import { callFunction } from '@madoguchi/shared';
import { mutation } from './mutation';

export const saveFaq = mutation<SaveFaqRequest, SaveFaqResult>('saveFaq');
export const deleteFaq = mutation<DeleteFaqRequest, SaveFaqResult>('deleteFaq');
/** Feedback is not a mutation with a requestId: the server counts one vote per person anyway. */
export const rateFaq = (request: RateFaqRequest) => callFunction<RateFaqRequest, RateFaqResult>('rateFaq', request);
export const logFaqSearchMiss = (request: LogFaqSearchMissRequest) =>
  callFunction<LogFaqSearchMissRequest, { logged: boolean }>('logFaqSearchMiss', request);
