// @vitest-environment jsdom
import { PANEL_WIDTH } from '@shop/core/rules';
import { act, cleanup, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { AddToCartExample, ToastExample } from './examples/toast.examples.js';
import { ToastArea, ToastProvider, useToast } from './toast-area.js';
import { createToastStore } from './toast-store.js';
import { createFakeToastClock } from './toast.test-helpers.js';
import { toastAreaVariants, toastVariants } from './toast.js';

afterEach(cleanup);

/** A store on a fake clock with the real 2.5 s duration. */
function timedStore() {
  const clock = createFakeToastClock();
  return { clock, store: createToastStore({ clock }) };
}

describe('ToastArea', () => {
  it('shows the added-to-cart toast in a labelled region, as a polite status', () => {
    render(<ToastExample samples={['added']} />);
    const region = screen.getByRole('region', { name: 'Notificări' });
    expect(region.dataset.slot).toBe('toast-area');
    const toast = within(region).getByRole('status');
    expect(toast).toHaveAttribute('aria-live', 'polite');
    expect(toast.dataset.tone).toBe('success');
    expect(toast).toHaveTextContent('Produsul a fost adăugat în coș');
    expect(within(toast).getByRole('button', { name: 'Coș' })).toBeInTheDocument();
    expect(within(toast).getByRole('button', { name: 'Închide notificarea' })).toBeInTheDocument();
  });

  it('announces an error at once (role="alert")', () => {
    render(<ToastExample samples={['error', 'info']} />);
    expect(screen.getByRole('alert')).toHaveTextContent('nu a putut fi adăugat');
    expect(screen.getByRole('status')).toHaveTextContent('Prețurile din coș');
  });

  it('runs the action and closes the toast', async () => {
    const user = userEvent.setup();
    const onOpenCart = vi.fn();
    render(<ToastExample samples={['added']} onOpenCart={onOpenCart} />);
    await user.click(screen.getByRole('button', { name: 'Coș' }));
    expect(onOpenCart).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes from the close button without running the action', async () => {
    const user = userEvent.setup();
    const onOpenCart = vi.fn();
    render(<ToastExample samples={['info', 'added']} onOpenCart={onOpenCart} />);
    const [first] = screen.getAllByRole('button', { name: 'Închide notificarea' });
    await user.click(first!);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Produsul a fost adăugat în coș');
    expect(onOpenCart).not.toHaveBeenCalled();
  });

  it('closes by itself after 2.5 s', () => {
    const { clock, store } = timedStore();
    render(<ToastExample samples={['added']} store={store} />);
    act(() => clock.advance(2499));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not close while hovered, and counts down only the time left after', async () => {
    const user = userEvent.setup();
    const { clock, store } = timedStore();
    render(<ToastExample samples={['added']} store={store} />);
    act(() => clock.advance(1000));
    const toast = screen.getByRole('status');
    await user.hover(toast);
    expect(toast.dataset.state).toBe('paused');
    act(() => clock.advance(60_000));
    expect(toast).toBeInTheDocument();
    await user.unhover(toast);
    expect(toast.dataset.state).toBe('open');
    act(() => clock.advance(1499));
    expect(toast).toBeInTheDocument();
    act(() => clock.advance(1));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('does not close while focus is inside it, between its buttons too', async () => {
    const user = userEvent.setup();
    const { clock, store } = timedStore();
    render(
      <>
        <ToastExample samples={['added']} store={store} />
        <button type="button">După</button>
      </>,
    );
    const toast = screen.getByRole('status');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Coș' })).toHaveFocus();
    expect(toast.dataset.state).toBe('paused');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Închide notificarea' })).toHaveFocus();
    expect(toast.dataset.state).toBe('paused');
    act(() => clock.advance(10_000));
    expect(toast).toBeInTheDocument();
    await user.tab();
    expect(toast.dataset.state).toBe('open');
    act(() => clock.advance(2500));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes on Escape when focus is inside it', async () => {
    const user = userEvent.setup();
    render(<ToastExample samples={['info', 'added']} />);
    const close = screen.getAllByRole('button', { name: 'Închide notificarea' })[1]!;
    close.focus();
    await user.keyboard('{Escape}');
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Prețurile din coș');
  });

  it('after a keyboard action, its button takes focus at once and Escape gives it back', async () => {
    const user = userEvent.setup();
    render(<AddToCartExample />);
    const add = screen.getByRole('button', { name: 'Adaugă în coș' });
    add.focus();
    await user.keyboard('{Enter}');
    const toast = screen.getByRole('status');
    expect(within(toast).getByRole('button', { name: 'Coș' })).toHaveFocus();
    // Focus inside holds the timer (WCAG 2.2.1): it stays until the shopper moves on.
    expect(toast.dataset.state).toBe('paused');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).toBeNull();
    expect(add).toHaveFocus();
  });

  it('after a keyboard action, its action runs and focus goes back to where it was', async () => {
    const user = userEvent.setup();
    const onOpenCart = vi.fn();
    render(<AddToCartExample onOpenCart={onOpenCart} />);
    const add = screen.getByRole('button', { name: 'Adaugă în coș' });
    add.focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(onOpenCart).toHaveBeenCalledOnce();
    expect(screen.queryByRole('status')).toBeNull();
    expect(add).toHaveFocus();
  });

  it('after a click, focus stays where the shopper is', async () => {
    const user = userEvent.setup();
    render(<AddToCartExample />);
    const add = screen.getByRole('button', { name: 'Adaugă în coș' });
    await user.click(add);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(add).toHaveFocus();
  });

  it('replaces the cart toast when adding again instead of stacking', async () => {
    const user = userEvent.setup();
    const { clock, store } = timedStore();
    render(<AddToCartExample store={store} />);
    const add = screen.getByRole('button', { name: 'Adaugă în coș' });
    await user.click(add);
    act(() => clock.advance(2000));
    await user.click(add);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => clock.advance(2000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => clock.advance(500));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('labels the region and buttons in the current language', () => {
    render(
      <I18nProvider locale="ru">
        <ToastExample samples={['added']} />
      </I18nProvider>,
    );
    const region = screen.getByRole('region', { name: 'Уведомления' });
    expect(within(region).getByRole('status')).toHaveTextContent('Товар добавлен в корзину');
    expect(within(region).getByRole('button', { name: 'Корзина' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Закрыть уведомление' })).toBeInTheDocument();
  });

  it('shows toasts raised through useToast()', () => {
    const store = createToastStore({ durationMs: Infinity });
    const { result } = renderHook(() => useToast(), {
      wrapper: ({ children }) => (
        <ToastProvider store={store}>
          {children}
          <ToastArea />
        </ToastProvider>
      ),
    });
    let id = '';
    act(() => {
      id = result.current.show({ tone: 'info', message: 'Salut' });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Salut');
    act(() => result.current.dismiss(id));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('uses its own store with the default 2.5 s when none is given', () => {
    vi.useFakeTimers();
    try {
      const { result } = renderHook(() => useToast(), {
        wrapper: ({ children }) => (
          <ToastProvider>
            {children}
            <ToastArea />
          </ToastProvider>
        ),
      });
      act(() => {
        result.current.show({ tone: 'success', message: 'Salut' });
      });
      expect(screen.getByRole('status')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(2500);
      });
      expect(screen.queryByRole('status')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('needs a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useToast())).toThrow(/ToastProvider/);
    vi.restoreAllMocks();
  });

  it('sits at the bottom centre on phones and at the right from bp744, at most 720 px wide', () => {
    const area = toastAreaVariants();
    expect(area).toContain('shop:bottom-0');
    expect(area).toContain('shop:items-center');
    expect(area).toContain('shop:bp744:items-end');
    expect(toastVariants({ tone: 'success' })).toContain(`shop:max-w-[${PANEL_WIDTH.toast}px]`);
  });

  it('slides in only when motion is allowed, and not at all when not animated', () => {
    const animated = toastVariants({ tone: 'info' });
    const slide = animated.split(' ').filter((name) => /transition|starting:/.test(name));
    expect(slide.length).toBeGreaterThan(0);
    for (const name of slide) expect(name.startsWith('shop:motion-safe:')).toBe(true);
    expect(toastVariants({ tone: 'info', animated: false })).not.toMatch(/transition|starting:/);
  });

  it('has no axe violations', async () => {
    render(<ToastExample samples={['added', 'error', 'removed']} />);
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });
});
