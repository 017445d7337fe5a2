// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { SearchNearMatchesExample } from './examples/search-near-matches.examples.js';

afterEach(cleanup);

describe('SearchNearMatches', () => {
  it('says no product has the words, offers the closest ones and names the results similar', async () => {
    const { container } = render(<SearchNearMatchesExample />);
    expect(screen.getByText('Niciun produs nu corespunde cu „fierbatr”.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'fierbător' });
    expect(link).toHaveAttribute('href', '/pages/search?search=fierb%C4%83tor');
    expect(link.closest('p')).toHaveTextContent(/^Ați vrut să spuneți: fierbător\?$/);
    expect(screen.getByText('Produse asemănătoare:')).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('without a suggestion, says only that the results are similar', () => {
    render(<SearchNearMatchesExample text="bormasna 18V" suggestion={null} />);
    expect(screen.getByText('Niciun produs nu corespunde cu „bormasna 18V”.')).toBeVisible();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText(/Ați vrut să spuneți/)).toBeNull();
    expect(screen.getByText('Produse asemănătoare:')).toBeVisible();
  });

  it('speaks English and Russian', () => {
    const { unmount } = render(
      <I18nProvider locale="en">
        <SearchNearMatchesExample />
      </I18nProvider>,
    );
    expect(screen.getByText('No product matches “fierbatr”.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'fierbător' }).closest('p')).toHaveTextContent(
      /^Did you mean: fierbător\?$/,
    );
    expect(screen.getByText('Similar products:')).toBeVisible();
    unmount();
    render(
      <I18nProvider locale="ru">
        <SearchNearMatchesExample />
      </I18nProvider>,
    );
    expect(screen.getByText('Нет товаров по запросу «fierbatr».')).toBeVisible();
    expect(screen.getByRole('link', { name: 'fierbător' }).closest('p')).toHaveTextContent(
      /^Возможно, вы имели в виду: fierbător\?$/,
    );
    expect(screen.getByText('Похожие товары:')).toBeVisible();
  });
});
