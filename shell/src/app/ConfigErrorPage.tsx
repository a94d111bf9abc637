import { Card, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { usePageTitle } from '@madoguchi/shared';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'grid', placeItems: 'center', padding: tokens.spacingHorizontalL },
  card: { width: 'min(560px, 100%)', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalM },
  problems: { margin: 0, paddingLeft: tokens.spacingHorizontalXL, color: tokens.colorPaletteRedForeground1 },
});

/** Shown instead of a blank page when runtime-config.json is missing or wrong. */
export function ConfigErrorPage({ problems }: { problems: string[] }) {
  const styles = useStyles();
  usePageTitle('アプリを開始できません');
  return (
    <main className={styles.root}>
      <Card className={styles.card} role="alert">
        <Title1 as="h1">アプリを開始できません</Title1>
        <Text>設定ファイル (runtime-config.json) に問題があります。システム管理者にご連絡ください。</Text>
        <ul className={styles.problems}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </Card>
    </main>
  );
}
