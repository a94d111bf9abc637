import { mutation, query } from './call';

export const startSlackInstall = query('startSlackInstall');
export const completeSlackInstall = query('completeSlackInstall');
export const listSlackChannels = query('listSlackChannels');
export const checkSlackHealth = query('checkSlackHealth');
export const saveSlackSettings = mutation('saveSlackSettings');
export const disconnectSlack = mutation('disconnectSlack');
