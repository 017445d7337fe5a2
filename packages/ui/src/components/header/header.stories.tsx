import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  CATALOGUE_MENU_ID,
  CataloguePlaceholder,
  OpenCatalogueMenu,
  PageFiller,
  SAMPLE_LOGO,
  SearchPlaceholder,
  WordmarkLogo,
} from './examples/header.examples.js';
import { AccountButton } from '../account-button/index.js';
import { Header } from './header.js';

const meta = {
  title: 'Components/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: SAMPLE_LOGO,
    catalogueMenuId: CATALOGUE_MENU_ID,
    onCatalogueClick: fn(),
    onCartClick: fn(),
    onMenuClick: fn(),
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * No counts yet. From 768 px: logo, catalogue button, favourites and cart; below it the menu
 * button takes the catalogue's place (the bottom bar has the catalogue).
 */
export const Default: Story = {};

/** The logo as an element (mark and name in text) instead of an image. */
export const WordmarkLogoElement: Story = { args: { logo: <WordmarkLogo /> } };

/** The search flow's box in its slot: beside the catalogue button, a row of its own on phones. */
export const WithSearch: Story = { args: { search: <SearchPlaceholder /> } };

/** Counts in the badges; screen readers hear 'Favorite, un produs' and 'Coș, 3 produse'. */
export const WithCounts: Story = {
  args: { search: <SearchPlaceholder />, favouritesCount: 1, cartCount: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Favorite, un produs' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Coș, 3 produse' })).toBeInTheDocument();
  },
};

/**
 * Above 99 the badges read '99+'; the accessible name keeps the real number. The fullest bar:
 * a signed-in account with a long name (cut short from 1024 px) beside both badges.
 */
export const ManyItems: Story = {
  args: {
    search: <SearchPlaceholder />,
    account: <AccountButton account={{ name: 'Alexandru-Constantin' }} />,
    favouritesCount: 120,
    cartCount: 120,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('button', { name: 'Coș, 120 de produse' });
    await expect(cart).toHaveTextContent('99+');
  },
};

/**
 * The account slot for a visitor: 'Intră în cont' with a person icon from 1024 px, the icon alone
 * (named by its label) on smaller screens; it opens the sign-in modal.
 */
export const WithAccount: Story = {
  args: { search: <SearchPlaceholder />, favouritesCount: 2, cartCount: 1 },
  play: async ({ args, mount }) => {
    const onSignIn = fn();
    const canvas = await mount(
      <Header {...args} account={<AccountButton onSignIn={onSignIn} />} />,
    );
    const button = canvas.getByRole('button', { name: 'Intră în cont' });
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.click(button);
    await expect(onSignIn).toHaveBeenCalledOnce();
    // The screenshot shows the control at rest (the modal would have taken focus).
    button.blur();
  },
};

/** Signed in: the initial in a circle (and the name from 1024 px) links to the profile. */
export const SignedIn: Story = {
  args: {
    search: <SearchPlaceholder />,
    account: <AccountButton account={{ name: 'Ana' }} />,
    favouritesCount: 4,
    cartCount: 3,
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Contul meu, Ana' });
    await expect(link).toHaveAttribute('href', '/pages/profile');
  },
};

/** The catalogue menu is open: the button shows a cross and controls the menu below it. */
export const CatalogueOpen: Story = {
  args: { search: <SearchPlaceholder />, catalogueOpen: true },
  render: (args) => (
    <>
      <Header {...args} />
      <CataloguePlaceholder />
    </>
  ),
  play: async ({ canvasElement }) => {
    // `hidden`: below 768 px the button is not shown (the bottom bar has the catalogue).
    const button = within(canvasElement).getByRole('button', { name: 'Catalog', hidden: true });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('aria-controls', CATALOGUE_MENU_ID);
  },
};

/**
 * The real catalogue menu in the header's `catalogueMenu` slot: it hangs directly under the bar
 * (the header is its positioned parent, in the page or fixed), over the page below.
 */
export const WithCatalogueMenu: Story = {
  args: {
    search: <SearchPlaceholder />,
    catalogueOpen: true,
    catalogueMenu: <OpenCatalogueMenu />,
  },
  render: (args) => (
    <div className="shop:min-h-[720px]">
      <Header {...args} />
      <PageFiller rows={4} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('[data-slot="header"]');
    const menu = canvasElement.querySelector('[data-slot="catalogue-menu"]');
    if (!header || !menu) throw new Error('no header or menu');
    await expect(menu).toBeVisible();
    const gap = menu.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
    await expect(Math.abs(gap)).toBeLessThanOrEqual(2);
  },
};

/**
 * The catalogue button calls back once and then ignores clicks for 300 ms (SPEC §2), so a double
 * click cannot open and close the menu at once.
 */
export const CatalogueButtonLock: Story = {
  args: { search: <SearchPlaceholder /> },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Catalog', hidden: true });
    await userEvent.dblClick(button);
    await expect(args.onCatalogueClick).toHaveBeenCalledOnce();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 2000 });
  },
};

/** The cart button opens the cart panel. */
export const CartButton: Story = {
  args: { cartCount: 2 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Coș, 2 produse' }));
    await expect(args.onCartClick).toHaveBeenCalledOnce();
  },
};

/** The mobile menu is open: its button shows a cross (`aria-expanded="true"`). */
export const MenuOpen: Story = {
  args: { search: <SearchPlaceholder />, menuOpen: true, cartCount: 3 },
};

/** After 100 px of scroll the bar is 56 px high instead of 64 px (on phones it stays 56 px). */
export const Compact: Story = {
  args: { search: <SearchPlaceholder />, compact: true, favouritesCount: 4, cartCount: 3 },
};

/** Compact and fixed to the top of the screen: the page scrolled up after 100 px. */
export const FixedCompact: Story = {
  args: {
    search: <SearchPlaceholder />,
    compact: true,
    fixed: true,
    favouritesCount: 4,
    cartCount: 3,
  },
  render: (args) => (
    <div className="shop:min-h-screen">
      <Header {...args} />
      <PageFiller rows={8} />
    </div>
  ),
};
