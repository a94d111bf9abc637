import { SearchRegular } from '@fluentui/react-icons';
import {
  ALL_TENANT_USERS,
  TENANT_USER_ROLE_LABELS,
  TENANT_USER_SORT_LABELS,
  TENANT_USER_STATUS_LABELS,
  type Category,
  type TenantUserFilter,
} from '@madoguchi/shared/data';
import { FilterBar, optionsOf } from '@madoguchi/shared/ui';

interface Props {
  filter: TenantUserFilter;
  onChange: (filter: TenantUserFilter) => void;
  categories: Category[];
  /** A line under the filters about the rows listed. */
  note?: string;
}

/** The key of a label map an option value names; null for 「すべて」 and anything else. */
const keyOf = <K extends string>(labels: Record<K, string>, value: string | null): K | null =>
  (Object.keys(labels) as K[]).find((key) => key === value) ?? null;

/** Free text (name, reading, e-mail; applies on Enter), category, role, status and the sort order. */
export function UserFilters({ filter, onChange, categories, note }: Props) {
  const categoryChoice = {
    label: 'ユーザーカテゴリ',
    options: categories.map((category) => ({ value: category.id, text: category.name })),
    value: filter.categoryId,
    onChange: (categoryId: string | null) => onChange({ ...filter, categoryId }),
  };
  return (
    <FilterBar
      label="ユーザーの絞り込み"
      search={{
        label: '氏名・フリガナ・メールアドレス',
        placeholder: '例: 鈴木、すずき、suzuki@',
        text: filter.text,
        icon: <SearchRegular />,
        onSearch: (text) => onChange({ ...filter, text }),
      }}
      choices={[
        ...(categories.length > 0 ? [categoryChoice] : []),
        { label: '権限', options: optionsOf(TENANT_USER_ROLE_LABELS), value: filter.role, onChange: (value) => onChange({ ...filter, role: keyOf(TENANT_USER_ROLE_LABELS, value) }) },
        { label: '状態', options: optionsOf(TENANT_USER_STATUS_LABELS), value: filter.status, onChange: (value) => onChange({ ...filter, status: keyOf(TENANT_USER_STATUS_LABELS, value) }) },
        {
          label: '並び順',
          options: optionsOf(TENANT_USER_SORT_LABELS),
          value: filter.sort,
          all: 'none',
          onChange: (value) => onChange({ ...filter, sort: keyOf(TENANT_USER_SORT_LABELS, value) ?? ALL_TENANT_USERS.sort }),
        },
      ]}
      filtered={JSON.stringify({ ...filter, sort: ALL_TENANT_USERS.sort }) !== JSON.stringify(ALL_TENANT_USERS)}
      onClear={() => onChange({ ...ALL_TENANT_USERS, sort: filter.sort })}
      note={note}
    />
  );
}
