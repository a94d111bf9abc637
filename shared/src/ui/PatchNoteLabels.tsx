import { Badge, makeStyles, tokens, type BadgeProps } from '@fluentui/react-components';
import { PATCH_NOTE_LABELS, type PatchNoteLabel } from '../contracts/patchNotes';

const COLORS: Record<PatchNoteLabel, BadgeProps['color']> = { new: 'brand', improvement: 'success', fix: 'warning' };

const useStyles = makeStyles({
  labels: { display: 'inline-flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** A release note's labels (新機能 / 改善 / 修正) as badges, the same in every app. */
export function PatchNoteLabels({ labels }: { labels: readonly PatchNoteLabel[] }) {
  const styles = useStyles();
  if (labels.length === 0) return null;
  return (
    <span className={styles.labels}>
      {labels.map((label) => (
        <Badge key={label} appearance="tint" color={COLORS[label]} shape="rounded">
          {PATCH_NOTE_LABELS[label]}
        </Badge>
      ))}
    </span>
  );
}
