import { Badge, type BadgeProps } from '@fluentui/react-components';
import { SUPPORT_REQUEST_STATUS_LABELS, type SupportRequestStatus } from '@madoguchi/shared/data';

// One look for a support request's state on both sides, the tenant admin's and the vendor's inbox;
// the colours follow the inquiry statuses with the same words (未対応, クローズ).
const COLOURS: Record<SupportRequestStatus, BadgeProps['color']> = {
  open: 'danger',
  answered: 'informative',
  closed: 'subtle',
};

export function SupportStatusBadge({ status }: { status: SupportRequestStatus }) {
  return (
    <Badge appearance="tint" color={COLOURS[status]} shape="rounded">
      {SUPPORT_REQUEST_STATUS_LABELS[status]}
    </Badge>
  );
}
