import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import type { Inquiry } from '@madoguchi/shared/data';
import { RouterLink } from '@madoguchi/shared/ui';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
  list: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, margin: 0, padding: 0, listStyleType: 'none' },
});

/**
 * For tenant admins on a resolved or closed inquiry: 「FAQにする」, and the entries already made from it,
 * so an answer given once is written up once.
 */
export function MadeFaqs({ tenantId, inquiry }: { tenantId: string; inquiry: Inquiry }) {
  const styles = useStyles();
  const faqPath = `/tenants/${encodeURIComponent(tenantId)}/faq`;
  return (
    <div className={styles.root}>
      <RouterLink to={`${faqPath}?fromInquiry=${encodeURIComponent(inquiry.id)}`}>FAQにする</RouterLink>
      {inquiry.madeFaqs.length > 0 && (
        <>
          <Body1>この問い合わせから作成したFAQ:</Body1>
          <ul className={styles.list} aria-label="この問い合わせから作成したFAQ">
            {inquiry.madeFaqs.map((faq) => (
              <li key={faq.faqId}>
                <RouterLink to={`${faqPath}?id=${encodeURIComponent(faq.faqId)}`}>{faq.question}</RouterLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
