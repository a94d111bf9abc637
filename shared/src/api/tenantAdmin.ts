import { mutation, query } from './call';

export const createTenantUser = mutation('createTenantUser');
export const updateTenantUser = mutation('updateTenantUser');
export const setTenantUserStatus = mutation('setTenantUserStatus');
export const createCategory = mutation('createCategory');
export const updateCategory = mutation('updateCategory');
export const deleteCategory = mutation('deleteCategory');
export const importTenantUsers = mutation('importTenantUsers');
export const sendSupportRequest = mutation('sendSupportRequest');
export const fetchAnalytics = query('fetchAnalytics');
export const saveCannedReply = mutation('saveCannedReply');
export const deleteCannedReply = mutation('deleteCannedReply');
