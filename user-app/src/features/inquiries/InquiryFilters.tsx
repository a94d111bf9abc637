import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { INQUIRY_STATUS_LABELS, NO_FILTER, type Category, type InquiryFilter } from '@madoguchi/shared/data';
import { JAPANESE_DROPDOWN } from '@madoguchi/shared/ui';
import { useState, type FormEvent } from 'react';
import { categoryOptions, statusOf, statusOptions } from './dropdownOptions';
import { IDLE_DAY_CHOICES } from './filterParams';
import { RequesterFilter } from './RequesterFilter';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  text: { minWidth: '240px', flexGrow: 1 },
});

interface Props {
  filter: InquiryFilter;
  onChange: (filter: InquiryFilter) => void;
  categories: Category[];
  /** Tenant admins filter by requester: the tenant whose people to offer; null hides the field. */
  requesterTenantId: string | null;
}

const ALL = '';

const idleLabel = (days: number) => `${days}日以上更新なし`;

/** Status, category, requester and free text. Text applies on Enter or the search button. */
export function InquiryFilters({ filter, onChange, categories, requesterTenantId }: Props) {
  const styles = useStyles();
  const [text, setText] = useState(filter.text);

  const submitText = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, text });
  };

  return (
    <form className={styles.bar} role="search" aria-label="問い合わせの絞り込み" onSubmit={submitText}>
      <Field label="キーワード・番号" className={styles.text}>
        <Input
          value={text}
          onChange={(_, data) => setText(data.value)}
          placeholder="件名・内容・依頼者、または #番号"
          contentAfter={<Button type="submit" appearance="transparent" size="small" icon={<SearchRegular />} aria-label="検索" />}
        />
      </Field>
      <Field label="ステータス">
        <Dropdown
          {...JAPANESE_DROPDOWN}
          value={filter.status ? INQUIRY_STATUS_LABELS[filter.status] : 'すべて'}
          selectedOptions={[filter.status ?? ALL]}
          onOptionSelect={(_, data) => onChange({ ...filter, status: statusOf(data.optionValue) })}
        >
          <Option value={ALL}>すべて</Option>
          {statusOptions()}
        </Dropdown>
      </Field>
      {categories.length > 0 && (
        <Field label="カテゴリ">
          <Dropdown
            {...JAPANESE_DROPDOWN}
            value={categories.find((category) => category.id === filter.categoryId)?.name ?? 'すべて'}
            selectedOptions={[filter.categoryId ?? ALL]}
            onOptionSelect={(_, data) => onChange({ ...filter, categoryId: data.optionValue || null })}
          >
            <Option value={ALL}>すべて</Option>
            {categoryOptions(categories)}
          </Dropdown>
        </Field>
      )}
      <Field label="最終更新">
        <Dropdown
          {...JAPANESE_DROPDOWN}
          value={filter.idleDays === null ? 'すべて' : idleLabel(filter.idleDays)}
          selectedOptions={[filter.idleDays === null ? ALL : String(filter.idleDays)]}
          onOptionSelect={(_, data) => onChange({ ...filter, idleDays: data.optionValue ? Number(data.optionValue) : null })}
        >
          <Option value={ALL}>すべて</Option>
          {IDLE_DAY_CHOICES.map((days) => (
            <Option key={days} value={String(days)}>
              {idleLabel(days)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      {requesterTenantId !== null && (
        <RequesterFilter
          tenantId={requesterTenantId}
          requesterUid={filter.requesterUid}
          onChange={(requesterUid) => onChange({ ...filter, requesterUid })}
        />
      )}
      {JSON.stringify(filter) !== JSON.stringify(NO_FILTER) && (
        <Button
          appearance="subtle"
          onClick={() => {
            setText('');
            onChange(NO_FILTER);
          }}
        >
          条件をクリア
        </Button>
      )}
    </form>
  );
}
