// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  NotFoundExample,
  ServerErrorExample,
  popularCategories,
} from './examples/error-page.examples.js';

afterEach(cleanup);

describe('ErrorPage', () => {
  it('404: the code, the not-found message as h1, a home button and category shortcuts', async () => {
    const { container } = render(<NotFoundExample />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Această pagină nu a fost găsită',
    );
    const code = container.querySelector('[data-slot="error-page-code"]');
    expect(code).toHaveTextContent('404');
    expect(code).toHaveTextContent('Eroare 404');
    expect(screen.getByRole('link', { name: 'Mergi la pagina principală' })).toHaveAttribute(
      'href',
      '/',
    );
    const region = screen.getByRole('region', { name: 'Categorii populare' });
    const links = within(region).getAllByRole('link');
    expect(links).toHaveLength(popularCategories.length);
    expect(links[1]).toHaveAttribute('href', '/pages/catalog/gradina');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('without categories there is no categories section', () => {
    render(<NotFoundExample categories={[]} />);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('5xx: the generic message and explanation', async () => {
    const { container } = render(<ServerErrorExample />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('A apărut o eroare');
    expect(container).toHaveTextContent('Eroare 500');
    expect(container).toHaveTextContent('Încercați din nou peste câteva minute.');
    expect(container.firstElementChild).toHaveAttribute('data-status', '500');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('speaks Russian, with localised links', () => {
    render(
      <I18nProvider locale="ru">
        <NotFoundExample />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Эта страница не найдена');
    expect(screen.getByRole('link', { name: 'Перейти на главную' })).toHaveAttribute('href', '/ru');
    expect(screen.getByRole('region', { name: 'Популярные категории' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grădină' })).toHaveAttribute(
      'href',
      '/ru/pages/catalog/gradina',
    );
  });

  it('takes a custom title and description', () => {
    render(
      <ServerErrorExample status={503} title="Lucrări tehnice" description="Revenim curând." />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lucrări tehnice');
    expect(screen.getByText('Revenim curând.')).toBeInTheDocument();
  });

  it('renders on the server', () => {
    const html = renderToString(<NotFoundExample />);
    expect(html).toContain('<h1');
    expect(html).toContain('href="/pages/catalog/gradina"');
  });
});
