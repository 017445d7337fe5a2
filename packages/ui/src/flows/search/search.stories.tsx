import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchBoxExample, SearchBoxViewExample } from './examples/search.examples.js';
import { SearchBoxView } from './search-box.js';
import { SearchBox } from './search-box.container.js';
import { docsComponent } from '../../docs/docs-component.js';
import { flowDocsPage } from '../../docs/flow-docs-page.js';
import { searchMachine } from './search.machine.js';

/**
 * The header search (SPEC §2, §4 "Search"). The view stories draw each state from props; the
 * "Live" stories run the real search machine with a fake search that answers at once (and a
 * 20 ms wait instead of 500 ms).
 */
const meta = {
  title: 'Flows/Search',
  component: docsComponent<typeof SearchBoxViewExample>(SearchBoxView),
  subcomponents: { SearchBox },
  render: (args) => <SearchBoxViewExample {...args} />,
  parameters: { layout: 'fullscreen', docs: { page: flowDocsPage(searchMachine) } },
  args: {
    state: 'idle',
    onValueChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
    onEscape: fn(),
    onMove: fn(),
    onSelect: fn(),
    onFocus: fn(),
  },
  // The dropdown hangs below the box: a tall frame keeps it inside the screenshot.
  decorators: [
    (Story) => (
      <div className="shop:min-h-[560px] shop:bg-settings-header shop:p-4 shop:bp768:p-8">
        <div className="shop:mx-auto shop:max-w-xl">
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof SearchBoxViewExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed: the box with its placeholder and the search button. */
export const Idle: Story = {};

/** Typing: the search waits for a pause (500 ms) and runs; a spinner shows in the box. */
export const Typing: Story = { args: { state: 'typing' } };

/** Three results: picture, name and price (a promotion with its old price struck). */
export const Results: Story = { args: { state: 'results' } };

/** More results than fit: the first 5 and 'see all (23)', which goes to the search page. */
export const ManyResults: Story = {
  args: { state: 'many' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('button', { name: 'Vezi toate rezultatele (23)' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
};

/** On a phone the dropdown shows at most 4 results (SPEC §2). */
export const MobileLimit: Story = {
  args: { state: 'mobile' },
  globals: { viewport: { value: 'mobile360' } },
};

/** The highlighted result (ArrowDown/ArrowUp); Enter opens it. */
export const ActiveOption: Story = { args: { state: 'active' } };

/** Typing on while results are shown: they stay until the new ones arrive. */
export const Refreshing: Story = { args: { state: 'refreshing' } };

/** The search found nothing. */
export const NoResults: Story = { args: { state: 'noResults' } };

/** The search failed: a quiet line, nothing else. */
export const SearchError: Story = { args: { state: 'error' } };

/** Typed on the other keyboard layout: the results are for 'bosch', and a line says so. */
export const OtherSpelling: Story = {
  args: { state: 'spelling' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Rezultate pentru „bosch”')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Rezultate pentru „bosch”.');
  },
};

/**
 * The real machine: typing shows results, the arrows highlight them. The dropdown follows the
 * viewport: 4 results at 360 px, 5 at 1280 px.
 */
export const Live: Story = {
  render: () => <SearchBoxExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Caută produse' });
    await userEvent.type(box, 'bor');
    const listbox = await canvas.findByRole('listbox', { name: 'Produse găsite' });
    const options = within(listbox).getAllByRole('option');
    await expect(options.length).toBeGreaterThanOrEqual(4);
    await expect(options.length).toBeLessThanOrEqual(5);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Enter on the text goes to the search page (`/pages/search?search=…`). */
export const LiveSubmit: Story = {
  play: async ({ mount }) => {
    const onNavigate = fn();
    const canvas = await mount(<SearchBoxExample onNavigate={onNavigate} />);
    const box = canvas.getByRole('combobox', { name: 'Caută produse' });
    await userEvent.type(box, 'burghiu{Enter}');
    await expect(onNavigate).toHaveBeenCalledWith('/pages/search?search=burghiu');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
};

/** A click outside closes the dropdown; focus brings it back; Escape closes, then clears. */
export const LiveClose: Story = {
  render: () => <SearchBoxExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('combobox', { name: 'Caută produse' });
    await userEvent.type(box, 'nivela');
    await canvas.findByRole('listbox');
    await userEvent.click(canvasElement);
    await waitFor(() => expect(box).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.click(box);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('nivela');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
  },
};

/** The real machine when nothing is found. */
export const LiveNoResults: Story = {
  render: () => <SearchBoxExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('combobox', { name: 'Caută produse' }), 'xyz');
    const line = await waitFor(() => {
      const message = canvasElement.querySelector('[data-slot=search-box-message]');
      if (!message) throw new Error('no message yet');
      return message;
    });
    await expect(line).toHaveTextContent('Nu am găsit nimic pentru „xyz”');
    await expect(line).toBeVisible();
  },
};
