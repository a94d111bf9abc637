import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { InquiryStatus } from '../contracts/callables';
import { INQUIRY_STATUS_LABELS } from '../contracts/inquiryStatus';

const COLOURS: Record<InquiryStatus, BadgeProps['color']> = {
  new: 'danger',
  in_progress: 'brand',
  waiting: 'warning',
  resolved: 'success',
  closed: 'subtle',
};

/** An inquiry's status with the same words and colours in every area. */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  return (
    <Badge appearance="tint" color={COLOURS[status]} shape="rounded">
      {INQUIRY_STATUS_LABELS[status]}
    </Badge>
  );
}
