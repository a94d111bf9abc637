import type { CompleteSlackInstallResult } from '@madoguchi/shared/api';
import * as slackApi from './api/callables';
import { errorMessage } from '@madoguchi/shared/data';

// Slack's state is single-use: a second exchange (React's StrictMode mounts the page twice) would be
// refused. So each state is exchanged once per page load, and every caller gets that one outcome.
const exchanges = new Map<string, Promise<CompleteSlackInstallResult>>();

/** Exchanges Slack's code for this tenant's connection; rejects with the message to show. */
export function completeInstall(state: string, code: string): Promise<CompleteSlackInstallResult> {
  let exchange = exchanges.get(state);
  if (!exchange) {
    exchange = slackApi.completeSlackInstall({ state, code }).catch((error: unknown) => Promise.reject(errorMessage(error)));
    exchanges.set(state, exchange);
  }
  return exchange;
}
