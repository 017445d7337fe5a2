import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';
import {
  RUSSIAN_SHOPS,
  RUSSIAN_SHOP_STOCK_PRODUCT,
  RUSSIAN_SHOP_STOCK_UNIT,
  SHOPS_MIXED,
  SHOPS_OUT_OF_STOCK,
  SHOP_STOCK_PRODUCT,
  SHOP_STOCK_UNIT,
} from './examples/shop-stock-modal.examples.js';
import { ShopStockModal } from './shop-stock-modal.js';

/**
 * The product page's "stock in shops" modal (SPEC §2: the stock availability modal lists the
 * shops with their stock): how many shops have the product, each shop with its address, hours,
 * phone and stock (those with the product first), and how long a pickup order waits.
 */
const meta = {
  title: 'Components/ShopStockModal',
  component: docsComponent<typeof ShopStockModal>(ShopStockModal),
  parameters: { layout: 'fullscreen' },
  args: {
    productName: SHOP_STOCK_PRODUCT,
    unit: SHOP_STOCK_UNIT,
    shops: SHOPS_MIXED,
    defaultOpen: true,
  },
  // The open modal is portalled to <body>; a full-height frame keeps it inside the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof ShopStockModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Six shops: plenty in two, a few in two (5 is the threshold itself), none in two, which come
 * last. One shop has no phone, one no opening hours.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Stoc în magazine' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Disponibil în 4 magazine din 6',
    );
    const rows = within(dialog).getAllByRole('listitem');
    await expect(rows.map((row) => row.getAttribute('data-state'))).toEqual([
      'in_stock',
      'low',
      'in_stock',
      'low',
      'out_of_stock',
      'out_of_stock',
    ]);
    await expect(
      within(dialog).getByRole('link', { name: 'Sunați la +373 22 000 102' }),
    ).toHaveAttribute('href', 'tel:+37322000102');
  },
};

/** The stock is on its way: a busy skeleton list, 'Se încarcă…' for screen readers. */
export const Loading: Story = {
  // Still skeletons: the screenshot waits for animations to end, and a pulse never does.
  args: { shops: null, animated: false },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Stoc în magazine' });
    await expect(dialog.querySelector('[aria-busy="true"]')).toHaveTextContent('Se încarcă…');
  },
};

/** The stock could not be loaded: the message and 'try again'. */
export const Error: Story = {
  args: { shops: null, error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Stoc în magazine' });
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Nu am putut afla stocul din magazine.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Încearcă din nou' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No shop gives orders for pickup: one sentence says so, no list. */
export const NoShops: Story = {
  args: { shops: [] },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Stoc în magazine' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Produsul nu poate fi ridicat din magazine momentan.',
    );
    await expect(within(dialog).queryByRole('list')).toBeNull();
  },
};

/** No shop has the product: the summary says so, every shop 'Stoc epuizat'. */
export const AllOutOfStock: Story = {
  args: { shops: SHOPS_OUT_OF_STOCK },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Stoc în magazine' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Momentan nu este în stoc în niciun magazin',
    );
    await expect(within(dialog).getAllByText('Stoc epuizat')).toHaveLength(6);
  },
};

/** In Russian: the labels from the catalogue, the shops as the API answers in Russian. */
export const Russian: Story = {
  args: {
    productName: RUSSIAN_SHOP_STOCK_PRODUCT,
    unit: RUSSIAN_SHOP_STOCK_UNIT,
    shops: RUSSIAN_SHOPS,
  },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Наличие в магазинах' });
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'В наличии в 4 магазинах из 6',
    );
  },
};
