import { Button, Caption1, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import { JAPANESE_DROPDOWN } from './japaneseLabels';

// Fields are described, not passed in as Fluent elements: under Module Federation this package brings
// its own copy of Fluent, and an app's Option inside this Dropdown (or its Dropdown inside this Field)
// would miss the context that names and lists it. A field that is a whole control of the app's own
// (with its own Field) can still be passed as a child.

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: tokens.spacingHorizontalM },
  text: { minWidth: '240px', flexGrow: 1 },
  note: { margin: 0, color: tokens.colorNeutralForeground2 },
});

const ALL = '';

export interface FilterOption {
  value: string;
  text: string;
}

export interface FilterChoiceProps {
  label: string;
  options: readonly FilterOption[];
  /** The chosen option's value; null for 「すべて」. */
  value: string | null;
  /** Where 「すべて」 (no filter) stands among the options; 'none' where a choice is always made (an order). */
  all?: 'first' | 'last' | 'none';
  onChange: (value: string | null) => void;
}

/** A labelled dropdown of a filter: one of the options, or 「すべて」. */
export function FilterChoice({ label, options, value, all = 'first', onChange }: FilterChoiceProps) {
  const everything = <Option value={ALL}>すべて</Option>;
  return (
    <Field label={label}>
      <Dropdown
        {...JAPANESE_DROPDOWN}
        value={options.find((option) => option.value === value)?.text ?? 'すべて'}
        selectedOptions={[value ?? ALL]}
        onOptionSelect={(_, data) => onChange(data.optionValue || null)}
      >
        {all === 'first' && everything}
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.text}
          </Option>
        ))}
        {all === 'last' && everything}
      </Dropdown>
    </Field>
  );
}

/** The options of a label map ({ active: '有効', … }), in its order. */
export const optionsOf = (labels: Readonly<Record<string, string>>): FilterOption[] =>
  Object.entries(labels).map(([value, text]) => ({ value, text }));

export interface FilterBarProps {
  /** The search landmark's name (「テナントの絞り込み」). */
  label: string;
  /**
   * The free-text field: applied on Enter or its search button, not on each key. The button's icon
   * comes from the app, which has the icon package.
   */
  search: { label: string; placeholder: string; text: string; icon: ReactElement; onSearch: (text: string) => void };
  choices: readonly FilterChoiceProps[];
  /** Whether anything is filtered: offers 条件をクリア. */
  filtered: boolean;
  onClear: () => void;
  /** Fields after the choices that bring their own control and label (a requester picker). */
  children?: ReactNode;
  /** A line under the bar about the rows listed, such as their order while a search is applied. */
  note?: string;
}

/**
 * A list's filters: free text, dropdowns and 条件をクリア. The page keeps the filter (in the address);
 * give the bar a key of the applied text so that going back in history shows that text again.
 */
export function FilterBar({ label, search, choices, filtered, onClear, children, note }: FilterBarProps) {
  const styles = useStyles();
  const [text, setText] = useState(search.text);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    search.onSearch(text);
  };

  const bar = (
    <form className={styles.bar} role="search" aria-label={label} onSubmit={submit}>
      <Field label={search.label} className={styles.text}>
        <Input
          value={text}
          onChange={(_, data) => setText(data.value)}
          placeholder={search.placeholder}
          contentAfter={<Button type="submit" appearance="transparent" size="small" icon={search.icon} aria-label="検索" />}
        />
      </Field>
      {choices.map((choice) => (
        <FilterChoice key={choice.label} {...choice} />
      ))}
      {children}
      {filtered && (
        <Button
          appearance="subtle"
          onClick={() => {
            setText('');
            onClear();
          }}
        >
          条件をクリア
        </Button>
      )}
    </form>
  );
  if (!note) return bar;
  return (
    <>
      {bar}
      <Caption1 as="p" className={styles.note}>
        {note}
      </Caption1>
    </>
  );
}
