import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FavouritesPageExample } from './examples/favourites-page.examples.js';
import { FavouritesPage } from './favourites-page.js';
import { docsComponent } from '../../docs/docs-component.js';

/**
 * The favourites page's body (SPEC §2 /pages/favorites): heading with the count, the favourite
 * products with their hearts pressed, pagination, clear-all with a confirmation, loading, empty
 * and failed states.
 */
const meta = {
  title: 'Components/FavouritesPage',
  component: docsComponent<typeof FavouritesPageExample>(FavouritesPage),
  render: (args) => <FavouritesPageExample {...args} />,
  parameters: { layout: 'fullscreen' },
  args: { state: 'ready', onToggleFavourite: fn(), onClearAll: fn(), onAddToCart: fn() },
} satisfies Meta<typeof FavouritesPageExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Six favourites, every heart pressed; the heading counts them. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Favorite 6 produse');
    const hearts = canvas.getAllByRole('button', { name: 'Adaugă la favorite' });
    await expect(hearts).toHaveLength(6);
    for (const heart of hearts) await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(hearts[0]!);
    await expect(args.onToggleFavourite).toHaveBeenCalledOnce();
    // The screenshot shows the page at rest.
    hearts[0]!.blur();
  },
};

/** The last of 3 pages (51 favourites, 24 a page): pagination links to the other pages. */
export const Paged: Story = {
  args: { state: 'paged' },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Paginare' });
    await expect(within(nav).getByRole('link', { name: 'Pagina 3' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(nav).getByRole('link', { name: 'Pagina 2' })).toHaveAttribute(
      'href',
      '/pages/favorites?page=2',
    );
    await expect(within(nav).getByRole('link', { name: 'Pagina 1' })).toHaveAttribute(
      'href',
      '/pages/favorites',
    );
  },
};

/** A heart released on this page: the card stays (pressing again undoes the slip). */
export const Released: Story = { args: { state: 'released' } };

/** Clear-all asks first: the question, 'Da, șterge toate' and 'Anulează'. */
export const Confirm: Story = { args: { state: 'confirm' } };

/** The confirmation from the keyboard: focus goes to 'Anulează'; Escape cancels, back on the button. */
export const ConfirmKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const clear = canvas.getByRole('button', { name: 'Șterge toate' });
    await userEvent.click(clear);
    const group = canvas.getByRole('group', { name: 'Ștergeți toate produsele din favorite?' });
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'Anulează' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Șterge toate' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge toate' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Da, șterge toate' }));
    await expect(args.onClearAll).toHaveBeenCalledOnce();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1 })).toHaveFocus());
  },
};

/** The clear-all runs: its button is busy and ignores presses. */
export const Clearing: Story = { args: { state: 'clearing' } };

/** The clear-all failed: a message under the heading; the list is as it was. */
export const ClearFailed: Story = {
  args: { state: 'clearFailed' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Nu am putut goli lista de favorite',
    );
  },
};

/** The page's products load: skeleton cards. */
export const Loading: Story = { args: { state: 'loading' } };

/** No favourites: the empty state leads to the shop; no clear-all. */
export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Mergi la cumpărături' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(canvas.queryByRole('button', { name: 'Șterge toate' })).toBeNull();
  },
};

/** The favourites could not be loaded: said in place of the cards, with a button to try again. */
export const LoadFailed: Story = {
  args: { state: 'loadFailed', onRetry: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Nu am putut încărca favoritele');
    await expect(canvas.queryByRole('button', { name: 'Șterge toate' })).toBeNull();
    await userEvent.click(within(alert).getByRole('button', { name: 'Încercați din nou' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};
