import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleHrefFor, StayOnPage } from './examples/top-nav.examples.js';
import { LanguageSwitcher } from './language-switcher.js';

const meta = {
  title: 'Components/TopNav/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { hrefFor: sampleHrefFor, onLocaleChange: fn(), className: 'shop:ml-auto shop:w-fit' },
  decorators: [
    (Story) => (
      <StayOnPage>
        <div className="shop:min-h-56 shop:w-72 shop:p-4">
          <Story />
        </div>
      </StayOnPage>
    ),
  ],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The compact button of the top navigation, closed. */
export const Menu: Story = {};

/** Open: the three languages in their own names; the current one ticked. */
export const MenuOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByText('Limba: Română'));
    await waitFor(() => expect(canvasElement.querySelector('details')).toHaveAttribute('open'));
  },
};

/**
 * Keyboard: the button is in the tab order, Tab goes from it into the open list, Escape closes the
 * list and returns focus to the button (Enter and Space open it natively, as a `<summary>`).
 */
export const MenuKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const details = canvasElement.querySelector('details');
    await userEvent.tab();
    const summary = canvas.getByText('Limba: Română').closest('summary');
    await expect(summary).toHaveFocus();
    if (!summary) throw new Error('no summary');
    await userEvent.click(summary);
    await waitFor(() => expect(details).toHaveAttribute('open'));
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(details).not.toHaveAttribute('open'));
    await expect(summary).toHaveFocus();
  },
};

/** The current language comes from the prop (here English) rather than the page's. */
export const MenuEnglishCurrent: Story = {
  args: { locale: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Limba: English'));
    await expect(canvas.getByRole('link', { name: 'English' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** The list of the mobile menu, labelled 'Limba'. */
export const List: Story = {
  args: { variant: 'list', className: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Limba' });
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
    await userEvent.click(canvas.getByRole('link', { name: 'English' }));
    await expect(args.onLocaleChange).toHaveBeenCalledWith('en');
    // The click focused the link; the screenshot shows the list at rest.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};
