// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { EmptySearch } from './empty-search.js';
import {
  EmptySearchExample,
  EmptySearchWithCategoriesExample,
  popularCategories,
} from './examples/empty-search.examples.js';

afterEach(cleanup);

describe('EmptySearch', () => {
  it('says what found nothing, gives hints and a home button', async () => {
    const { container } = render(<EmptySearchExample />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Nu am găsit nimic pentru „bormasina cu acumulator 48V”',
    );
    const hints = screen.getByRole('list', { name: 'Încercați așa:' });
    expect(within(hints).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Mergi la pagina principală' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[data-slot="empty-state"]')).toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('offers popular categories one level under the title', async () => {
    const { container } = render(<EmptySearchWithCategoriesExample />);
    const region = screen.getByRole('region', { name: 'Categorii populare' });
    expect(within(region).getByRole('heading', { level: 3 })).toBeInTheDocument();
    expect(within(region).getAllByRole('link')).toHaveLength(popularCategories.length);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('takes a deeper heading level', () => {
    render(<EmptySearchWithCategoriesExample headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('Nu am găsit nimic');
    expect(screen.getByRole('heading', { level: 4 })).toHaveTextContent('Categorii populare');
  });

  it('says a plain "nothing found" for an empty or blank query', () => {
    render(<EmptySearch text="   " />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(/^Nu am găsit nimic$/);
  });

  it('speaks Russian', () => {
    render(
      <I18nProvider locale="ru">
        <EmptySearchWithCategoriesExample text="дрель" />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'По запросу «дрель» ничего не найдено',
    );
    expect(screen.getByRole('list', { name: 'Попробуйте так:' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Перейти на главную' })).toHaveAttribute('href', '/ru');
  });

  it('escapes the query and renders on the server', () => {
    const html = renderToString(<EmptySearch text="<b>x</b>" />);
    expect(html).not.toContain('<b>x</b>');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});
