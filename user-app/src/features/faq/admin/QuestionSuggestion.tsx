import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { questionFromTitle } from './questionFromTitle';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, marginTop: `calc(-1 * ${tokens.spacingVerticalS})` },
  text: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** The inquiry's title as a question a reader would ask, offered while the question is not it already. */
export function QuestionSuggestion({ title, question, onUse }: { title: string; question: string; onUse: (question: string) => void }) {
  const styles = useStyles();
  const suggestion = questionFromTitle(title);
  if (!suggestion || question.trim() === suggestion) return null;
  return (
    <div className={styles.root} role="group" aria-label="質問の案">
      <Caption1 className={styles.text}>{`質問の形にする案: 「${suggestion}」`}</Caption1>
      <Button size="small" onClick={() => onUse(suggestion)}>
        この案を使う
      </Button>
    </div>
  );
}
