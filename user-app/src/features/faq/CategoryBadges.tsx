import { Badge, makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
});

/** An entry's user categories by name, or that it is for everyone. */
export function CategoryBadges({ ids, names }: { ids: string[]; names: ReadonlyMap<string, string> }) {
  const styles = useStyles();
  return (
    <span className={styles.row}>
      {ids.length === 0 ? (
        <Badge appearance="outline" color="informative" shape="rounded">
          全員
        </Badge>
      ) : (
        ids.map((id) => (
          <Badge key={id} appearance="tint" color="brand" shape="rounded">
            {names.get(id) ?? '削除されたカテゴリ'}
          </Badge>
        ))
      )}
    </span>
  );
}
