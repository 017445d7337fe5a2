import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactsAccordionExample, FooterAccordionExample } from './accordion.examples.js';
import { Accordion } from './accordion.js';
import { docsComponent } from '../../docs/docs-component.js';

const meta = {
  title: 'Primitives/Accordion',
  component: docsComponent<typeof FooterAccordionExample>(Accordion.Root),
  subcomponents: {
    AccordionItem: Accordion.Item,
    AccordionTrigger: Accordion.Trigger,
    AccordionContent: Accordion.Content,
  },
  render: (args) => <FooterAccordionExample {...args} />,
  decorators: [
    (Story) => (
      <div className="shop:w-[min(100vw-2rem,32rem)]">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FooterAccordionExample>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Single: all sections closed. */
export const SingleClosed: Story = {};

/** Single: one section open. */
export const SingleOpen: Story = { args: { defaultValue: 'service' } };

/** Opening another section closes the open one; arrow keys move between headers. */
export const SingleKeyboard: Story = {
  args: { defaultValue: 'company' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const company = canvas.getByRole('button', { name: 'Compania' });
    await userEvent.click(company);
    await expect(company).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    const service = canvas.getByRole('button', { name: 'Serviciul clienți' });
    await expect(service).toHaveFocus();
    await expect(service).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Multiple (contacts): cards, two open, one disabled. */
export const Multiple: Story = {
  render: () => <ContactsAccordionExample defaultValue={['chisinau', 'balti']} />,
};

/** Multiple, all closed. */
export const MultipleClosed: Story = { render: () => <ContactsAccordionExample /> };
