import { Badge } from '@fluentui/react-components';
import type { PatchNoteState } from './api/patchNoteAdmin';

export const STATE_LABELS: Record<PatchNoteState, string> = { draft: '下書き', scheduled: '予約', published: '公開済み' };
const COLORS = { draft: 'subtle', scheduled: 'warning', published: 'success' } as const;

export function PatchNoteStateBadge({ state }: { state: PatchNoteState }) {
  return (
    <Badge appearance="tint" color={COLORS[state]}>
      {STATE_LABELS[state]}
    </Badge>
  );
}
