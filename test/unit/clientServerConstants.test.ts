// The client keeps copies of a few server constants so forms can refuse bad input before sending.
// The server cannot import the shared package (it deploys alone), so these tests keep the copies equal.
import * as serverAttachments from '../../functions/src/inquiries/attachments';
import { statusLabels as serverStatusLabels } from '../../functions/src/inquiries/inquiryNotices';
import { INQUIRY_STATUSES as serverStatuses } from '../../functions/src/inquiries/inquiryStatus';
import { ALREADY_REGISTERED as serverAlreadyRegistered } from '../../functions/src/tenants/tenantUsers';
import * as clientAttachments from '../../shared/src/contracts/attachments';
import { ALREADY_REGISTERED as clientAlreadyRegistered } from '../../tenant-admin-app/src/features/users/userFormRules';
import { INQUIRY_STATUS_LABELS as clientStatusLabels, INQUIRY_STATUSES as clientStatuses } from '../../shared/src/contracts/inquiryStatus';

describe('client copies of server constants', () => {
  it('has the same attachment limits and allowed types', () => {
    expect(clientAttachments.MAX_ATTACHMENT_BYTES).toBe(serverAttachments.MAX_ATTACHMENT_BYTES);
    expect(clientAttachments.MAX_ATTACHMENTS).toBe(serverAttachments.MAX_ATTACHMENTS);
    expect([...clientAttachments.ALLOWED_ATTACHMENT_TYPES].sort()).toEqual([...serverAttachments.ALLOWED_CONTENT_TYPES].sort());
  });

  it('says an address is registered already in the same words', () => {
    expect(clientAlreadyRegistered).toBe(serverAlreadyRegistered);
  });

  it('has the same inquiry statuses in the same order, with the same words', () => {
    expect(clientStatuses).toEqual([...serverStatuses]);
    expect(clientStatusLabels).toEqual(serverStatusLabels);
  });
});
