import { Body1, Caption1, Card, CardHeader, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { MailRegular } from '@fluentui/react-icons';

/** The vendor's support desk (docs/product.md#support-requests: contact information on the support page). */
export const VENDOR_SUPPORT = {
  email: 'support@madoguchi.example.jp',
  hours: '平日 9:00〜18:00（祝日・年末年始を除く）',
} as const;

const useStyles = makeStyles({
  card: { alignSelf: 'start' },
  list: { margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXS },
  term: { color: tokens.colorNeutralForeground2 },
  detail: { margin: 0 },
  note: { color: tokens.colorNeutralForeground2 },
});

export function VendorContactCard() {
  const styles = useStyles();
  return (
    <Card className={styles.card} aria-labelledby="vendor-contact-title">
      <CardHeader
        image={<MailRegular fontSize={24} aria-hidden />}
        header={
          <Subtitle2 as="h2" id="vendor-contact-title">
            運営元の連絡先
          </Subtitle2>
        }
      />
      <dl className={styles.list}>
        <dt className={styles.term}>
          <Body1>メール</Body1>
        </dt>
        <dd className={styles.detail}>
          <Link href={`mailto:${VENDOR_SUPPORT.email}`}>{VENDOR_SUPPORT.email}</Link>
        </dd>
        <dt className={styles.term}>
          <Body1>受付時間</Body1>
        </dt>
        <dd className={styles.detail}>
          <Body1>{VENDOR_SUPPORT.hours}</Body1>
        </dd>
      </dl>
      <Caption1 className={styles.note}>
        お急ぎの場合は、このページのフォームから送信したうえで、上記のメールアドレスにもご連絡ください。
      </Caption1>
    </Card>
  );
}
