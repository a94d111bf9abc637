import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { ALL_TENANT_USERS, type Category, type TenantUserFilter } from '@madoguchi/shared/data';
import { JAPANESE_DROPDOWN } from '@madoguchi/shared/ui';
import { useState, type FormEvent } from 'react';
import { ROLE_LABELS, SORT_LABELS, STATUS_LABELS } from './userLabels';

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  text: { minWidth: '240px', flexGrow: 1 },
});

const ALL = '';

/** A dropdown over a label map, with 「すべて」 for no filter when `all` is given. */
function Choice<K extends string>(props: {
  label: string;
  labels: Record<K, string>;
  value: K | null;
  all?: boolean;
  onChange: (value: K | null) => void;
}) {
  const { label, labels, value, all = true, onChange } = props;
  const keys = Object.keys(labels) as K[];
  return (
    <Field label={label}>
      <Dropdown
        {...JAPANESE_DROPDOWN}
        value={value ? labels[value] : 'すべて'}
        selectedOptions={[value ?? ALL]}
        onOptionSelect={(_, data) => onChange(keys.find((key) => key === data.optionValue) ?? null)}
      >
        {all && <Option value={ALL}>すべて</Option>}
        {keys.map((key) => (
          <Option key={key} value={key}>
            {labels[key]}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

interface Props {
  filter: TenantUserFilter;
  onChange: (filter: TenantUserFilter) => void;
  categories: Category[];
}

/** Free text (name, reading, e-mail; applies on Enter), category, role, status and the sort order. */
export function UserFilters({ filter, onChange, categories }: Props) {
  const styles = useStyles();
  const [text, setText] = useState(filter.text);
  const categoryLabels = Object.fromEntries(categories.map((category) => [category.id, category.name]));
  const submitText = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...filter, text });
  };

  return (
    <form className={styles.bar} role="search" aria-label="ユーザーの絞り込み" onSubmit={submitText}>
      <Field label="氏名・フリガナ・メールアドレス" className={styles.text}>
        <Input
          value={text}
          onChange={(_, data) => setText(data.value)}
          placeholder="例: 鈴木、すずき、suzuki@"
          contentAfter={<Button type="submit" appearance="transparent" size="small" icon={<SearchRegular />} aria-label="検索" />}
        />
      </Field>
      {categories.length > 0 && (
        <Choice label="ユーザーカテゴリ" labels={categoryLabels} value={filter.categoryId} onChange={(categoryId) => onChange({ ...filter, categoryId })} />
      )}
      <Choice label="権限" labels={ROLE_LABELS} value={filter.role} onChange={(role) => onChange({ ...filter, role })} />
      <Choice label="状態" labels={STATUS_LABELS} value={filter.status} onChange={(status) => onChange({ ...filter, status })} />
      <Choice
        label="並び順"
        labels={SORT_LABELS}
        value={filter.sort}
        all={false}
        onChange={(sort) => onChange({ ...filter, sort: sort ?? ALL_TENANT_USERS.sort })}
      />
      {JSON.stringify({ ...filter, sort: ALL_TENANT_USERS.sort }) !== JSON.stringify(ALL_TENANT_USERS) && (
        <Button
          appearance="subtle"
          onClick={() => {
            setText('');
            onChange({ ...ALL_TENANT_USERS, sort: filter.sort });
          }}
        >
          条件をクリア
        </Button>
      )}
    </form>
  );
}
