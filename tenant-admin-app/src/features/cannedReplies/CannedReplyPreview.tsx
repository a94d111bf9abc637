import { Caption1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { fillCannedReply } from '@madoguchi/shared/contracts';
import { PLACEHOLDER_SAMPLES } from './placeholderSamples';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    minWidth: 0,
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  text: { margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** The body as a requester would read it, filled with sample values while the admin types. */
export function CannedReplyPreview({ body }: { body: string }) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="canned-reply-preview-title">
      <Subtitle2 as="h2" id="canned-reply-preview-title">
        プレビュー
      </Subtitle2>
      <Caption1 className={styles.muted}>差し込み項目はサンプルの値で表示しています。</Caption1>
      {body.trim() ? (
        <p className={styles.text}>{fillCannedReply(body, PLACEHOLDER_SAMPLES)}</p>
      ) : (
        <p className={mergeClasses(styles.text, styles.muted)}>本文を入力すると、ここに表示されます。</p>
      )}
    </section>
  );
}
