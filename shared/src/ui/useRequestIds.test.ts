import { renderHook } from '@testing-library/react';
import { useRequestIds } from './useRequestIds';

describe('useRequestIds', () => {
  it('reuses the id for the same values, and makes a new one for other values or after done', () => {
    const { result, rerender } = renderHook(() => useRequestIds<{ name: string }>());
    const first = { name: '営業部' };
    const id = result.current.idFor(first);
    rerender();
    expect(result.current.idFor(first)).toBe(id);
    const edited = { name: '営業部' };
    const other = result.current.idFor(edited);
    expect(other).not.toBe(id);
    result.current.done();
    expect(result.current.idFor(edited)).not.toBe(other);
  });
});
