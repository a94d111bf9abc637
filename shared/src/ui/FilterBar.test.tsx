import { fireEvent, render, screen } from '@testing-library/react';
import { FilterBar, FilterChoice, optionsOf } from './FilterBar';

const STATUS = { active: '有効', disabled: '無効' };

function renderBar(overrides: Partial<Parameters<typeof FilterBar>[0]> = {}) {
  const onSearch = jest.fn();
  const onStatus = jest.fn();
  const onClear = jest.fn();
  render(
    <FilterBar
      label="ユーザーの絞り込み"
      search={{ label: '氏名', placeholder: '例: 鈴木', text: '佐藤', icon: <span />, onSearch }}
      choices={[{ label: '状態', options: optionsOf(STATUS), value: 'disabled', onChange: onStatus }]}
      filtered
      onClear={onClear}
      {...overrides}
    >
      <button type="button">依頼者</button>
    </FilterBar>,
  );
  return { onSearch, onStatus, onClear };
}

describe('FilterBar', () => {
  it('is a named search landmark with the text, the dropdowns and the fields passed in', () => {
    renderBar();
    const bar = screen.getByRole('search', { name: 'ユーザーの絞り込み' });
    expect(bar).toContainElement(screen.getByRole('textbox', { name: '氏名' }));
    expect(screen.getByRole('textbox', { name: '氏名' })).toHaveValue('佐藤');
    expect(screen.getByRole('combobox', { name: '状態' })).toHaveTextContent('無効');
    expect(bar).toContainElement(screen.getByRole('button', { name: '依頼者' }));
    // Fluent's clear button would be named in English without the Japanese label props.
    expect(screen.queryByRole('button', { name: /clear/i, hidden: true })).toBeNull();
  });

  it('applies the text on Enter or the search button only, not on each key', () => {
    const { onSearch } = renderBar();
    const text = screen.getByRole('textbox', { name: '氏名' });
    fireEvent.change(text, { target: { value: '鈴木' } });
    expect(onSearch).not.toHaveBeenCalled();
    fireEvent.submit(text);
    expect(onSearch).toHaveBeenLastCalledWith('鈴木');
    fireEvent.click(screen.getByRole('button', { name: '検索' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('reports a chosen option, and null for すべて', () => {
    const { onStatus } = renderBar();
    fireEvent.click(screen.getByRole('combobox', { name: '状態' }));
    fireEvent.click(screen.getByRole('option', { name: '有効' }));
    expect(onStatus).toHaveBeenLastCalledWith('active');
    fireEvent.click(screen.getByRole('combobox', { name: '状態' }));
    fireEvent.click(screen.getByRole('option', { name: 'すべて' }));
    expect(onStatus).toHaveBeenLastCalledWith(null);
  });

  it('offers 条件をクリア only when something is filtered, and empties the text with it', () => {
    const { onClear } = renderBar();
    fireEvent.click(screen.getByRole('button', { name: '条件をクリア' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: '氏名' })).toHaveValue('');
  });

  it('has no 条件をクリア when nothing is filtered', () => {
    renderBar({ filtered: false });
    expect(screen.queryByRole('button', { name: '条件をクリア' })).toBeNull();
  });

  it('says under the bar what it is given about the rows, and nothing otherwise', () => {
    const note = '検索結果は氏名順に表示されます。';
    renderBar({ note });
    expect(screen.getByText(note)).toBeInTheDocument();
    expect(screen.getByRole('search', { name: 'ユーザーの絞り込み' })).not.toContainElement(screen.getByText(note));
  });

  it('has no line under the bar without a note', () => {
    renderBar();
    expect(screen.getByRole('search', { name: 'ユーザーの絞り込み' }).nextElementSibling).toBeNull();
  });
});

describe('FilterChoice', () => {
  it('puts すべて where it is asked, or leaves it out for a choice always made', () => {
    const { rerender } = render(<FilterChoice label="状態" options={optionsOf(STATUS)} value={null} all="last" onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: '状態' })).toHaveTextContent('すべて');
    fireEvent.click(screen.getByRole('combobox', { name: '状態' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['有効', '無効', 'すべて']);
    rerender(<FilterChoice label="状態" options={optionsOf(STATUS)} value="active" all="none" onChange={() => undefined} />);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['有効', '無効']);
  });
});
