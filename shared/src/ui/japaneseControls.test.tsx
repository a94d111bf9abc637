import { Option } from '@fluentui/react-components';
import { render, screen } from '@testing-library/react';
import { Combobox, Dropdown, SearchBox } from './japaneseControls';

// Fluent's own names for these buttons are English ("Clear selection", "Open", "clear").
describe('the Japanese-labelled Fluent controls', () => {
  it('name the built-in buttons in Japanese, and still take the caller’s props', () => {
    render(
      <>
        <Dropdown clearable aria-label="状態" selectedOptions={['open']} value="未対応">
          <Option value="open">未対応</Option>
        </Dropdown>
        <Combobox aria-label="依頼者">
          <Option value="u1">鈴木 一郎</Option>
        </Combobox>
        <SearchBox aria-label="キーワード" defaultValue="VPN" />
      </>,
    );
    expect(screen.getByRole('button', { name: '選択を解除', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '候補を表示', hidden: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '検索語を消去', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /clear|open/i, hidden: true })).toBeNull();
    expect(screen.getByRole('combobox', { name: '状態' })).toHaveTextContent('未対応');
  });
});
