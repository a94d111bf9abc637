// Entry point of the bundle (build.mjs) that the Functions emulator and deploy load as lib/index.js.
import './platform/globalOptions';

export { createTenant, renameTenant, setTenantStatus } from './tenants/tenantCallables';
export { addSystemUser, removeSystemUser } from './systemUsers/systemUserCallables';
export { createTenantUser, updateTenantUser, setTenantUserStatus } from './tenants/tenantUserCallables';
export { importTenantUsers } from './tenants/importTenantUsers';
export { createCategory, updateCategory, deleteCategory } from './categories/categoryCallables';
export { createInquiry, postInquiryMessage, changeInquiryStatus, assignInquiry } from './inquiries/inquiryCallables';
export { rateInquiry } from './inquiries/satisfaction';
export { indexInquiryForSearch, indexUserForSearch } from './listSearch/listSearchTriggers';
export { digestCategories, digestPatchNotes } from './digests/digestTriggers';
export { closeResolvedInquiries } from './inquiries/closeResolvedInquiries';
export { sendMailDigests } from './notifications/mailDigests';
export { markNotificationsRead } from './notifications/notificationCallables';
export { saveCannedReply, deleteCannedReply } from './cannedReplies/cannedReplyCallables';
export { saveFaq, deleteFaq, addFaqAlias, rateFaq, logFaqSearchMiss, recordFaqView } from './faq/faqCallables';
export { fetchAnalytics } from './analytics/analyticsCallables';
export { publishPatchNote, schedulePatchNote, unpublishPatchNote, updatePublishedPatchNote } from './patchNotes/patchNoteCallables';
export { publishScheduledPatchNotes } from './patchNotes/publishScheduledPatchNotes';
export { deleteOldPatchNotePreviews, deletePatchNotePreviewsOnDelete } from './patchNotes/patchNotePreviews';
export { setPatchNoteFixes, markInquiryFixed } from './releaseFixes/fixCallables';
export { sendSupportRequest, replySupportRequest, closeSupportRequest } from './support/supportCallables';
export { startSlackInstall, completeSlackInstall } from './slack/installCallables';
export { listSlackChannels, saveSlackSettings, checkSlackHealth, disconnectSlack } from './slack/settingsCallables';
export { slackEvents } from './slack/slackEventsEndpoint';
export { slackInteractions } from './slack/slackInteractionsEndpoint';
export { slackCommands } from './slack/slackCommandsEndpoint';
export { retrySlackPosts } from './slack/retrySlackPosts';
