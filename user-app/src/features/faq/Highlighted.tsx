import { makeStyles, tokens } from '@fluentui/react-components';
import type { Part } from './highlight';

const useStyles = makeStyles({
  mark: {
    backgroundColor: tokens.colorPaletteYellowBackground2,
    color: 'inherit',
    borderRadius: tokens.borderRadiusSmall,
  },
});

/** Text with the parts that match the query marked. */
export function Highlighted({ parts }: { parts: Part[] }) {
  const styles = useStyles();
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className={styles.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
