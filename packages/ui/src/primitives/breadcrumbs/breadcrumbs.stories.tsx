import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { Breadcrumbs } from './breadcrumbs.js';

const meta = {
  title: 'Primitives/Breadcrumbs',
  component: Breadcrumbs,
  args: {
    items: [
      { label: 'Acasă', href: '/' },
      { label: 'Încălțăminte', href: '/catalog/incaltaminte' },
      { label: 'Adidași', href: '/catalog/incaltaminte/adidasi' },
      { label: 'Adidași de alergare Nova 2' },
    ],
  },
} satisfies Meta<typeof Breadcrumbs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Cale de navigare' })).toBeVisible();
    await expect(canvas.getByText('Adidași de alergare Nova 2')).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Acasă' })).toHaveFocus();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const TwoLevels: Story = {
  args: { items: [{ label: 'Acasă', href: '/' }, { label: 'Contacte' }] },
};

export const Small: Story = { args: { size: 'sm' } };

/** Links through a router's component (here a stand-in that marks itself). */
export const CustomLink: Story = {
  args: {
    renderLink: ({ href, children, ...props }) => (
      <a {...props} href={`/ru${href}`} data-router-link="">
        {children}
      </a>
    ),
  },
};

export const Russian: Story = {
  args: {
    items: [
      { label: 'Главная', href: '/' },
      { label: 'Обувь', href: '/catalog/obuv' },
      { label: 'Кроссовки' },
    ],
  },
  render: (args) => (
    <I18nProvider locale="ru">
      <Breadcrumbs {...args} />
    </I18nProvider>
  ),
};
