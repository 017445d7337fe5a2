// @vitest-environment jsdom
import { defaultFilterState, formatMoney } from '@shop/core/rules';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  activeState,
  BRAND_COLUMN,
  COLOUR_COLUMN,
  FilterDrawerExample,
  FilterPanelExample,
  FilterSidebarExample,
  sampleFilters,
} from './examples/filters.examples.js';
import { FilterDrawer } from './filter-drawer.js';
import { FilterPanel } from './filter-panel.js';
import { filterSidebarVariants } from './filter-sidebar.js';
import { FiltersButton, filtersButtonVariants } from './filters-button.js';

beforeAll(() => {
  // Radix Slider measures its thumbs with ResizeObserver, which jsdom lacks.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(cleanup);

// axe over a panel with every column open takes seconds on a busy machine.

const lei = (amount: number) => formatMoney(amount * 100, 'ro');

describe('FilterPanel', () => {
  it('starts with the promotions switch and only the price column open (SPEC §2)', () => {
    render(<FilterPanelExample />);
    expect(screen.getByRole('switch', { name: 'Doar produse la promoție' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Preț' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('slider')).toHaveLength(2);
    for (const title of ['Brand', 'Putere (W)', 'Culoare', 'Țara de origine']) {
      expect(screen.getByRole('button', { name: title })).toHaveAttribute('aria-expanded', 'false');
    }
    expect(screen.queryByRole('button', { name: 'Resetează filtrele' })).toBeNull();
  });

  it('turns promotions on, back to page 1', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FilterPanelExample
        initialValue={{ ...defaultFilterState(), page: 4 }}
        onChange={onChange}
      />,
    );
    await user.click(screen.getByRole('switch', { name: 'Doar produse la promoție' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ is_promotion: true, page: 1 }),
    );
    expect(screen.getByRole('switch', { name: 'Doar produse la promoție' })).toBeChecked();
  });

  it('shows 6 items and toggles the rest with view all / show less (SPEC §4)', async () => {
    const user = userEvent.setup();
    render(<FilterPanelExample />);
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    const region = screen.getByRole('region', { name: 'Brand' });
    expect(within(region).getAllByRole('checkbox')).toHaveLength(6);
    const viewAll = within(region).getByRole('button', { name: 'Vezi toate (14)' });
    expect(viewAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(viewAll);
    expect(within(region).getAllByRole('checkbox')).toHaveLength(14);
    const showLess = within(region).getByRole('button', { name: 'Arată mai puține' });
    expect(showLess).toHaveAttribute('aria-expanded', 'true');
    await user.click(showLess);
    expect(within(region).getAllByRole('checkbox')).toHaveLength(6);
  });

  it('has no view all for 6 items or fewer', async () => {
    const user = userEvent.setup();
    render(<FilterPanelExample defaultOpenColumns={[COLOUR_COLUMN]} />);
    const region = screen.getByRole('region', { name: 'Culoare' });
    expect(within(region).getAllByRole('checkbox')).toHaveLength(6);
    expect(within(region).queryByRole('button')).toBeNull();
    expect(region.querySelectorAll('[data-slot="filter-swatch"]')).toHaveLength(6);
    await user.click(within(region).getByRole('checkbox', { name: 'Roșu (17)' }));
    expect(within(region).getByRole('checkbox', { name: 'Roșu (17)' })).toBeChecked();
  });

  it('ticks a brand by name, & intact, and reads ticks from value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FilterPanelExample
        defaultOpenColumns={[BRAND_COLUMN]}
        initialValue={{ ...defaultFilterState(), brands: ['Bosch'] }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Bosch (42)' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Black & Decker (18)' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ brands: ['Bosch', 'Black & Decker'], page: 1 }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Bosch (42)' }));
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ brands: ['Black & Decker'] }),
    );
  });

  it('applies a price input on blur or Enter, not while typing (SPEC §5)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FilterPanelExample onChange={onChange} />);
    const min = screen.getByRole('textbox', { name: 'Preț minim' });
    const max = screen.getByRole('textbox', { name: 'Preț maxim' });
    expect(max).toHaveValue('4800');
    expect(max).toHaveAttribute('maxLength', '4');
    await user.clear(min);
    await user.type(min, '3a00');
    expect(onChange).not.toHaveBeenCalled();
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ price__gte: 300, price__lte: undefined }),
    );
    await user.clear(max);
    await user.type(max, '1200{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ price__gte: 300, price__lte: 1200 }),
    );
    expect(screen.getAllByRole('slider')[1]).toHaveValue('1200');
    // Below the minimum: the maximum stops at the minimum (min ≤ max).
    await user.clear(max);
    await user.type(max, '100{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ price__gte: 300, price__lte: 300 }),
    );
  });

  it('clamps a price above the maximum and drops a bound at the limit', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FilterPanelExample
        initialValue={{ ...defaultFilterState(), price__lte: 900 }}
        onChange={onChange}
      />,
    );
    const max = screen.getByRole('textbox', { name: 'Preț maxim' });
    await user.clear(max);
    await user.type(max, '9999{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ price__gte: undefined, price__lte: undefined }),
    );
    expect(max).toHaveValue('4800');
  });

  it('does not report a committed price that changes nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FilterPanelExample onChange={onChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Preț minim' }));
    await user.keyboard('{Enter}');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('sets the price range from ticked buckets (SPEC §4)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<FilterPanelExample onChange={onChange} />);
    const price = screen.getByRole('region', { name: 'Preț' });
    await user.click(
      within(price).getByRole('checkbox', { name: `${lei(100)} – ${lei(250)} (31)` }),
    );
    await user.click(
      within(price).getByRole('checkbox', { name: `${lei(500)} – ${lei(1000)} (38)` }),
    );
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ price__gte: 100, price__lte: 1000 }),
    );
    expect(
      within(price).getByRole('checkbox', { name: `${lei(250)} – ${lei(500)} (44)` }),
    ).toBeChecked();
    expect(
      within(price).getByRole('checkbox', { name: `Peste ${lei(2500)} (6)` }),
    ).not.toBeChecked();
    expect(screen.getAllByRole('slider')[1]).toHaveValue('1000');
  });

  it('resets every filter but keeps search and sort', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <FilterPanelExample initialValue={{ ...activeState, search: 'flex' }} onChange={onChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Resetează filtrele' }));
    expect(onChange).toHaveBeenLastCalledWith({
      ...defaultFilterState(),
      search: 'flex',
      order_by: 'price_asc',
    });
    expect(screen.queryByRole('button', { name: 'Resetează filtrele' })).toBeNull();
  });

  it('without filters shows only the price column, 0 to 2500 lei (SPEC §9)', () => {
    render(<FilterPanelExample filters={[]} />);
    expect(
      screen.getAllByRole('button', { name: /./ }).map((button) => button.textContent),
    ).toEqual(['Preț']);
    expect(screen.getByRole('textbox', { name: 'Preț maxim' })).toHaveValue('2500');
  });

  it('speaks Russian', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="ru">
        <FilterPanelExample initialValue={activeState} />
      </I18nProvider>,
    );
    expect(screen.getByRole('switch', { name: 'Только товары по акции' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Цена' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Максимальная цена' })).toHaveValue('1000');
    await user.click(screen.getByRole('button', { name: 'Brand' }));
    expect(screen.getByRole('button', { name: 'Показать все (14)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Сбросить фильтры' })).toBeInTheDocument();
  });

  it('has no axe violations with every column open', async () => {
    const { container } = render(
      <FilterPanel
        filters={sampleFilters}
        value={activeState}
        onChange={() => undefined}
        defaultOpenColumns={['price', BRAND_COLUMN, COLOUR_COLUMN]}
      />,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  }, 20_000);
});

