import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { preloadableLazy } from './preloadableLazy';

const Page = () => <h1>ページ</h1>;

function renderIn(Component: ComponentType) {
  return render(
    <Suspense fallback={<p>読み込み中</p>}>
      <Component />
    </Suspense>,
  );
}

describe('preloadableLazy', () => {
  it('renders code fetched ahead at once, without the loading state', async () => {
    const load = jest.fn(async () => Page);
    const Lazy = preloadableLazy(load);
    await Lazy.preload();
    renderIn(Lazy);
    // No await: the first commit already shows the page.
    expect(screen.getByRole('heading', { name: 'ページ' })).toBeTruthy();
    expect(screen.queryByText('読み込み中')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the loading state while the code is on its way, and fetches it once for a preload and the render', async () => {
    let finish: (component: typeof Page) => void = () => {};
    const load = jest.fn(() => new Promise<typeof Page>((resolve) => (finish = resolve)));
    const Lazy = preloadableLazy(load);
    void Lazy.preload();
    renderIn(Lazy);
    expect(screen.getByText('読み込み中')).toBeTruthy();
    await act(async () => finish(Page));
    expect(await screen.findByRole('heading', { name: 'ページ' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed fetch instead of keeping the failure', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Page);
    const Lazy = preloadableLazy(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    renderIn(Lazy);
    expect(screen.getByRole('heading', { name: 'ページ' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
