import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkStarburstRegular } from '@fluentui/react-icons';
import type { InquiryMessage } from '@madoguchi/shared/data';
import { formatDateTime } from '@madoguchi/shared/format';
import { RouterLink } from '@madoguchi/shared/ui';
import { useParams } from '@madoguchi/shared/router';

const useStyles = makeStyles({
  notice: {
    alignSelf: 'center',
    maxWidth: '100%',
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalS,
    rowGap: tokens.spacingVerticalXXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
    textAlign: 'center',
    overflowWrap: 'anywhere',
  },
  icon: { color: tokens.colorPaletteGreenForeground1, fontSize: '20px', flexShrink: 0 },
  time: { color: tokens.colorNeutralForeground3 },
});

/**
 * A notice from the system in the thread (a release note fixed the inquiry): centred and muted, so it
 * does not read as anyone's reply, with a link to the note.
 */
export function SystemMessage({ message }: { message: InquiryMessage }) {
  const styles = useStyles();
  const { tenantId = '' } = useParams();
  return (
    <li className={styles.notice} aria-label="システムからのお知らせ">
      <CheckmarkStarburstRegular className={styles.icon} aria-hidden />
      <span>{message.body}</span>
      {message.patchNoteId && (
        <RouterLink to={`/tenants/${encodeURIComponent(tenantId)}/patch-note/${encodeURIComponent(message.patchNoteId)}`}>リリースノートを見る</RouterLink>
      )}
      {message.createdAt && <Caption1 className={styles.time}>{formatDateTime(message.createdAt)}</Caption1>}
    </li>
  );
}
