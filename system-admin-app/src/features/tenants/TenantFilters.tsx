import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { ALL_TENANTS, TENANT_STATUSES, TENANT_STATUS_LABELS, type TenantFilter } from '@madoguchi/shared/data';
import { JAPANESE_DROPDOWN } from '@madoguchi/shared/ui';
import { useState, type FormEvent } from 'react';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  text: { minWidth: '240px', flexGrow: 1 },
});

const ALL = '';

interface Props {
  filter: TenantFilter;
  onChange: (filter: TenantFilter) => void;
}

/** Free text (name or id; applies on Enter) and the status. */
export function TenantFilters({ filter, onChange }: Props) {
  const styles = useStyles();
  const [text, setText] = useState(filter.text);
  const submitText = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, text });
  };

  return (
    <form className={styles.bar} role="search" aria-label="テナントの絞り込み" onSubmit={submitText}>
      <Field label="テナント名・ID" className={styles.text}>
        <Input
          value={text}
          onChange={(_, data) => setText(data.value)}
          placeholder="例: さくら商事"
          contentAfter={<Button type="submit" appearance="transparent" size="small" icon={<SearchRegular />} aria-label="検索" />}
        />
      </Field>
      <Field label="状態">
        <Dropdown
          {...JAPANESE_DROPDOWN}
          value={filter.status ? TENANT_STATUS_LABELS[filter.status] : 'すべて'}
          selectedOptions={[filter.status ?? ALL]}
          onOptionSelect={(_, data) => onChange({ ...filter, status: TENANT_STATUSES.find((status) => status === data.optionValue) ?? null })}
        >
          <Option value={ALL}>すべて</Option>
          {TENANT_STATUSES.map((status) => (
            <Option key={status} value={status}>
              {TENANT_STATUS_LABELS[status]}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {(filter.text.trim() !== '' || filter.status !== null) && (
        <Button
          appearance="subtle"
          onClick={() => {
            setText('');
            onChange(ALL_TENANTS);
          }}
        >
          条件をクリア
        </Button>
      )}
    </form>
  );
}