describe('FilterSidebar', () => {
  it('is a labelled aside, shown from 1281 px (the drawer is used at 1280 px or less)', () => {
    render(<FilterSidebarExample />);
    const aside = screen.getByRole('complementary', { name: 'Filtre' });
    expect(aside.dataset.slot).toBe('filter-sidebar');
    expect(screen.getByRole('heading', { level: 2, name: 'Filtre' })).toBeInTheDocument();
    expect(filterSidebarVariants()).toContain('shop:hidden');
    expect(filterSidebarVariants()).toContain('shop:min-[1281px]:block');
    expect(filterSidebarVariants({ display: 'always' })).not.toContain('shop:hidden');
  });

  it('has no axe violations', async () => {
    const { container } = render(<FilterSidebarExample initialValue={activeState} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  }, 20_000);
});

describe('FiltersButton', () => {
  it('shows the active count as a badge, part of its name', () => {
    const { rerender } = render(<FiltersButton />);
    expect(screen.getByRole('button', { name: 'Filtre' })).toBeInTheDocument();
    rerender(<FiltersButton count={1} />);
    expect(screen.getByRole('button', { name: 'Filtre 1 filtru activ' })).toBeInTheDocument();
    rerender(<FiltersButton count={120} />);
    expect(screen.getByRole('button', { name: 'Filtre 120 de filtre active' })).toHaveTextContent(
      '99+',
    );
    expect(filtersButtonVariants()).toContain('shop:min-[1281px]:hidden');
  });

  it('speaks Russian plurals', () => {
    render(
      <I18nProvider locale="ru">
        <FiltersButton count={3} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Фильтры 3 активных фильтра' })).toBeInTheDocument();
  });
});

describe('FilterDrawer', () => {
  it('opens from the filters button, edits a draft and applies it from the footer', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<FilterDrawerExample onApply={onApply} />);
    const trigger = screen.getByRole('button', { name: 'Filtre' });
    await user.click(trigger);
    const drawer = screen.getByRole('dialog', { name: 'Filtre' });
    expect(drawer.dataset.side).toBe('left');
    expect(within(drawer).getByRole('button', { name: 'Resetează' })).toBeDisabled();
    await user.click(within(drawer).getByRole('switch', { name: 'Doar produse la promoție' }));
    await user.click(within(drawer).getByRole('button', { name: 'Brand' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'DeWALT (27)' }));
    expect(onApply).not.toHaveBeenCalled();
    await user.click(within(drawer).getByRole('button', { name: 'Arată 104 produse' }));
    expect(onApply).toHaveBeenCalledWith(
      expect.objectContaining({ is_promotion: true, brands: ['DeWALT'] }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Filtre 2 filtre active' })).toHaveFocus(),
    );
  });

  it('drops the draft when closed without applying', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<FilterDrawerExample onApply={onApply} />);
    await user.click(screen.getByRole('button', { name: 'Filtre' }));
    await user.click(screen.getByRole('switch', { name: 'Doar produse la promoție' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Filtre' }));
    expect(screen.getByRole('switch', { name: 'Doar produse la promoție' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Arată 152 de produse' }));
    expect(onApply).not.toHaveBeenCalled();
  });

  it('resets the draft from the footer', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    render(<FilterDrawerExample initialValue={activeState} defaultOpen onApply={onApply} />);
    const drawer = screen.getByRole('dialog', { name: 'Filtre' });
    expect(within(drawer).queryByRole('button', { name: 'Resetează filtrele' })).toBeNull();
    await user.click(within(drawer).getByRole('button', { name: 'Resetează' }));
    expect(
      within(drawer).getByRole('switch', { name: 'Doar produse la promoție' }),
    ).not.toBeChecked();
    await user.click(within(drawer).getByRole('button', { name: 'Arată 152 de produse' }));
    expect(onApply).toHaveBeenCalledWith({ ...defaultFilterState(), order_by: 'price_asc' });
  });

  it('is controlled by open and restarts the draft on each opening', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    const props = {
      filters: sampleFilters,
      value: defaultFilterState(),
      onApply: vi.fn(),
      onOpenChange,
    };
    const { rerender } = render(<FilterDrawer {...props} open={false} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<FilterDrawer {...props} open />);
    await user.click(screen.getByRole('switch', { name: 'Doar produse la promoție' }));
    expect(screen.getByRole('button', { name: 'Arată produsele' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Închide' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    rerender(<FilterDrawer {...props} open={false} />);
    rerender(<FilterDrawer {...props} open />);
    expect(screen.getByRole('switch', { name: 'Doar produse la promoție' })).not.toBeChecked();
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <FilterDrawerExample defaultOpen />
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Фильтры' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Показать 152 товара' })).toBeInTheDocument();
  });

  it('has no axe violations when open', async () => {
    render(<FilterDrawerExample initialValue={activeState} defaultOpen />);
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  }, 20_000);
});
