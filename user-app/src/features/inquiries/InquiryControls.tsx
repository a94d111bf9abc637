import { Button, Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular } from '@fluentui/react-icons';
import { notify } from '@madoguchi/shared';
import type { InquiryStatus } from '@madoguchi/shared/api';
import * as inquiriesApi from './api/callables';
import { INQUIRY_STATUS_LABELS, errorMessage, type Inquiry, type Person } from '@madoguchi/shared/data';
import { JAPANESE_DROPDOWN } from '@madoguchi/shared/ui';
import { useState } from 'react';
import { statusOf, statusOptions } from './dropdownOptions';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalL },
});

const UNASSIGNED = '';

interface Props {
  tenantId: string;
  inquiry: Inquiry;
  /** Tenant admins: status and assignee; null for the requester, who may only mark it resolved. */
  admins: Person[] | null;
}

/** Status and assignment. The inquiry is live, so the controls show the saved state after each call. */
export function InquiryControls({ tenantId, inquiry, admins }: Props) {
  const styles = useStyles();
  const [busy, setBusy] = useState(false);
  const closed = inquiry.status === 'closed';

  const act = async (call: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await call();
      notify.info(done);
    } catch (error) {
      notify.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const changeStatus = (status: InquiryStatus) =>
    act(() => inquiriesApi.changeInquiryStatus({ tenantId, inquiryId: inquiry.id, status }), `ステータスを「${INQUIRY_STATUS_LABELS[status]}」にしました。`);

  if (!admins) {
    if (closed || inquiry.status === 'resolved') return null;
    return (
      <div className={styles.bar}>
        <Button icon={<CheckmarkCircleRegular />} disabled={busy} onClick={() => void changeStatus('resolved')}>
          解決済みにする
        </Button>
      </div>
    );
  }

  const assignee = admins.find((admin) => admin.uid === inquiry.assigneeUid);
  return (
    <div className={styles.bar}>
      <Field label="ステータス">
        <Dropdown
          {...JAPANESE_DROPDOWN}
          value={INQUIRY_STATUS_LABELS[inquiry.status]}
          selectedOptions={[inquiry.status]}
          disabled={busy || closed}
          onOptionSelect={(_, data) => {
            const next = statusOf(data.optionValue);
            if (next && next !== inquiry.status) void changeStatus(next);
          }}
        >
          {statusOptions()}
        </Dropdown>
      </Field>
      <Field label="担当者">
        <Dropdown
          {...JAPANESE_DROPDOWN}
          value={assignee?.name ?? (inquiry.assigneeUid ? '(管理者ではなくなったユーザー)' : '未割り当て')}
          selectedOptions={[inquiry.assigneeUid ?? UNASSIGNED]}
          disabled={busy || closed}
          onOptionSelect={(_, data) => {
            const assigneeUid = data.optionValue || null;
            if (assigneeUid === inquiry.assigneeUid) return;
            const name = admins.find((admin) => admin.uid === assigneeUid)?.name;
            void act(
              () => inquiriesApi.assignInquiry({ tenantId, inquiryId: inquiry.id, assigneeUid }),
              name ? `担当者を ${name} さんにしました。` : '担当者の割り当てを外しました。',
            );
          }}
        >
          <Option value={UNASSIGNED}>未割り当て</Option>
          {admins.map((admin) => (
            <Option key={admin.uid} value={admin.uid}>
              {admin.name}
            </Option>
          ))}
        </Dropdown>
      </Field>
    </div>
  );
}
