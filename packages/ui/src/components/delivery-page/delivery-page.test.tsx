// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { DeliveryPageExample, SAMPLE_DELIVERY } from './examples/delivery-page.examples.js';

afterEach(cleanup);

describe('DeliveryPage', () => {
  it('shows the banner, three items with icons, the table and the notes, without axe violations', async () => {
    const { container } = render(<DeliveryPageExample />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Livrare și ridicare');
    const items = within(screen.getByRole('region', { name: 'Cum livrăm' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    for (const item of items)
      expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    const table = screen.getByRole('table', { name: 'Termene și prețuri de livrare' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(SAMPLE_DELIVERY.table.columns);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(within(table).getAllByRole('cell', { name: 'gratuit' })).toHaveLength(3);
    expect(table.parentElement).toHaveClass('shop:overflow-x-auto');
    expect(screen.getAllByRole('note')).toHaveLength(2);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('draws a neutral icon for an unknown key and leaves out an empty table', () => {
    const { container } = render(
      <DeliveryPageExample
        page={{
          ...SAMPLE_DELIVERY,
          banner: null,
          items: [{ icon: 'rocket', title: 'Rapid', text: '' }],
          table: { columns: [], rows: [] },
          informers: [],
        }}
      />,
    );
    expect(container.querySelectorAll('li svg')).toHaveLength(1);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('names the table in English', () => {
    render(
      <I18nProvider locale="en">
        <DeliveryPageExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('table', { name: 'Delivery times and prices' })).toBeInTheDocument();
  });
});
