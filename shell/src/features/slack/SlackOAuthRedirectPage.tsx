import { Card, Text, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';

const useStyles = makeStyles({
  card: { width: 'min(480px, 100%)', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalM },
});

/** /slack/oauth_redirect: Slack returns here after installation; the exchange comes with the Slack issue. */
export function SlackOAuthRedirectPage() {
  const styles = useStyles();
  return (
    <Card className={styles.card}>
      <Title1 as="h1">Slack連携</Title1>
      <Text>Slack連携の設定はまだご利用いただけません。</Text>
      <Link to="/login">トップページへ戻る</Link>
    </Card>
  );
}
