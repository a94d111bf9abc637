// The front end's request types and the server's validation must describe the same requests. The
// check is at compile time (npm test's typecheck); this file fails to compile when they drift.
import type { z } from 'zod';
import type {
  createCategoryInput,
  deleteCategoryInput,
  updateCategoryInput,
} from '../../functions/src/categories/categoryCallables';
import type { addSystemUserInput, removeSystemUserInput } from '../../functions/src/systemUsers/systemUserCallables';
import type {
  createTenantUserInput,
  setTenantUserStatusInput,
  updateTenantUserInput,
} from '../../functions/src/tenants/tenantUserCallables';
import type {
  assignInquiryInput,
  changeInquiryStatusInput,
  createInquiryInput,
  postInquiryMessageInput,
} from '../../functions/src/inquiries/inquiryCallables';
import type { deleteFaqInput, logFaqSearchMissInput, rateFaqInput, saveFaqInput } from '../../functions/src/faq/faqCallables';
import type { ImportReport, importTenantUsersInput } from '../../functions/src/tenants/importTenantUsers';
import type { createTenantInput, renameTenantInput, setTenantStatusInput } from '../../functions/src/tenants/tenantCallables';
import type {
  publishPatchNoteInput,
  schedulePatchNoteInput,
  unpublishPatchNoteInput,
  updatePublishedPatchNoteInput,
} from '../../functions/src/patchNotes/patchNoteCallables';
import type { PatchNoteState } from '../../functions/src/patchNotes/patchNoteState';
import type { closeSupportRequestInput, replySupportRequestInput, sendSupportRequestInput } from '../../functions/src/support/supportCallables';
import type {
  AddSystemUserRequest,
  CreateCategoryRequest,
  DeleteCategoryRequest,
  UpdateCategoryRequest,
  CreateTenantRequest,
  CreateTenantUserRequest,
  SetTenantUserStatusRequest,
  SendSupportRequestRequest,
  UpdateTenantUserRequest,
  RemoveSystemUserRequest,
  RenameTenantRequest,
  SetTenantStatusRequest,
  ImportTenantUsersRequest,
  ImportTenantUsersResult,
  AssignInquiryRequest,
  ChangeInquiryStatusRequest,
  CreateInquiryRequest,
  PostInquiryMessageRequest,
  SaveFaqRequest,
  DeleteFaqRequest,
  RateFaqRequest,
  LogFaqSearchMissRequest,
  PublishPatchNoteRequest,
  SchedulePatchNoteRequest,
  UnpublishPatchNoteRequest,
  UpdatePublishedPatchNoteRequest,
  PatchNoteStateResult,
  ReplySupportRequestRequest,
  CloseSupportRequestRequest,
} from '../../shared/src/contracts/callables';

// Exact equality (mutual assignability would let an extra optional field through).
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

const agreements: Record<string, true> = {
  createTenant: true satisfies Same<z.input<typeof createTenantInput>, CreateTenantRequest>,
  renameTenant: true satisfies Same<z.input<typeof renameTenantInput>, RenameTenantRequest>,
  setTenantStatus: true satisfies Same<z.input<typeof setTenantStatusInput>, SetTenantStatusRequest>,
  addSystemUser: true satisfies Same<z.input<typeof addSystemUserInput>, AddSystemUserRequest>,
  removeSystemUser: true satisfies Same<z.input<typeof removeSystemUserInput>, RemoveSystemUserRequest>,
  createTenantUser: true satisfies Same<z.input<typeof createTenantUserInput>, CreateTenantUserRequest>,
  updateTenantUser: true satisfies Same<z.input<typeof updateTenantUserInput>, UpdateTenantUserRequest>,
  setTenantUserStatus: true satisfies Same<z.input<typeof setTenantUserStatusInput>, SetTenantUserStatusRequest>,
  createCategory: true satisfies Same<z.input<typeof createCategoryInput>, CreateCategoryRequest>,
  updateCategory: true satisfies Same<z.input<typeof updateCategoryInput>, UpdateCategoryRequest>,
  deleteCategory: true satisfies Same<z.input<typeof deleteCategoryInput>, DeleteCategoryRequest>,
  importTenantUsers: true satisfies Same<z.input<typeof importTenantUsersInput>, ImportTenantUsersRequest>,
  importTenantUsersResult: true satisfies Same<ImportReport, ImportTenantUsersResult>,
  createInquiry: true satisfies Same<z.input<typeof createInquiryInput>, CreateInquiryRequest>,
  postInquiryMessage: true satisfies Same<z.input<typeof postInquiryMessageInput>, PostInquiryMessageRequest>,
  changeInquiryStatus: true satisfies Same<z.input<typeof changeInquiryStatusInput>, ChangeInquiryStatusRequest>,
  assignInquiry: true satisfies Same<z.input<typeof assignInquiryInput>, AssignInquiryRequest>,
  saveFaq: true satisfies Same<z.input<typeof saveFaqInput>, SaveFaqRequest>,
  deleteFaq: true satisfies Same<z.input<typeof deleteFaqInput>, DeleteFaqRequest>,
  rateFaq: true satisfies Same<z.input<typeof rateFaqInput>, RateFaqRequest>,
  logFaqSearchMiss: true satisfies Same<z.input<typeof logFaqSearchMissInput>, LogFaqSearchMissRequest>,
  publishPatchNote: true satisfies Same<z.input<typeof publishPatchNoteInput>, PublishPatchNoteRequest>,
  schedulePatchNote: true satisfies Same<z.input<typeof schedulePatchNoteInput>, SchedulePatchNoteRequest>,
  unpublishPatchNote: true satisfies Same<z.input<typeof unpublishPatchNoteInput>, UnpublishPatchNoteRequest>,
  updatePublishedPatchNote: true satisfies Same<z.input<typeof updatePublishedPatchNoteInput>, UpdatePublishedPatchNoteRequest>,
  patchNoteStateResult: true satisfies Same<PatchNoteState, PatchNoteStateResult>,
  sendSupportRequest: true satisfies Same<z.input<typeof sendSupportRequestInput>, SendSupportRequestRequest>,
  replySupportRequest: true satisfies Same<z.input<typeof replySupportRequestInput>, ReplySupportRequestRequest>,
  closeSupportRequest: true satisfies Same<z.input<typeof closeSupportRequestInput>, CloseSupportRequestRequest>,
};

describe('callable contracts', () => {
  it.each(Object.keys(agreements))('%s: the client request type equals the server schema', (name) => {
    expect(agreements[name]).toBe(true);
  });
});
