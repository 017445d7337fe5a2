// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  DELIVERY_POPUP,
  PROMO_POPUP_STATES,
  PopupChainExample,
  PromoPopupExample,
  SALE_POPUP,
  TEXT_POPUP,
  type PromoPopupState,
} from './examples/popup-chain.examples.js';

afterEach(cleanup);

const STATES = Object.keys(PROMO_POPUP_STATES) as PromoPopupState[];
const dialog = () => screen.getByRole('dialog');
const closeButton = () => screen.getByRole('button', { name: 'Închide oferta' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Caută produse' });

describe('PromoPopup', () => {
  it.each(STATES)('has no axe violations: %s', async (state) => {
    const { container } = render(<PromoPopupExample state={state} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('is a non-modal dialog named by its title, with the picture, the text and the link', () => {
    render(<PromoPopupExample state="sale" />);
    expect(dialog()).toHaveAttribute('aria-modal', 'false');
    expect(dialog()).toHaveAccessibleName('Reduceri de până la -30%');
    expect(dialog()).toHaveAttribute('data-state', 'open');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(SALE_POPUP.title);
    expect(dialog().querySelector('img')).toHaveAttribute('alt', '');
    expect(dialog().querySelector('strong')).toHaveTextContent(
      'Oferta este valabilă în limita stocului disponibil.',
    );
    expect(screen.getByRole('link', { name: 'Vezi ofertele' })).toHaveAttribute(
      'href',
      '/pages/sales',
    );
  });

  it('draws the link in the editor’s colours, given as CSS variables', () => {
    render(<PromoPopupExample state="delivery" />);
    const link = screen.getByRole('link', { name: 'Detalii despre livrare' });
    expect(link.style.getPropertyValue('--shop-popup-link-bg')).toBe('#1b1f2a');
    expect(link.style.getPropertyValue('--shop-popup-link-text')).toBe('#ffd400');
    expect(link.className).toContain('shop:bg-(color:--shop-popup-link-bg)');
    expect(link.className).toContain('shop:text-(color:--shop-popup-link-text)');
    expect(link.className).not.toContain('shop:bg-settings-buttons-bg');
  });

  it('colours that are not colours give way to the theme’s button colours', () => {
    render(<PromoPopupExample state="oddColours" />);
    const link = screen.getByRole('link', { name: 'Detalii despre livrare' });
    expect(link.style.getPropertyValue('--shop-popup-link-bg')).toBe(
      'var(--shop-buttons-bg-color)',
    );
    expect(link.style.getPropertyValue('--shop-popup-link-text')).toBe('var(--shop-buttons-color)');
    expect(link.getAttribute('style')).not.toContain('url(');
  });

  it('without a picture or a link it shows the title and the text', () => {
    render(<PromoPopupExample state="textOnly" />);
    expect(dialog()).toHaveAccessibleName(TEXT_POPUP.title);
    expect(dialog().querySelector('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a popup without a title is still named', () => {
    render(<PromoPopupExample state="sale" popup={{ ...SALE_POPUP, title: ' ' }} />);
    expect(dialog()).toHaveAccessibleName('Ofertă');
    expect(screen.getByRole('status')).toHaveTextContent('Ofertă: Ofertă');
  });

  it('says politely, once, that it appeared; the live region is there before it', () => {
    const { rerender } = render(<PromoPopupExample state="sale" open={false} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
    rerender(<PromoPopupExample state="sale" open />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Ofertă: Reduceri de până la -30%');
    rerender(<PromoPopupExample state="sale" open={false} />);
    expect(status).toBeEmptyDOMElement();
  });

  it('never takes the focus: the shopper keeps typing while it appears', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<PromoPopupExample state="sale" open={false} />);
    await user.click(searchBox());
    await user.keyboard('burg');
    rerender(<PromoPopupExample state="sale" open />);
    expect(dialog()).toHaveAttribute('data-state', 'open');
    await user.keyboard('hiu');
    expect(searchBox()).toHaveFocus();
    expect(searchBox()).toHaveValue('burghiu');
  });

  it('the close button closes it; uncontrolled, it hides itself', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<PromoPopupExample state="sale" onOpenChange={onOpenChange} />);
    await user.click(closeButton());
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
  });

  it('Escape closes it from inside, and the focus goes back where it came from', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<PromoPopupExample state="sale" onOpenChange={onOpenChange} />);
    await user.click(searchBox());
    await user.tab();
    expect(closeButton()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(searchBox()).toHaveFocus();
  });

  it('Escape closes it with nothing focused, not while typing elsewhere', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<PromoPopupExample state="sale" open onOpenChange={onOpenChange} />);
    await user.click(searchBox());
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    act(() => searchBox().blur());
    expect(document.activeElement).toBe(document.body);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('leaves Escape to another open modal', () => {
    const onOpenChange = vi.fn();
    render(
      <>
        <PromoPopupExample state="sale" open onOpenChange={onOpenChange} />
        <div role="dialog" data-state="open" aria-label="Coș" />
      </>,
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
    // An Escape another handler already took is left alone too.
    cleanup();
    render(<PromoPopupExample state="sale" open onOpenChange={onOpenChange} />);
    const event = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    event.preventDefault();
    document.body.dispatchEvent(event);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('closed, it is not displayed and Escape does nothing', () => {
    const onOpenChange = vi.fn();
    render(<PromoPopupExample state="sale" open={false} onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('dialog', { hidden: true }).className).toContain(
      'shop:data-[state=closed]:hidden',
    );
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('moves only when the user allows motion', () => {
    render(<PromoPopupExample state="sale" animated />);
    expect(dialog().className).toMatch(/shop:motion-safe:transition-/);
    expect(dialog().className).not.toMatch(/(^|\s)shop:transition-/);
    cleanup();
    render(<PromoPopupExample state="sale" />);
    expect(dialog().className).not.toMatch(/transition/);
  });

  it.each([
    ['en', 'Close the offer', 'Offer: Reduceri de până la -30%'],
    ['ru', 'Закрыть предложение', 'Предложение: Reduceri de până la -30%'],
  ] as const)('speaks %s', (locale, close, announced) => {
    render(
      <I18nProvider locale={locale}>
        <PromoPopupExample state="sale" />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: close })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(announced);
  });

  it('renders on the server', () => {
    expect(renderToString(<PromoPopupExample state="sale" />)).toContain('role="dialog"');
  });
});

describe('PopupChain (wired)', () => {
  const soon = [{ ...SALE_POPUP, inactive_time: 0 }, DELIVERY_POPUP];

  it('fetches the popups, remembers the fetch and shows the first when its time comes', async () => {
    const onCall = vi.fn();
    render(<PopupChainExample popups={soon} onCall={onCall} />);
    expect(await screen.findByRole('dialog')).toHaveAccessibleName(SALE_POPUP.title);
    expect(onCall.mock.calls).toEqual([['load'], ['remember']]);
    expect(screen.getByRole('status')).toHaveTextContent(`Ofertă: ${SALE_POPUP.title}`);
  });

  it('the close button hides it', async () => {
    const user = userEvent.setup();
    render(<PopupChainExample popups={soon} />);
    await screen.findByRole('dialog');
    await user.click(closeButton());
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAttribute('data-state', 'closed');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('with the cookie set it fetches and shows nothing', async () => {
    const onCall = vi.fn();
    render(<PopupChainExample popups={soon} seen onCall={onCall} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onCall).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });

  it('a failed fetch shows nothing', async () => {
    const onCall = vi.fn();
    render(<PopupChainExample popups={soon} fail onCall={onCall} />);
    await waitFor(() => expect(onCall).toHaveBeenCalledWith('load'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(onCall).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { hidden: true })).toBeNull();
  });
});
