import { SearchRegular } from '@fluentui/react-icons';
import { ALL_TENANTS, TENANT_STATUSES, TENANT_STATUS_LABELS, type TenantFilter } from './api/tenants';
import { FilterBar, optionsOf } from '@madoguchi/shared/ui';

interface Props {
  filter: TenantFilter;
  onChange: (filter: TenantFilter) => void;
}

/** Free text (name or id; applies on Enter) and the status. */
export function TenantFilters({ filter, onChange }: Props) {
  return (
    <FilterBar
      label="テナントの絞り込み"
      search={{ label: 'テナント名・ID', placeholder: '例: さくら商事', text: filter.text, icon: <SearchRegular />, onSearch: (text) => onChange({ ...filter, text }) }}
      choices={[
        {
          label: '状態',
          options: optionsOf(TENANT_STATUS_LABELS),
          value: filter.status,
          onChange: (value) => onChange({ ...filter, status: TENANT_STATUSES.find((status) => status === value) ?? null }),
        },
      ]}
      filtered={filter.text.trim() !== '' || filter.status !== null}
      onClear={() => onChange(ALL_TENANTS)}
    />
  );
}
