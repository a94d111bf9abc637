import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { SUPPORT_LIMITS } from '@madoguchi/shared/contracts';
import { errorMessage, fetchInquiryByNumber, inquiryNumberIn, type LinkedInquiry } from '@madoguchi/shared/data';
import { InquiryRefList } from '@madoguchi/shared/ui';
import { useState } from 'react';

const useStyles = makeStyles({
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  add: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  number: { width: '10em', maxWidth: '100%' },
});

interface Props {
  tenantId: string;
  inquiries: LinkedInquiry[];
  onChange: (inquiries: LinkedInquiry[]) => void;
  /** The contract's problem with the list (too many, the same one twice). */
  problem?: string;
  disabled: boolean;
}

/**
 * 関連する問い合わせ: the tenant's inquiries a request is about, added by number (#12, １２) and taken
 * off one by one. If the vendor fixes them in a release note, their requesters are told.
 */
export function LinkedInquiriesField({ tenantId, inquiries, onChange, problem, disabled }: Props) {
  const styles = useStyles();
  const [typed, setTyped] = useState('');
  const [lookupProblem, setLookupProblem] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const full = inquiries.length >= SUPPORT_LIMITS.inquiries;

  const add = async () => {
    const number = inquiryNumberIn(typed.trim());
    if (number === null) return setLookupProblem('問い合わせ番号を数字で入力してください（例: 12）。');
    if (inquiries.some((inquiry) => inquiry.number === number)) return setLookupProblem(`#${number} はすでに追加されています。`);
    setLooking(true);
    setLookupProblem(null);
    try {
      const found = await fetchInquiryByNumber(tenantId, number);
      if (!found) return setLookupProblem(`#${number} の問い合わせが見つかりません。`);
      onChange([...inquiries, { inquiryId: found.id, number: found.number, title: found.title }]);
      setTyped('');
    } catch (error) {
      setLookupProblem(errorMessage(error));
    } finally {
      setLooking(false);
    }
  };

  return (
    <div className={styles.group} role="group" aria-label="関連する問い合わせ">
      <Field
        label="関連する問い合わせ（任意）"
        validationMessage={lookupProblem ?? problem}
        hint={`問い合わせ番号で${SUPPORT_LIMITS.inquiries}件まで追加できます。運営元がリリースノートで修正すると、問い合わせた方にお知らせが届きます。`}
      >
        {(fieldProps) => (
          <div className={styles.add}>
            <Input
              {...fieldProps}
              className={styles.number}
              inputMode="numeric"
              placeholder="例: 12"
              value={typed}
              onChange={(_, data) => {
                setTyped(data.value);
                setLookupProblem(null);
              }}
              onKeyDown={(event) => {
                // Enter adds the number rather than sending the whole request.
                if (event.key !== 'Enter') return;
                event.preventDefault();
                void add();
              }}
              disabled={disabled || full}
            />
            <Button icon={<AddRegular />} onClick={() => void add()} disabled={disabled || full || looking || !typed.trim()}>
              追加
            </Button>
          </div>
        )}
      </Field>
      {inquiries.length > 0 && (
        <InquiryRefList
          label="関連する問い合わせの一覧"
          disabled={disabled}
          items={inquiries.map((inquiry) => ({
            key: inquiry.inquiryId,
            number: inquiry.number,
            title: inquiry.title,
            remove: {
              label: `#${inquiry.number} を外す`,
              onRemove: () => onChange(inquiries.filter((other) => other.inquiryId !== inquiry.inquiryId)),
            },
          }))}
        />
      )}
    </div>
  );
}
