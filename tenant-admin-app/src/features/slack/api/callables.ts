import { mutation, query } from '@madoguchi/shared/api';

// The callables this feature calls, typed by their contracts (shared/src/contracts/callables).

export const startSlackInstall = query('startSlackInstall');
export const listSlackChannels = query('listSlackChannels');
export const checkSlackHealth = query('checkSlackHealth');
export const saveSlackSettings = mutation('saveSlackSettings');
export const disconnectSlack = mutation('disconnectSlack');
