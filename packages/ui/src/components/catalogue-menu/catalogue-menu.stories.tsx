import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CatalogueMenuExample, crowdedCatalogue } from './examples/catalogue-menu.examples.js';
import { CatalogueMenu } from './catalogue-menu.js';
import { docsComponent } from '../../docs/docs-component.js';
import { oneAtATimeInDocs } from '../../docs/docs-modal.js';

/**
 * The desktop catalogue menu under a header bar. The stories show it open (the header's button
 * toggles it); below bp768 its two areas stack, though the storefront shows the mobile catalogue
 * there.
 */
const meta = {
  title: 'Components/CatalogueMenu',
  component: docsComponent<typeof CatalogueMenuExample>(CatalogueMenu),
  render: (args) => <CatalogueMenuExample {...args} />,
  parameters: { layout: 'fullscreen' },
  decorators: [oneAtATimeInDocs],
} satisfies Meta<typeof CatalogueMenuExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open on the first category; its banner is a title with a button. */
export const Open: Story = {};

/** A category whose banner is a picture with a title and a button without its own text. */
export const BannerImage: Story = { args: { defaultActiveId: 3 } };

/** A category without a banner but with a picture of its own. */
export const CategoryImage: Story = { args: { defaultActiveId: 7 } };

/** A category with neither banner nor picture: the columns take the whole width. */
export const WithoutBanner: Story = { args: { defaultActiveId: 2 } };

/** Fourteen subcategories wrap into columns. */
export const ManySubcategories: Story = { args: { categories: crowdedCatalogue } };

/** No categories yet. */
export const Empty: Story = { args: { categories: [] } };

/** Closed: the header's button opens it; Escape closes it and returns focus to the button. */
export const ClosedOpener: Story = {
  args: { defaultOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Catalog' });
    await userEvent.click(opener);
    await expect(canvas.getByRole('navigation', { name: 'Catalog' })).toBeVisible();
    await expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('navigation', { name: 'Catalog' })).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

/** Resting the pointer on a category opens it (after a short delay). */
export const Hover: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Catalog' }));
    await userEvent.hover(nav.getByRole('button', { name: 'Sanitare' }));
    await waitFor(() =>
      expect(nav.getByRole('heading', { level: 2 })).toHaveTextContent('Sanitare'),
    );
    await expect(nav.getByRole('button', { name: 'Sanitare' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Keyboard: arrows between categories, ArrowRight into the links, ArrowLeft back. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = within(canvas.getByRole('navigation', { name: 'Catalog' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Catalog' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Catalog' }));
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: 'Scule electrice' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    await expect(nav.getByRole('button', { name: 'Construcții' })).toHaveFocus();
    await expect(nav.getByRole('heading', { level: 2 })).toHaveTextContent('Construcții');
    await userEvent.keyboard('{ArrowRight}');
    await expect(nav.getByRole('link', { name: 'Toate din Construcții' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(nav.getByRole('button', { name: 'Construcții' })).toHaveFocus();
    await userEvent.keyboard('{Enter}{ArrowDown}{ArrowDown}');
    await expect(nav.getByRole('link', { name: 'Gips-carton și profile' })).toHaveFocus();
  },
};
