import { Option } from '@fluentui/react-components';
import type { InquiryStatus } from '@madoguchi/shared/api';
import { INQUIRY_STATUS_LABELS, INQUIRY_STATUSES, type Category } from '@madoguchi/shared/data';

/** The statuses as dropdown options, in the order of docs/product.md#inquiry-statuses. */
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

/** The tenant's categories as dropdown options, in their display order. */
export function categoryOptions(categories: readonly Category[]) {
  return categories.map((category) => (
    <Option key={category.id} value={category.id}>
      {category.name}
    </Option>
  ));
}
