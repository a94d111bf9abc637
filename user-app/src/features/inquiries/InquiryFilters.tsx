import { SearchRegular } from '@fluentui/react-icons';
import { INQUIRY_STATUSES, INQUIRY_STATUS_LABELS, NO_FILTER, type Category, type InquiryFilter } from '@madoguchi/shared/data';
import { FilterBar } from '@madoguchi/shared/ui';
import { statusOf } from './dropdownOptions';
import { IDLE_DAY_CHOICES } from './filterParams';
import { RequesterFilter } from './RequesterFilter';

interface Props {
  filter: InquiryFilter;
  onChange: (filter: InquiryFilter) => void;
  categories: Category[];
  /** Tenant admins filter by requester: the tenant whose people to offer; null hides the field. */
  requesterTenantId: string | null;
  /** A line under the filters about the rows listed. */
  note?: string;
}

const idleLabel = (days: number) => `${days}日以上更新なし`;

/** Status, category, requester and free text. Text applies on Enter or the search button. */
export function InquiryFilters({ filter, onChange, categories, requesterTenantId, note }: Props) {
  const categoryChoice = {
    label: 'カテゴリ',
    options: categories.map((category) => ({ value: category.id, text: category.name })),
    value: filter.categoryId,
    onChange: (categoryId: string | null) => onChange({ ...filter, categoryId }),
  };
  return (
    <FilterBar
      label="問い合わせの絞り込み"
      search={{
        label: 'キーワード・番号',
        placeholder: '件名・内容・依頼者、または #番号',
        text: filter.text,
        icon: <SearchRegular />,
        onSearch: (text) => onChange({ ...filter, text }),
      }}
      choices={[
        {
          label: 'ステータス',
          options: INQUIRY_STATUSES.map((status) => ({ value: status, text: INQUIRY_STATUS_LABELS[status] })),
          value: filter.status,
          onChange: (value) => onChange({ ...filter, status: statusOf(value ?? undefined) }),
        },
        ...(categories.length > 0 ? [categoryChoice] : []),
        {
          label: '最終更新',
          options: IDLE_DAY_CHOICES.map((days) => ({ value: String(days), text: idleLabel(days) })),
          value: filter.idleDays === null ? null : String(filter.idleDays),
          onChange: (value) => onChange({ ...filter, idleDays: value ? Number(value) : null }),
        },
      ]}
      filtered={JSON.stringify(filter) !== JSON.stringify(NO_FILTER)}
      onClear={() => onChange(NO_FILTER)}
      note={note}
    >
      {requesterTenantId !== null && (
        <RequesterFilter
          tenantId={requesterTenantId}
          requesterUid={filter.requesterUid}
          onChange={(requesterUid) => onChange({ ...filter, requesterUid })}
        />
      )}
    </FilterBar>
  );
}
