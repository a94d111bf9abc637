import { Combobox, Dropdown, Field, Option, SearchBox } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { JAPANESE_COMBOBOX, JAPANESE_DROPDOWN, JAPANESE_SEARCHBOX } from './japaneseLabels';

// Fluent's own names for these buttons are English ("Clear selection", "Open", "clear").
describe('Japanese labels for Fluent controls', () => {
  it('name the built-in buttons in Japanese, and leave the field’s label and the options working', () => {
    render(
      <>
        <Field label="状態">
          <Dropdown {...JAPANESE_DROPDOWN} clearable selectedOptions={['open']} value="未対応">
            <Option value="open">未対応</Option>
          </Dropdown>
        </Field>
        <Field label="依頼者">
          <Combobox {...JAPANESE_COMBOBOX} clearable selectedOptions={['u1']} value="鈴木 一郎">
            <Option value="u1">鈴木 一郎</Option>
          </Combobox>
        </Field>
        <Field label="キーワード">
          <SearchBox {...JAPANESE_SEARCHBOX} defaultValue="VPN" />
        </Field>
      </>,
    );
    expect(screen.getByRole('button', { name: '選択を解除', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '候補を表示', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '検索語を消去', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /clear|open/i, hidden: true })).toBeNull();
    expect(screen.getByRole('combobox', { name: '状態' })).toHaveTextContent('未対応');
    expect(screen.getByRole('combobox', { name: '依頼者' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'キーワード' })).toHaveValue('VPN');
  });
});
