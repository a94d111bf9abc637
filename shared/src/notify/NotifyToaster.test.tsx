import { FluentProvider } from '@fluentui/react-components';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { brandTheme } from '../theme/brandTheme';
import { TOAST_TIMEOUT_MS, NotifyToaster } from './NotifyToaster';
import { notify } from './notifyBus';

/**
 * The toast with `text`. Fluent also announces it in an aria-live region outside the toast, sooner or
 * later: the toast's own copy is the one inside an element with an intent.
 */
const findToast = (text: string) => screen.findByText(text, { selector: '[data-intent] *' });

function renderToaster() {
  return render(
    <FluentProvider theme={brandTheme}>
      <NotifyToaster />
    </FluentProvider>,
  );
}

describe('NotifyToaster', () => {
  it('shows an error from anywhere, timed for 4 seconds, and dismisses it when the time is up', async () => {
    const { container } = renderToaster();
    act(() => notify.error('保存に失敗しました。'));
    const toast = await findToast('保存に失敗しました。');
    expect(toast.closest('[data-intent]')).toHaveAttribute('data-intent', 'error');
    // Fluent times a toast with a CSS animation of the timeout's length; jsdom runs no animations.
    const timer = [...document.querySelectorAll<HTMLElement>('span')].find(
      (span) => span.style.animationDuration === `${TOAST_TIMEOUT_MS}ms`,
    );
    expect(TOAST_TIMEOUT_MS).toBe(4000);
    expect(timer).toBeDefined();
    fireEvent.animationEnd(timer!);
    await act(async () => undefined);
    expect(container.ownerDocument.querySelector('[data-intent="error"]')?.textContent ?? '').not.toContain('保存に失敗しました。');
  });

  it('shows info toasts with the info intent', async () => {
    renderToaster();
    act(() => notify.info('保存しました。'));
    expect((await findToast('保存しました。')).closest('[data-intent]')).toHaveAttribute('data-intent', 'info');
  });

  it('keeps notices raised before the toaster mounted', async () => {
    notify.error('起動中のエラー');
    renderToaster();
    expect(await findToast('起動中のエラー')).toBeInTheDocument();
  });
});
