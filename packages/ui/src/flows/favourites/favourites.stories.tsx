import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  demoFavouritesMachine,
  FAVOURITE_PRODUCT_IDS,
  FavouritesExample,
  FavouritesPageLiveExample,
} from './examples/favourites.examples.js';
import { createCallGate } from '../../lib/call-gate.js';
import { FavouritesPageContainer } from './favourites-page.container.js';
import { FavouritesProvider } from './favourites.provider.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { favouritesMachine } from './favourites.machine.js';

/**
 * The favourites (SPEC §2, §4 "Favourites"): one actor read by the header's count, every heart
 * and the favourites page. The real machine runs with fake server calls.
 */
const meta = {
  title: 'Flows/Favourites',
  component: docsComponent<typeof FavouritesExample>(FavouritesPageContainer),
  subcomponents: { FavouritesProvider },
  render: (args) => <FavouritesExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(favouritesMachine) } },
  args: {
    initial: { mode: 'visitor', ids: FAVOURITE_PRODUCT_IDS.slice(0, 2) },
    onVisitorFavouritesChanged: fn(),
    onToggleFailed: fn(),
  },
} satisfies Meta<typeof FavouritesExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A visitor presses a heart in the listing: the header's count follows at once and the
 * storefront is asked to store the new list.
 */
export const SharedCount: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Favorite, 2 produse' })).toBeInTheDocument();
    const hearts = canvas.getAllByRole('button', { name: 'Adaugă la favorite' });
    await userEvent.click(hearts[2]!);
    await expect(hearts[2]).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('link', { name: 'Favorite, 3 produse' })).toBeInTheDocument();
    // Newest first.
    await expect(args.onVisitorFavouritesChanged).toHaveBeenCalledWith([
      FAVOURITE_PRODUCT_IDS[2],
      ...FAVOURITE_PRODUCT_IDS.slice(0, 2),
    ]);
  },
};

const TOGGLE_GATE = createCallGate();

/** Signed in, a heart the server refuses: it flips at once, then back; the storefront hears it. */
export const AccountToggleFails: Story = {
  args: {
    initial: { mode: 'account', favourites: { ids: FAVOURITE_PRODUCT_IDS.slice(0, 2), total: 2 } },
    machine: demoFavouritesMachine({ failAdds: true, gate: TOGGLE_GATE }),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heart = canvas.getAllByRole('button', { name: 'Adaugă la favorite' })[3]!;
    // The refusal waits until the flipped heart has been seen.
    TOGGLE_GATE.hold();
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    TOGGLE_GATE.release();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    await expect(args.onToggleFailed).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Favorite, 2 produse' })).toBeInTheDocument();
  },
};

/** The favourites page on the same actor: a visitor clears all; the page and the count empty. */
export const PageClearAll: Story = {
  args: { initial: { mode: 'visitor', ids: FAVOURITE_PRODUCT_IDS } },
  render: (args) => <FavouritesPageLiveExample {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Favorite, 6 produse' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge toate' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Da, șterge toate' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Nu aveți încă produse favorite' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Favorite' })).toBeInTheDocument();
    await expect(args.onVisitorFavouritesChanged).toHaveBeenCalledWith([]);
  },
};

/** Signed in, the clear-all runs on the server: the page shows it busy until it answers. */
export const PageAccountClearing: Story = {
  args: {
    initial: { mode: 'account', favourites: { ids: FAVOURITE_PRODUCT_IDS, total: 6 } },
    machine: demoFavouritesMachine({ clearHangs: true }),
  },
  render: (args) => <FavouritesPageLiveExample {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Șterge toate' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Da, șterge toate' }));
    await expect(
      await canvas.findByRole('button', { name: 'Se șterg favoritele…' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Signed in, the account's list is loading: no count yet, the page shows skeletons. */
export const PageAccountLoading: Story = {
  args: { initial: undefined, machine: demoFavouritesMachine({ delayMs: 60_000 }) },
  // The storefront sends USE_ACCOUNT when the session says who signed in; the example at mount.
  render: (args) => <FavouritesPageLiveExample {...args} accountAtMount />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Se încarcă…');
  },
};
