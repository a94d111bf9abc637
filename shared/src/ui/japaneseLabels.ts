import type { ComboboxProps, DropdownProps, SearchBoxProps } from '@fluentui/react-components';

// Fluent names some of its built-in buttons in English ("Clear selection", "Open", "clear"), which a
// screen reader reads out to a Japanese user. The apps spread these on Fluent's controls (a lint rule
// sees to it). Props, not wrapped controls: a control from this package would be the shell's copy of
// Fluent under Module Federation, cut off from the app's own Field (its label) and Option contexts.

/** For Fluent's Dropdown: its clear button. */
export const JAPANESE_DROPDOWN = { clearButton: { 'aria-label': '選択を解除' } } satisfies Partial<DropdownProps>;

/** For Fluent's Combobox: the button that opens its list (its clear icon is hidden from screen readers). */
export const JAPANESE_COMBOBOX = { expandIcon: { 'aria-label': '候補を表示' } } satisfies Partial<ComboboxProps>;

/** For Fluent's SearchBox: the button that empties it. */
export const JAPANESE_SEARCHBOX = { dismiss: { 'aria-label': '検索語を消去' } } satisfies Partial<SearchBoxProps>;
