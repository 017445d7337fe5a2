import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';
import {
  BED_LINEN_CHART,
  BICYCLE_CHART,
  MANY_COLUMNS_CHART,
  RUSSIAN_BICYCLE_CHART,
} from './examples/size-chart-modal.examples.js';
import { SizeChartModal } from './size-chart-modal.js';

/**
 * The size chart modal (SPEC §2 modals): the chart of the product's category as a table, the
 * note under it. Wide charts scroll sideways inside the modal with the size column kept in view.
 */
const meta = {
  title: 'Components/SizeChartModal',
  component: docsComponent<typeof SizeChartModal>(SizeChartModal),
  parameters: { layout: 'fullscreen' },
  args: { chart: BICYCLE_CHART, defaultOpen: true },
  // The open modal is portalled to <body>; a full-height frame keeps it inside the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-screen shop:p-4">
        <Story />
      </div>
    ),
    oneAtATimeInDocs,
  ],
} satisfies Meta<typeof SizeChartModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Bed linen: set sizes with the duvet cover, sheet and pillowcases of each, and a note. */
export const BedLinen: Story = {
  args: { chart: BED_LINEN_CHART },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Tabelul mărimilor' });
    const table = within(dialog).getByRole('table', { name: 'Mărimi lenjerie de pat' });
    await expect(within(table).getByRole('rowheader', { name: 'L' })).toBeVisible();
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
  },
};

/** Bicycles: frame size by rider height and inside leg. */
export const Bicycles: Story = {};

/**
 * Seven columns, wider than a phone: at 360 px the table scrolls sideways in its own box, the
 * size column stays in view and the page itself does not scroll. No note.
 */
export const ManyColumns: Story = {
  args: { chart: MANY_COLUMNS_CHART },
  play: async ({ canvasElement }) => {
    const document = canvasElement.ownerDocument;
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Tabelul mărimilor' });
    const scroller = within(dialog).getByRole('region', { name: 'Mărimi textile de casă' });
    // The page is never wider than the screen, whatever the table's width.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(
      document.documentElement.clientWidth,
    );
    // On a phone the table is wider than its box: the box scrolls, not the page.
    if (document.documentElement.clientWidth < 600) {
      await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    }
  },
};

/** In Russian: the labels and the chart as the API answers in Russian. */
export const Russian: Story = {
  args: { chart: RUSSIAN_BICYCLE_CHART },
  globals: { locale: 'ru' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Таблица размеров' });
    await expect(
      within(dialog).getByRole('columnheader', { name: 'Рост велосипедиста' }),
    ).toBeVisible();
  },
};
