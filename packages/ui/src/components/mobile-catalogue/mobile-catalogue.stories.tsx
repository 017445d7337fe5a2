import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  accessoriesLevel,
  MobileCatalogueExample,
  toolsLevel,
} from './examples/mobile-catalogue.examples.js';
import { MobileCatalogue } from './mobile-catalogue.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

/**
 * The mobile catalogue: a bottom sheet on phones, a drawer from the left from 744 px. The panel
 * is portalled to the document's `<body>`; the example's full-height frame keeps it inside the
 * screenshot. (This comment is the docs page's description, read as Markdown: a bare tag in it
 * becomes an element, and a second `body` element in the page froze Chromium on the first Tab.)
 */
const meta = {
  title: 'Components/MobileCatalogue',
  component: docsComponent<typeof MobileCatalogueExample>(MobileCatalogue),
  render: (args) => <MobileCatalogueExample {...args} />,
  parameters: { layout: 'fullscreen' },
  decorators: [oneAtATimeInDocs],
} satisfies Meta<typeof MobileCatalogueExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open on the top categories. */
export const Open: Story = {};

/** Inside a category: back button, heading, "all in" link, subcategories. */
export const Category: Story = { args: { defaultLevel: toolsLevel } };

/** Inside a subcategory: its sub-subcategories, the back button names the category. */
export const Subcategory: Story = { args: { defaultLevel: accessoriesLevel } };

/** Search results across all three levels, each with its path. */
export const SearchResults: Story = { args: { defaultQuery: 'scule' } };

/** A search that finds nothing. */
export const NoResults: Story = { args: { defaultQuery: 'trotinete' } };

/** No categories yet. */
export const Empty: Story = { args: { categories: [] } };

/** Drilling down and back: focus follows to each level's heading. */
export const DrillDown: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = within(await body.findByRole('dialog', { name: 'Catalog' }));
    await userEvent.click(panel.getByRole('button', { name: 'Grădină' }));
    await waitFor(() =>
      expect(panel.getByRole('heading', { level: 3, name: 'Grădină' })).toHaveFocus(),
    );
    await userEvent.click(panel.getByRole('button', { name: 'Furtunuri și irigare' }));
    await waitFor(() =>
      expect(panel.getByRole('heading', { level: 3, name: 'Furtunuri și irigare' })).toHaveFocus(),
    );
    await userEvent.click(panel.getByRole('button', { name: 'Înapoi la Grădină' }));
    await waitFor(() =>
      expect(panel.getByRole('heading', { level: 3, name: 'Grădină' })).toHaveFocus(),
    );
  },
};

/** Typing searches without diacritics: 'gradina' finds 'Grădină'. */
export const Search: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const panel = within(await body.findByRole('dialog', { name: 'Catalog' }));
    await userEvent.type(panel.getByRole('searchbox', { name: 'Caută în catalog' }), 'gradina');
    await expect(panel.getByRole('status')).toHaveTextContent('4 categorii găsite');
    await expect(panel.getByRole('link', { name: /^Unelte de grădină/ })).toBeVisible();
  },
};

/** Closed: the button opens the panel; following a link closes it. */
export const ClosedTrigger: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Catalog' }));
    const panel = within(await body.findByRole('dialog', { name: 'Catalog' }));
    await userEvent.click(panel.getByRole('button', { name: 'Casă și menaj' }));
    const link = panel.getByRole('link', { name: 'Scări și platforme' });
    // Stay on the story: keep the click, drop the navigation.
    link.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(link);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
