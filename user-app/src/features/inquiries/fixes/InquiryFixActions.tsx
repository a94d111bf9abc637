import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkStarburstRegular, PersonSupportRegular } from '@fluentui/react-icons';
import type { Inquiry } from '@madoguchi/shared/data';
import { useFollowLink } from '@madoguchi/shared/ui';
import { useState } from 'react';
import { MarkFixedDialog } from './MarkFixedDialog';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/**
 * A tenant admin's ways to the vendor from an inquiry: ask support about it (the support form opens
 * with it linked), or mark it fixed by a published release note.
 */
export function InquiryFixActions({ tenantId, inquiry }: { tenantId: string; inquiry: Inquiry }) {
  const styles = useStyles();
  const [marking, setMarking] = useState(false);
  const supportPath = `/tenants/${encodeURIComponent(tenantId)}/admin/support?${new URLSearchParams({ inquiry: inquiry.id })}`;
  const toSupport = useFollowLink(supportPath);

  return (
    <div className={styles.bar} role="group" aria-label="運営元への連携">
      <Button as="a" href={supportPath} onClick={toSupport} icon={<PersonSupportRegular />}>
        サポートに問い合わせる
      </Button>
      <Button icon={<CheckmarkStarburstRegular />} onClick={() => setMarking(true)}>
        リリースノートで修正済みにする
      </Button>
      {marking && <MarkFixedDialog tenantId={tenantId} inquiry={inquiry} onClose={() => setMarking(false)} />}
    </div>
  );
}
