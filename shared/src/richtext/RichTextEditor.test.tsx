import { FluentProvider } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { brandTheme } from '../theme/brandTheme';
import { RichTextEditor } from './RichTextEditor';

function Harness({ initial, onHtml }: { initial: string; onHtml: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <FluentProvider theme={brandTheme}>
      <RichTextEditor
        aria-label="回答"
        value={value}
        onChange={(html) => {
          setValue(html);
          onHtml(html);
        }}
      />
      <button onClick={() => setValue('<p>外から差し替え</p>')}>差し替え</button>
    </FluentProvider>
  );
}

describe('RichTextEditor', () => {
  it('shows the value, formats the selection from the Japanese toolbar and reports HTML', () => {
    const onHtml = jest.fn();
    render(<Harness initial="<p>パスワードの再設定</p>" onHtml={onHtml} />);
    const area = screen.getByRole('textbox', { name: '回答' });
    expect(area).toHaveTextContent('パスワードの再設定');

    fireEvent.click(screen.getByRole('button', { name: '番号付きリスト' }));
    expect(onHtml).toHaveBeenLastCalledWith(expect.stringMatching(/^<ol><li><p>パスワードの再設定<\/p><\/li><\/ol>/));
    expect(screen.getByRole('button', { name: '番号付きリスト' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(screen.getByRole('button', { name: '元に戻す' }));
    expect(onHtml).toHaveBeenLastCalledWith('<p>パスワードの再設定</p>');
  });

  it('takes a new value from outside without reporting it back', () => {
    const onHtml = jest.fn();
    render(<Harness initial="" onHtml={onHtml} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: '差し替え' })));
    expect(screen.getByRole('textbox', { name: '回答' })).toHaveTextContent('外から差し替え');
    expect(onHtml).not.toHaveBeenCalled();
  });

  it('ignores a stale echo of its own report, as a parent that renders behind fast typing passes back', () => {
    const reports: string[] = [];
    const editorWith = (value: string) => (
      <FluentProvider theme={brandTheme}>
        <RichTextEditor aria-label="回答" value={value} onChange={(html) => reports.push(html)} />
      </FluentProvider>
    );
    const { rerender } = render(editorWith('<p>パスワード</p>'));
    fireEvent.click(screen.getByRole('button', { name: '番号付きリスト' }));
    fireEvent.click(screen.getByRole('button', { name: '箇条書き' }));
    const [first, latest] = reports;
    expect(latest).toMatch(/^<ul>/);

    rerender(editorWith(first!));
    const area = () => screen.getByRole('textbox', { name: '回答' });
    expect(area().querySelector('ul')).not.toBeNull();
    rerender(editorWith(latest!));
    expect(area().querySelector('ul')).not.toBeNull();
    rerender(editorWith('<p>外から差し替え</p>'));
    expect(area()).toHaveTextContent('外から差し替え');
    expect(area().querySelector('ul')).toBeNull();
    expect(reports).toHaveLength(2);
  });

  it('marks the texts it is given in the document, width folded, without putting the marks into the HTML', () => {
    const onChange = jest.fn();
    const view = (highlights: string[]) => (
      <FluentProvider theme={brandTheme}>
        <RichTextEditor aria-label="回答" value="<p>鈴木さんの番号は０３－１２３４－５６７８です。鈴木さん以外は不要。</p>" onChange={onChange} highlights={highlights} highlightTitle="公開する前に削除してください。" />
      </FluentProvider>
    );
    const { container, rerender } = render(view(['鈴木さん', '03-1234-5678']));
    const marked = () => Array.from(container.querySelectorAll('mark.flagged-text')).map((mark) => mark.textContent);
    expect(marked()).toEqual(['鈴木さん', '０３－１２３４－５６７８', '鈴木さん']);
    expect(container.querySelector('mark.flagged-text')).toHaveAttribute('title', '公開する前に削除してください。');
    rerender(view([]));
    expect(marked()).toEqual([]);
    expect(onChange).not.toHaveBeenCalled();
  });
});
