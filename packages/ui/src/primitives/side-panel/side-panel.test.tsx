// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { SidePanel, sidePanelVariants } from './side-panel.js';

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
