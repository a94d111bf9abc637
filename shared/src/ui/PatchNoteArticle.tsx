import { Badge, Caption1, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { PatchNote } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { PatchNoteLabels } from './PatchNoteLabels';
import { SafeHtml } from './SafeHtml';

const useStyles = makeStyles({
  article: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow2,
  },
  heading: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  meta: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  date: { color: tokens.colorNeutralForeground2 },
  body: { lineHeight: tokens.lineHeightBase400, '& img': { maxWidth: '100%' } },
});

/**
 * One release note as users read it: title, 未読 when new to the user, date, labels and the sanitized
 * body. The system admin's preview renders the same component, so it shows exactly this.
 */
export function PatchNoteArticle({ note, unread }: { note: PatchNote; unread: boolean }) {
  const styles = useStyles();
  const headingId = `patch-note-${note.id}`;
  return (
    <article className={styles.article} aria-labelledby={headingId}>
      <div className={styles.heading}>
        <Subtitle1 as="h2" id={headingId}>
          {note.title}
        </Subtitle1>
        {unread && (
          <Badge appearance="filled" color="danger" size="small">
            未読
          </Badge>
        )}
      </div>
      <div className={styles.meta}>
        {note.publishedAt && <Caption1 className={styles.date}>{formatDateTime(note.publishedAt)}</Caption1>}
        <PatchNoteLabels labels={note.labels} />
      </div>
      <SafeHtml className={styles.body} html={note.bodyHtml} />
    </article>
  );
}
