// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { announceRouteChange } from '../../lib/page-focus.js';
import { SidePanel, sidePanelVariants } from './side-panel.js';

/** A panel opened from a button of the page (no trigger), as the header's cart button does. */
function OpenedFromPage({ swapOpener = false }: { swapOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  // The opener is replaced by another element while the panel is open (a count that changed,
  // the account button that became the profile link).
  const [added, setAdded] = useState(false);
  return (
    <>
      <main>
        <h1>Electrocasnice</h1>
        <div>
          {added ? (
            <button key="two" type="button" onClick={() => setOpen(true)}>
              Coș, 2 produse
            </button>
          ) : (
            <button key="empty" type="button" onClick={() => setOpen(true)}>
              Coș
            </button>
          )}
        </div>
      </main>
      <SidePanel title="Coșul de cumpărături" open={open} onOpenChange={setOpen}>
        {swapOpener ? (
          <button type="button" onClick={() => setAdded(true)}>
            Mărește cantitatea
          </button>
        ) : null}
        <a href="/pages/cart">Finalizează comanda</a>
      </SidePanel>
    </>
  );
}

afterEach(cleanup);

describe('SidePanel', () => {
  it('opens from its trigger, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <SidePanel
        title="Coșul de cumpărături"
        trigger={<button type="button">Coș</button>}
        onOpenChange={onOpenChange}
        footer={<button type="button">Comandă</button>}
      >
        <input aria-label="Cantitate" />
      </SidePanel>,
    );
    const trigger = screen.getByRole('button', { name: 'Coș' });
    await user.click(trigger);
    const panel = screen.getByRole('dialog', { name: 'Coșul de cumpărături' });
    expect(panel.dataset.slot).toBe('side-panel');
    expect(panel.dataset.side).toBe('right');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(panel).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('returns focus to the button that opened it without being its trigger', async () => {
    const user = userEvent.setup();
    render(<OpenedFromPage />);
    const opener = screen.getByRole('button', { name: 'Coș' });
    await user.click(opener);
    const panel = screen.getByRole('dialog', { name: 'Coșul de cumpărături' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('when the opener was replaced meanwhile, focus goes to the control in its place', async () => {
    const user = userEvent.setup();
    render(<OpenedFromPage swapOpener />);
    await user.click(screen.getByRole('button', { name: 'Coș' }));
    const panel = screen.getByRole('dialog', { name: 'Coșul de cumpărături' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    await user.click(screen.getByRole('button', { name: 'Mărește cantitatea' }));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Coș, 2 produse' })).toHaveFocus(),
    );
  });

  it('closed by a navigation from inside it, it leaves focus on the new page’s heading', async () => {
    const user = userEvent.setup();
    render(<OpenedFromPage />);
    await user.click(screen.getByRole('button', { name: 'Coș' }));
    const panel = screen.getByRole('dialog', { name: 'Coșul de cumpărături' });
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    act(() => announceRouteChange());
    await user.keyboard('{Escape}');
    const heading = screen.getByRole('heading', { level: 1, name: 'Electrocasnice' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('closes from the close button, labelled in the current language', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="ru">
        <SidePanel title="Фильтры" side="left" defaultOpen>
          Текст
        </SidePanel>
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Фильтры' }).dataset.side).toBe('left');
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a bottom sheet below 744 px and a side drawer from bp744 up', () => {
    const classes = sidePanelVariants({ side: 'left', size: 'cart' });
    expect(classes).toContain('shop:bottom-0');
    expect(classes).toContain('shop:bp744:left-0');
    expect(classes).toContain('shop:bp1024:max-w-[640px]');
  });

  it('the cart panel: 420 px at most as a sheet, 360 px on tablets, 640 px on desktops (SPEC §9)', () => {
    const classes = sidePanelVariants({ size: 'cart' }).split(' ');
    expect(classes).toEqual(
      expect.arrayContaining([
        'shop:max-w-[420px]',
        'shop:bp744:w-[360px]',
        'shop:bp744:max-w-none',
        'shop:bp1024:max-w-[640px]',
      ]),
    );
  });

  it('is controlled by open', () => {
    const { rerender } = render(<SidePanel title="Filtre" open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<SidePanel title="Filtre" open />);
    expect(screen.getByRole('dialog', { name: 'Filtre' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    render(
      <SidePanel title="Filtre" description="Alegeți filtrele" defaultOpen>
        <p>Text</p>
      </SidePanel>,
    );
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  });
});
