import { renderHook } from '@testing-library/react';
import { useKeptDraft } from './useKeptDraft';

let currentUserId: string | null = 'user-1';
jest.mock('@madoguchi/shared', () => ({ useAuth: () => ({ currentUserId }) }));

const revive = (stored: unknown) => (typeof (stored as { text?: unknown })?.text === 'string' ? (stored as { text: string }) : null);
const open = (tenantId = 'tenant-a') => renderHook(() => useKeptDraft({ form: 'note', tenantId, blank: { text: '' }, revive })).result.current;

beforeEach(() => {
  localStorage.clear();
  currentUserId = 'user-1';
});

describe('useKeptDraft', () => {
  it('reads back what was kept, per user and tenant, and nothing once cleared or blank', () => {
    open().keep({ text: '下書き' });
    expect(open().restored).toEqual({ text: '下書き' });
    expect(open().announced).toBe(true);
    expect(open('tenant-b').restored).toBeNull();
    currentUserId = 'user-2';
    expect(open().restored).toBeNull();
    currentUserId = 'user-1';
    open().keep({ text: '' });
    expect(open().restored).toBeNull();
    open().keep({ text: '下書き' });
    open().clear();
    expect(open().restored).toBeNull();
  });

  it('reuses the id of an earlier send of the same values, and forgets it once they are edited', () => {
    expect(open().sending({ text: 'a' }, 'id-1')).toBe('id-1');
    expect(open().sending({ text: 'a' }, 'id-2')).toBe('id-1');
    open().keep({ text: 'ab' });
    expect(open().sending({ text: 'ab' }, 'id-3')).toBe('id-3');
  });

  it('ignores a kept value of another shape, and works without storage', () => {
    localStorage.setItem('madoguchi.draft/user-1/tenant-a/note', '{not json');
    expect(open().restored).toBeNull();
    localStorage.setItem('madoguchi.draft/user-1/tenant-a/note', JSON.stringify({ values: { text: 1 } }));
    expect(open().restored).toBeNull();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    try {
      expect(() => open().keep({ text: '保存できない' })).not.toThrow();
      expect(open().sending({ text: '保存できない' }, 'id-4')).toBe('id-4');
    } finally {
      setItem.mockRestore();
    }
  });
});
