import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { I18nProvider } from '../../i18n/index.js';
import { Pagination, type PaginationProps } from './pagination.js';

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  args: { page: 5, pageCount: 20, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1 … 4 5 6 … 20, as buttons. */
export const Middle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pagina 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina următoare' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(6);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** At the first page previous is disabled. */
export const FirstPage: Story = { args: { page: 1 } };

/** At the last page next is disabled. */
export const LastPage: Story = { args: { page: 20 } };

export const FewPages: Story = { args: { page: 2, pageCount: 4 } };

export const SinglePage: Story = { args: { page: 1, pageCount: 1 } };

export const Small: Story = { args: { size: 'sm' } };

/** Pages as links (the storefront passes its router's Link through renderLink). */
export const Links: Story = {
  args: { page: 3, pageCount: 12, getHref: (page: number) => `/shops?page=${page}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Pagina 4' })).toHaveAttribute(
      'href',
      '/shops?page=4',
    );
  },
};

export const LinksAtFirstPage: Story = {
  args: { page: 1, pageCount: 12, getHref: (page: number) => `/shops?page=${page}` },
};

function ControlledPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  return <Pagination {...args} page={page} onPageChange={setPage} />;
}

/** Moving with the keyboard: Tab to a page, Enter to choose it. */
export const Keyboard: Story = {
  render: (args) => <ControlledPagination {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Pagina 6' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Pagina 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina 20' }));
    await expect(canvas.getByRole('button', { name: 'Pagina următoare' })).toBeDisabled();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Russian: Story = {
  render: (args) => (
    <I18nProvider locale="ru">
      <Pagination {...args} />
    </I18nProvider>
  ),
};
