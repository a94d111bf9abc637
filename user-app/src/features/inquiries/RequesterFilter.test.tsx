import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Person } from '@madoguchi/shared/data';
import type * as SharedData from '@madoguchi/shared/data';
import { REQUESTER_CHOICES, REQUESTER_TYPING_MS, RequesterFilter } from './RequesterFilter';

const searchPeople = jest.fn<Promise<Person[]>, [string, string, number]>();
const fetchPerson = jest.fn<Promise<Person | null>, [string, string]>();

jest.mock('@madoguchi/shared/data', () => ({
  ...jest.requireActual<typeof SharedData>('@madoguchi/shared/data'),
  searchPeople: (...args: [string, string, number]) => searchPeople(...args),
  fetchPerson: (...args: [string, string]) => fetchPerson(...args),
}));

const person = (uid: string, name: string, email: string): Person => ({ uid, name, email, categoryIds: [] });
const SATO = person('u-sato', '佐藤 花子', 'sato@a.example.com');
const SUZUKI = person('u-suzuki', '鈴木 一郎', 'suzuki@a.example.com');

const onChange = jest.fn();
const user = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

function renderFilter(requesterUid: string | null = null) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <RequesterFilter tenantId="t1" requesterUid={requesterUid} onChange={onChange} />
    </FluentProvider>,
  );
}

beforeEach(() => {
  jest.useFakeTimers();
  [searchPeople, fetchPerson, onChange].forEach((mock) => mock.mockReset());
});
afterEach(() => jest.useRealTimers());

describe('RequesterFilter', () => {
  it('reads nobody until it is opened, then offers the first people by name', async () => {
    searchPeople.mockResolvedValue([SATO, SUZUKI]);
    renderFilter();
    expect(searchPeople).not.toHaveBeenCalled();
    expect(fetchPerson).not.toHaveBeenCalled();

    await user().click(screen.getByRole('combobox', { name: '依頼者' }));
    expect(await screen.findByRole('option', { name: '佐藤 花子（sato@a.example.com）' })).toBeInTheDocument();
    expect(searchPeople).toHaveBeenCalledTimes(1);
    expect(searchPeople).toHaveBeenCalledWith('t1', '', REQUESTER_CHOICES);
  });

  it('asks the directory for what was typed once typing pauses, and filters by the chosen person', async () => {
    searchPeople.mockImplementation(async (_tenantId, prefix) => [SATO, SUZUKI].filter((entry) => entry.name.startsWith(prefix)));
    renderFilter();
    const box = screen.getByRole('combobox', { name: '依頼者' });
    await user().type(box, '鈴木');
    await act(() => jest.advanceTimersByTime(REQUESTER_TYPING_MS));
    await user().click(await screen.findByRole('option', { name: '鈴木 一郎（suzuki@a.example.com）' }));
    expect(searchPeople).toHaveBeenLastCalledWith('t1', '鈴木', REQUESTER_CHOICES);
    // One read per paused prefix, not one per keystroke.
    expect(searchPeople.mock.calls.map(([, prefix]) => prefix)).not.toContain('鈴');
    expect(onChange).toHaveBeenCalledWith('u-suzuki');
  });

  it('says when nobody matches', async () => {
    searchPeople.mockResolvedValue([]);
    renderFilter();
    await user().type(screen.getByRole('combobox', { name: '依頼者' }), 'zz');
    await act(() => jest.advanceTimersByTime(REQUESTER_TYPING_MS));
    expect(await screen.findByRole('option', { name: '「zz」で始まるユーザーはいません' })).toBeInTheDocument();
  });

  it('shows the chosen requester by name, reading only that person', async () => {
    fetchPerson.mockResolvedValue(SATO);
    renderFilter('u-sato');
    expect(await screen.findByDisplayValue('佐藤 花子')).toBeInTheDocument();
    expect(fetchPerson).toHaveBeenCalledWith('t1', 'u-sato');
    expect(searchPeople).not.toHaveBeenCalled();
  });

  it('says when the directory cannot be read, and tries again when opened again', async () => {
    searchPeople.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([SATO]);
    renderFilter();
    const box = screen.getByRole('combobox', { name: '依頼者' });
    await user().click(box);
    expect(await screen.findByRole('option', { name: 'ユーザーを読み込めませんでした。もう一度開いてください。' })).toBeInTheDocument();
    await user().keyboard('{Escape}');
    await user().click(box);
    expect(await screen.findByRole('option', { name: '佐藤 花子（sato@a.example.com）' })).toBeInTheDocument();
    expect(searchPeople).toHaveBeenCalledTimes(2);
  });
});
