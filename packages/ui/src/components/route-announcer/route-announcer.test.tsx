// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { ROUTE_CHANGE_EVENT } from '../../lib/page-focus.js';
import { RouteAnnouncerExample } from './examples/route-announcer.examples.js';
import { RouteAnnouncer } from './route-announcer.js';

afterEach(cleanup);

describe('RouteAnnouncer', () => {
  it('does nothing on the first load', async () => {
    const { container } = render(<RouteAnnouncerExample />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(document.body).toHaveFocus();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('after a navigation says the new title politely and focuses the new heading', async () => {
    const user = userEvent.setup();
    const heard = vi.fn();
    window.addEventListener(ROUTE_CHANGE_EVENT, heard);
    render(<RouteAnnouncerExample />);
    await user.click(screen.getByRole('link', { name: 'Plasarea comenzii' }));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('S-a deschis pagina: Plasarea comenzii');
    const heading = screen.getByRole('heading', { level: 1, name: 'Plasarea comenzii' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(heard).toHaveBeenCalledOnce();
    window.removeEventListener(ROUTE_CHANGE_EVENT, heard);
  });

  it('says the same title again on another navigation', async () => {
    const user = userEvent.setup();
    render(<RouteAnnouncerExample />);
    await user.click(screen.getByRole('link', { name: 'Plasarea comenzii' }));
    const first = screen.getByText('S-a deschis pagina: Plasarea comenzii');
    await user.click(screen.getByRole('link', { name: 'Electrocasnice' }));
    await user.click(screen.getByRole('link', { name: 'Plasarea comenzii' }));
    const again = screen.getByText('S-a deschis pagina: Plasarea comenzii');
    expect(again).not.toBe(first);
  });

  it('reads the document title when given none, and can leave focus alone', () => {
    document.title = 'Coșul | Magazinul online';
    const { rerender } = render(<RouteAnnouncer pathKey="/" moveFocus={false} />);
    rerender(<RouteAnnouncer pathKey="/pages/cart" moveFocus={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'S-a deschis pagina: Coșul | Magazinul online',
    );
    expect(document.body).toHaveFocus();
  });

  it('without a heading focuses main; a heading drawn later takes over', async () => {
    function Page() {
      const [path, setPath] = useState('/');
      const [loaded, setLoaded] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setPath('/pages/cart')}>
            Coș
          </button>
          <button type="button" onClick={() => setLoaded(true)}>
            Gata
          </button>
          <main tabIndex={-1}>{loaded ? <h1>Plasarea comenzii</h1> : null}</main>
          <RouteAnnouncer pathKey={path} title="Coș" />
        </>
      );
    }
    render(<Page />);
    act(() => screen.getByRole('button', { name: 'Coș' }).click());
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Gata' }).click());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Plasarea comenzii' })).toHaveFocus(),
    );
  });

  it.each([
    ['en', 'Page opened: Plasarea comenzii'],
    ['ru', 'Открыта страница: Plasarea comenzii'],
  ] as const)('in %s', async (locale, text) => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale={locale}>
        <RouteAnnouncerExample />
      </I18nProvider>,
    );
    await user.click(screen.getByRole('link', { name: 'Plasarea comenzii' }));
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });
});
