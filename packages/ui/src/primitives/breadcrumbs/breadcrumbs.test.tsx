// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { Breadcrumbs, type BreadcrumbItem } from './breadcrumbs.js';

const items: BreadcrumbItem[] = [
  { label: 'Acasă', href: '/' },
  { label: 'Încălțăminte', href: '/catalog/incaltaminte' },
  { label: 'Grup' },
  { label: 'Adidași Nova 2', href: '/p/nova-2' },
];

describe('Breadcrumbs', () => {
  afterEach(cleanup);

  it('is a labelled nav with an ordered list; the last item is the current page', () => {
    render(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Cale de navigare' });
    expect(nav.dataset.slot).toBe('breadcrumbs');
    const list = within(nav).getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    const current = screen.getByText('Adidași Nova 2');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current.tagName).not.toBe('A');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/catalog/incaltaminte',
    ]);
    expect(screen.getByText('Grup').tagName).toBe('SPAN');
  });

  it('renders links through renderLink', () => {
    const renderLink = vi.fn(({ href, children, ...props }) => (
      <a {...props} href={`/ru${String(href)}`}>
        {children}
      </a>
    ));
    render(<Breadcrumbs items={items} renderLink={renderLink} />);
    expect(renderLink).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Acasă' })).toHaveAttribute('href', '/ru/');
  });

  it('reaches its links with Tab', async () => {
    const user = userEvent.setup();
    render(<Breadcrumbs items={items} />);
    await user.tab();
    expect(screen.getByRole('link', { name: 'Acasă' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Încălțăminte' })).toHaveFocus();
  });

  it('translates its label', () => {
    render(
      <I18nProvider locale="ru">
        <Breadcrumbs items={items} />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation')).toHaveAccessibleName('Навигационная цепочка');
  });

  it('has no axe violations', async () => {
    const { container } = render(<Breadcrumbs items={items} />);
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
