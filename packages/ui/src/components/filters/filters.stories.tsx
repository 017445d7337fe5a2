import type { Meta, StoryObj } from '@storybook/react-vite';
import { defaultFilterState } from '@shop/core/rules';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  activeState,
  BRAND_COLUMN,
  COLOUR_COLUMN,
  FilterDrawerExample,
  FilterSidebarExample,
} from './examples/filters.examples.js';
import { PRICE_COLUMN } from './filter-panel.js';
import { FiltersButton } from './filters-button.js';
import { FilterSidebar } from './filter-sidebar.js';
import { FilterDrawer } from './filter-drawer.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

const meta = {
  title: 'Components/Filters',
  component: docsComponent<typeof FilterSidebarExample>(FilterSidebar),
  subcomponents: { FilterDrawer, FiltersButton },
  render: (args) => <FilterSidebarExample {...args} />,
  parameters: { layout: 'padded' },
  args: { onChange: fn() },
} satisfies Meta<typeof FilterSidebarExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The desktop sidebar (shown from 1281 px; here at every width): the promotions switch, the price
 * column open with its slider, inputs and buckets, the other columns closed.
 */
export const SidebarDefault: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('complementary', { name: 'Filtre' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Preț' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Brand' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** A long list (14 brands): 6 shown, 'view all (14)' reveals the rest. */
export const LongListViewAll: Story = {
  args: { defaultOpenColumns: [BRAND_COLUMN] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const brands = canvas.getByRole('region', { name: 'Brand' });
    await expect(within(brands).getAllByRole('checkbox')).toHaveLength(6);
    await userEvent.click(within(brands).getByRole('button', { name: 'Vezi toate (14)' }));
    await expect(within(brands).getAllByRole('checkbox')).toHaveLength(14);
    await expect(within(brands).getByRole('button', { name: 'Arată mai puține' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The promotions switch turned on: the state goes back to page 1; 'reset filters' appears. */
export const PromotionsOn: Story = {
  args: { initialValue: { ...defaultFilterState(), page: 2 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const promotions = canvas.getByRole('switch', { name: 'Doar produse la promoție' });
    await userEvent.click(promotions);
    await expect(promotions).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ is_promotion: true, page: 1 }),
    );
    await expect(canvas.getByRole('button', { name: 'Resetează filtrele' })).toBeVisible();
    promotions.blur();
  },
};

/**
 * Price typed into the inputs (SPEC §5): letters are dropped, the value applies on blur or
 * Enter — not on each keystroke.
 */
export const PriceInputs: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const min = canvas.getByRole('textbox', { name: 'Preț minim' });
    const max = canvas.getByRole('textbox', { name: 'Preț maxim' });
    await userEvent.clear(min);
    await userEvent.type(min, '25o0');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ price__gte: 250, price__lte: undefined }),
    );
    await userEvent.clear(max);
    await userEvent.type(max, '1200{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ price__gte: 250, price__lte: 1200 }),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getAllByRole('slider')[1]).toHaveValue('1200');
    await expect(canvas.getByRole('checkbox', { name: /^250\slei – 500\slei/ })).toBeChecked();
    max.blur();
  },
};

/** A listing without filter columns: only the price column, 0 to 2500 lei (SPEC §9). */
export const NoFilters: Story = {
  args: { filters: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Preț maxim' })).toHaveValue('2500');
    await expect(canvas.queryByRole('button', { name: 'Brand' })).toBeNull();
  },
};

/** Filters on (promotions, a price range, two brands, a colour) and the reset button. */
export const ActiveWithReset: Story = {
  args: {
    initialValue: activeState,
    defaultOpenColumns: [PRICE_COLUMN, BRAND_COLUMN, COLOUR_COLUMN],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Black & Decker (18)' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Roșu (17)' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: 'Resetează filtrele' })).toBeVisible();
  },
};

/** The reset button clears every filter; search and sort stay. */
export const ResetClicked: Story = {
  args: { initialValue: activeState },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Resetează filtrele' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      ...defaultFilterState(),
      order_by: 'price_asc',
    });
    await expect(canvas.queryByRole('button', { name: 'Resetează filtrele' })).toBeNull();
  },
};

/** The drawer's button at 1280 px or less: no filter, one, and more than 99 ('99+'). */
export const FiltersButtons: Story = {
  render: () => (
    <div className="shop:flex shop:flex-wrap shop:gap-3">
      <FiltersButton />
      <FiltersButton count={1} />
      <FiltersButton count={120} />
    </div>
  ),
};

/** The drawer from the left at 360 and at 1280 px (SPEC §9), with its footer actions. */
export const DrawerOpen: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [oneAtATimeInDocs],
  render: () => (
    <div className="shop:min-h-screen shop:p-4">
      <FilterDrawerExample defaultOpen />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Filtre' });
    await expect(drawer).toHaveAttribute('data-side', 'left');
    await expect(within(drawer).getByRole('button', { name: 'Resetează' })).toBeDisabled();
    await expect(
      within(drawer).getByRole('button', { name: 'Arată 152 de produse' }),
    ).toBeInTheDocument();
  },
};

/** The drawer with filters on: the apply button counts the draft's products. */
export const DrawerActive: Story = {
  parameters: { layout: 'fullscreen' },
  decorators: [oneAtATimeInDocs],
  render: () => (
    <div className="shop:min-h-screen shop:p-4">
      <FilterDrawerExample defaultOpen initialValue={activeState} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const drawer = await body.findByRole('dialog', { name: 'Filtre' });
    await expect(within(drawer).getByRole('button', { name: 'Resetează' })).toBeEnabled();
    await expect(within(drawer).getByRole('button', { name: 'Arată 32 de produse' })).toBeVisible();
  },
};

/**
 * Open from the filters button, tick a brand (the count follows the draft), apply: the drawer
 * closes, the button shows one active filter and has the focus back.
 */
export const DrawerApply: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div className="shop:min-h-screen shop:p-4">
      <FilterDrawerExample />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Filtre' }));
    const drawer = await body.findByRole('dialog', { name: 'Filtre' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Brand' }));
    await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Bosch (42)' }));
    await userEvent.click(within(drawer).getByRole('button', { name: 'Arată 128 de produse' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Filtre 1 filtru activ' })).toHaveFocus(),
    );
  },
};
