// The apps use these instead of Fluent's own (a lint rule sees to it): Fluent names some of its built-in
// buttons in English, which a screen reader reads out to a Japanese user.
/* eslint-disable no-restricted-imports -- the one place that wraps them */
import {
  Combobox as FluentCombobox,
  Dropdown as FluentDropdown,
  SearchBox as FluentSearchBox,
  type ComboboxProps,
  type DropdownProps,
  type SearchBoxProps,
} from '@fluentui/react-components';
/* eslint-enable no-restricted-imports */

/** Fluent's Dropdown; its clear button (Fluent: "Clear selection", in the page even when hidden) in Japanese. */
export function Dropdown(props: DropdownProps) {
  return <FluentDropdown clearButton={{ 'aria-label': '選択を解除' }} {...props} />;
}

/** Fluent's Combobox; the button that opens its list (Fluent: "Open") in Japanese. */
export function Combobox(props: ComboboxProps) {
  return <FluentCombobox expandIcon={{ 'aria-label': '候補を表示' }} {...props} />;
}

/** Fluent's SearchBox; the button that empties it (Fluent: "clear") in Japanese. */
export function SearchBox(props: SearchBoxProps) {
  return <FluentSearchBox dismiss={{ 'aria-label': '検索語を消去' }} {...props} />;
}
