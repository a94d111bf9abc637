import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { CategoryUsage } from './api/categoryAdmin';

const useStyles = makeStyles({
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
});

/** What uses a category about to be deleted, in words. */
export function CategoryUsageList({ usage }: { usage: CategoryUsage }) {
  const styles = useStyles();
  if (usage.users + usage.faqs + usage.inquiries === 0) {
    return <Body1>このカテゴリを使っているユーザー・よくある質問・問い合わせはありません。</Body1>;
  }
  return (
    <>
      <Body1 id="category-usage-title">このカテゴリは次のデータで使われています。</Body1>
      <ul className={styles.list} aria-labelledby="category-usage-title">
        <li>ユーザー: {usage.users.toLocaleString('ja-JP')}人</li>
        <li>よくある質問: {usage.faqs.toLocaleString('ja-JP')}件</li>
        <li>問い合わせ: {usage.inquiries.toLocaleString('ja-JP')}件</li>
      </ul>
    </>
  );
}
