import { makeStaticStyles } from '@fluentui/react-components';
import { PHONE } from './breakpoints';

/**
 * On a phone every control is at least 44 px each way (WCAG 2.5.5), whichever area drew it: Fluent's
 * controls are 32 px for a mouse; a button inside a field (clear, open) takes the field's height.
 * Written once against Fluent's stable fui-* class names; `html`
 * outranks Fluent's single-class atomic styles whatever order the style sheets load in.
 */
const TARGET = '44px';
export const usePhoneTouchTargets = makeStaticStyles(`
${PHONE} {
  html .fui-Button, html .fui-MenuButton, html .fui-ToggleButton, html .fui-Tab, html .fui-MenuItem,
  html .fui-MenuItemCheckbox, html .fui-MenuItemRadio, html .fui-Option, html .fui-Checkbox, html .fui-Radio,
  html .fui-Switch, html .fui-Link[role='button'], html button.fui-Link {
    min-height: ${TARGET};
    min-width: ${TARGET};
  }
  html .fui-Checkbox, html .fui-Radio, html .fui-Switch { align-items: center; }
  html .fui-Input, html .fui-SearchBox, html .fui-Combobox, html .fui-Dropdown, html .fui-SpinButton,
  html .fui-DatePicker { min-height: ${TARGET}; }
  html .fui-Select__select, html .fui-Dropdown__button { min-height: ${TARGET}; height: auto; }
  html .fui-Input__contentAfter button, html .fui-SearchBox__dismiss, html .fui-Combobox__clearIcon,
  html .fui-Combobox__expandIcon, html .fui-Dropdown__clearButton {
    min-width: ${TARGET};
    display: inline-flex;
    align-items: center;
    justify-content: center;
  }
}
/* Fluent hides a blurred SearchBox's clear button by shrinking the slot around it to nothing; the
   44 px above then stuck out past the field's right edge (and a phone screen's). Hidden, it takes no room. */
html .fui-SearchBox:not(:focus-within) .fui-SearchBox__dismiss { display: none; }
`);
