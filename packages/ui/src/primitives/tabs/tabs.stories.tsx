import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CategoryTabsExample, ProfileTabsExample } from './tabs.examples.js';
import { Tabs } from './tabs.js';
import { docsComponent } from '../../docs/docs-component.js';

const meta = {
  title: 'Primitives/Tabs',
  component: docsComponent<typeof ProfileTabsExample>(Tabs.Root),
  subcomponents: { TabsList: Tabs.List, TabsTrigger: Tabs.Trigger, TabsContent: Tabs.Content },
  render: (args) => <ProfileTabsExample {...args} />,
} satisfies Meta<typeof ProfileTabsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Profile tabs, the first selected. */
export const Underline: Story = {};

/** Another tab selected. */
export const SecondSelected: Story = { args: { defaultValue: 'data' } };

/** Arrow keys move the selection; the disabled tab is skipped. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Comenzi' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Date personale' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Securitate' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Schimbarea parolei.');
  },
};

/** Category tabs of the sales page (pills). */
export const Pill: Story = { render: () => <CategoryTabsExample /> };

/** Pills with another category selected. */
export const PillSelected: Story = { render: () => <CategoryTabsExample defaultValue="garden" /> };
