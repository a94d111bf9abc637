import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TextField } from './FormParts';
import { useSavingForm } from './useSavingForm';

interface Values {
  name: string;
  note: string;
}

function NameForm({ save }: { save: (values: Values) => Promise<void> }) {
  const form = useSavingForm<Values>({
    initial: { name: '', note: '' },
    check: ({ name }) => ({ name: name.trim() ? undefined : '氏名を入力してください。' }),
    save: (values) => save(values),
  });
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <TextField form={form} name="name" label="氏名" required hint="100 文字以内" maxLength={100} />
      <TextField form={form} name="note" label="メモ" rows={4} />
      <button type="submit">保存</button>
    </form>
  );
}

describe('TextField', () => {
  it('binds its value to the form, shows the problem beside it and drops it once edited', () => {
    render(<NameForm save={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('氏名を入力してください。')).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: /氏名/ });
    expect(name).toHaveAttribute('maxlength', '100');
    fireEvent.change(name, { target: { value: '佐藤' } });
    expect(name).toHaveValue('佐藤');
    expect(screen.queryByText('氏名を入力してください。')).toBeNull();
    expect(screen.getByText('100 文字以内')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'メモ' }).tagName).toBe('TEXTAREA');
  });

  it('is locked while the form saves and keeps what was typed when the save is refused', async () => {
    let refuse: (error: Error) => void = () => undefined;
    const save = jest.fn(() => new Promise<void>((_, reject) => { refuse = reject; }));
    render(<NameForm save={save} />);
    const name = screen.getByRole('textbox', { name: /氏名/ });
    fireEvent.change(name, { target: { value: '鈴木 一郎' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(name).toBeDisabled());
    expect(save).toHaveBeenCalledWith({ name: '鈴木 一郎', note: '' });
    refuse(new Error('保存できませんでした'));
    await waitFor(() => expect(name).toBeEnabled());
    expect(name).toHaveValue('鈴木 一郎');
  });
});
