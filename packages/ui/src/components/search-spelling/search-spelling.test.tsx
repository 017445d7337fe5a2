// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { SearchSpellingExample } from './examples/search-spelling.examples.js';

afterEach(cleanup);

describe('SearchSpelling', () => {
  it('names the spelling the results are for and links to the words as typed', async () => {
    const { container } = render(<SearchSpellingExample />);
    expect(screen.getByText('Rezultate pentru „телевизор”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Caută exact „ntktdbpjh”' })).toHaveAttribute(
      'href',
      '/pages/search?search=ntktdbpjh&as_typed=1',
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('speaks English and Russian', () => {
    const { unmount } = render(
      <I18nProvider locale="en">
        <SearchSpellingExample />
      </I18nProvider>,
    );
    expect(screen.getByText('Showing results for “телевизор”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search instead for “ntktdbpjh”' })).toBeVisible();
    unmount();
    render(
      <I18nProvider locale="ru">
        <SearchSpellingExample />
      </I18nProvider>,
    );
    expect(screen.getByText('Показаны результаты для «телевизор»')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Искать именно «ntktdbpjh»' })).toBeVisible();
  });
});
