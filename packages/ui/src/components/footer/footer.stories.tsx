import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Footer } from './footer.js';
import {
  footerCategories,
  fullFooterProps,
  longAddresses,
  withoutContactBlock,
} from './examples/footer.examples.js';

const meta = {
  title: 'Components/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: fullFooterProps,
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every group: columns from 744 px (four from 1024 px, contacts on the right); below 744 px the
 * link groups are an accordion, contacts, social links and payment methods stay open.
 */
export const Full: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeInTheDocument();
    await expect(
      canvas.getByRole('navigation', { name: 'Navigare în subsolul paginii' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Mastercard' })).toBeInTheDocument();
    await expect(canvas.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '+373 22 123 456' })).toHaveAttribute(
      'href',
      'tel:+37322123456',
    );
    await expect(canvas.getByText('© 2025 Toate drepturile rezervate.')).toBeVisible();
  },
};

/**
 * On a phone with a section opened (the accordion lets one section open at a time). The contact
 * block is left out so the whole footer fits the screenshot.
 */
export const PhoneSectionOpen: Story = {
  args: { ...withoutContactBlock, defaultOpenSection: 'service' },
};

/** The category toggle's stories: seven categories, four shown before the button. */
const toggleArgs = {
  ...withoutContactBlock,
  categories: footerCategories.slice(0, 7),
  categoriesLimit: 4,
  clientLinks: [],
  addresses: [],
  defaultOpenSection: 'categories',
} as const;

/** Categories collapsed: the first ones and an 'All categories' button. */
export const CategoriesCollapsed: Story = {
  args: toggleArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Toate categoriile' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('link', { name: 'Instalații sanitare' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Iluminat' })).toBeNull();
  },
};

/** The button shows every category and then hides them again. */
export const CategoriesExpanded: Story = {
  args: { ...toggleArgs, onCategoriesExpandedChange: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Toate categoriile' }));
    const toggle = canvas.getByRole('button', { name: 'Mai puține categorii' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onCategoriesExpandedChange).toHaveBeenLastCalledWith(true);
    const last = 'Materiale de construcții';
    await expect(canvas.getByRole('link', { name: last })).toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.queryByRole('link', { name: last })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Toate categoriile' }));
    await expect(canvas.getByRole('link', { name: last })).toBeVisible();
  },
};

/** Without social links: the group is left out. */
export const NoSocials: Story = {
  args: { socials: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).queryByRole('heading', { name: 'Rețele sociale' }),
    ).toBeNull();
  },
};

/** Eight shops, two with long addresses, their section open on phones. */
export const LongAddressList: Story = {
  args: {
    ...withoutContactBlock,
    clientLinks: [],
    addresses: longAddresses,
    defaultOpenSection: 'contacts',
  },
};

/** Only the company links and the payment methods (nothing else came from the server). */
export const Minimal: Story = {
  args: {
    categories: [],
    clientLinks: [],
    addresses: [],
    socials: [],
    phone: null,
    email: null,
  },
};

/** Another network and a payment method without a drawn mark. */
export const OtherNetworksAndPayments: Story = {
  args: {
    socials: [
      { network: 'viber', url: 'viber://chat?number=37322123456' },
      { network: 'linkedin', url: 'https://linkedin.com/company/shop-md' },
      { network: 'odnoklassniki', url: 'https://ok.ru/shop.md' },
    ],
    paymentMethods: ['visa', 'mastercard', 'MIA'],
  },
};
