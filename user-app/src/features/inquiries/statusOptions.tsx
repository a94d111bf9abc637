import { Option } from '@fluentui/react-components';
import type { InquiryStatus } from '@madoguchi/shared/api';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES } from '@madoguchi/shared/data';

/** The statuses as dropdown options, in the order of DESIGN.md 5.2. */
export function statusOptions() {
  return INQUIRY_STATUSES.map((status) => (
    <Option key={status} value={status}>
      {INQUIRY_STATUS_LABELS[status]}
    </Option>
  ));
}

/** The status an option value names; null for "all", "automatic" and anything else. */
export function statusOf(value: string | undefined): InquiryStatus | null {
  return INQUIRY_STATUSES.find((status) => status === value) ?? null;
}
