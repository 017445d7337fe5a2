// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  BED_LINEN_CHART,
  BICYCLE_CHART,
  MANY_COLUMNS_CHART,
  RUSSIAN_BICYCLE_CHART,
} from './examples/size-chart-modal.examples.js';
import { SizeChartModal } from './size-chart-modal.js';

afterEach(cleanup);

const dialog = () => screen.getByRole('dialog', { name: 'Tabelul mărimilor' });

/** A page's button that opens the modal, as the product page has it. */
function WithButton({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deschide
      </button>
      <SizeChartModal
        chart={BICYCLE_CHART}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          onOpenChange?.(next);
        }}
      />
    </>
  );
}

describe('SizeChartModal', () => {
  it.each([
    ['bed linen', BED_LINEN_CHART],
    ['bicycles', BICYCLE_CHART],
    ['many columns, no note', MANY_COLUMNS_CHART],
  ])('has no axe violations: %s', async (_name, chart) => {
    render(<SizeChartModal chart={chart} defaultOpen />);
    await screen.findByRole('dialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('a table captioned with the chart title, headings by column, each row headed by its size', () => {
    render(<SizeChartModal chart={BED_LINEN_CHART} defaultOpen />);
    expect(dialog()).toHaveAccessibleDescription('Alegeți mărimea după măsurile din tabel.');
    const table = within(dialog()).getByRole('table', { name: 'Mărimi lenjerie de pat' });
    const headings = within(table).getAllByRole('columnheader');
    expect(headings.map((heading) => heading.textContent)).toEqual(BED_LINEN_CHART.columns);
    for (const heading of headings) expect(heading).toHaveAttribute('scope', 'col');
    const sizes = within(table).getAllByRole('rowheader');
    expect(sizes.map((size) => size.textContent)).toEqual(['S', 'M', 'L', 'XL']);
    for (const size of sizes) expect(size).toHaveAttribute('scope', 'row');
    const euro = within(table).getAllByRole('row')[3];
    expect(
      within(euro as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Euro', '200 × 220', '240 × 260', '2 × 50 × 70 și 2 × 70 × 70']);
    // The note is read under the table and describes it.
    expect(table).toHaveAccessibleDescription(BED_LINEN_CHART.note ?? '');
  });

  it('the table scrolls in a box of its own that the keyboard reaches; no note when there is none', () => {
    render(<SizeChartModal chart={MANY_COLUMNS_CHART} defaultOpen />);
    const scroller = within(dialog()).getByRole('region', { name: 'Mărimi textile de casă' });
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toContainElement(within(dialog()).getByRole('table'));
    expect(dialog().querySelector('[data-slot="size-chart-note"]')).toBeNull();
    expect(within(dialog()).getAllByRole('columnheader')).toHaveLength(7);
  });

  it('by keyboard: opened from a button, focus stays inside, Escape closes and focus goes back', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<WithButton onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Deschide' });
    await user.tab();
    expect(opener).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
    // Tab cycles inside the modal: the close button and the table's scroll box, never the page.
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('in Russian: the labels from the catalogue, the chart as given', () => {
    render(
      <I18nProvider locale="ru">
        <SizeChartModal chart={RUSSIAN_BICYCLE_CHART} defaultOpen />
      </I18nProvider>,
    );
    const russian = screen.getByRole('dialog', { name: 'Таблица размеров' });
    expect(russian).toHaveAccessibleDescription('Подберите размер по меркам из таблицы.');
    expect(within(russian).getByRole('table', { name: 'Размер рамы велосипеда' })).toBeVisible();
    expect(within(russian).getByRole('columnheader', { name: 'Рост велосипедиста' })).toBeVisible();
  });
});
