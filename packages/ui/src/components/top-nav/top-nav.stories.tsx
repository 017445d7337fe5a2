import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  FAST_ORDER_LINK,
  SAMPLE_PATHNAME,
  sampleHrefFor,
  StayOnPage,
} from './examples/top-nav.examples.js';
import { TopNav } from './top-nav.js';

/**
 * The top navigation shows from 768 px; at 360 px the page is empty (phones get the links in
 * the mobile menu). The frame is tall enough for the open language list.
 */
const meta = {
  title: 'Components/TopNav',
  component: TopNav,
  parameters: { layout: 'fullscreen' },
  args: { hrefFor: sampleHrefFor, onLocaleChange: fn() },
  decorators: [
    (Story) => (
      <StayOnPage>
        <div className="shop:min-h-64">
          <Story />
        </div>
      </StayOnPage>
    ),
  ],
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seven links and the language switcher (current language: the toolbar's). */
export const Default: Story = {};

/** On the delivery page its link is current (`aria-current="page"`). */
export const CurrentPage: Story = {
  args: { currentPath: '/pages/delivery' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Livrare' });
    await expect(link).toHaveAttribute('aria-current', 'page');
  },
};

/** On a blog article the blog's link is marked as the current section. */
export const CurrentSection: Story = {
  args: { currentPath: SAMPLE_PATHNAME },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Noutăți' });
    await expect(link).toHaveAttribute('aria-current', 'true');
  },
};

/** A signed-in manager gets the fast-order link after the seven. */
export const WithFastOrder: Story = {
  args: { extraLinks: [FAST_ORDER_LINK], currentPath: '/pages/fast-order' },
};

/** The support line and e-mail of the site settings before the languages (from 1024 px). */
export const WithSupport: Story = {
  args: { support: { phone: '+373 22 000 100', email: 'suport@casaplus.md' } },
};

/** The language list open: each language in its own name, the current one ticked. */
export const LanguagesOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Limba: Română'));
    await waitFor(() => expect(canvasElement.querySelector('details')).toHaveAttribute('open'));
    const english = canvas.getByRole('link', { name: 'English' });
    await expect(english).toHaveAttribute('href', '/en/pages/news/reduceri-de-primavara');
    await expect(english).toHaveAttribute('lang', 'en-GB');
    await expect(canvas.getByRole('link', { name: 'Română' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** Choosing a language calls back with its code and closes the list. */
export const ChooseLanguage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Limba: Română'));
    await waitFor(() => expect(canvasElement.querySelector('details')).toHaveAttribute('open'));
    await userEvent.click(canvas.getByRole('link', { name: 'Русский' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ru');
    await waitFor(() => expect(canvasElement.querySelector('details')).not.toHaveAttribute('open'));
  },
};
