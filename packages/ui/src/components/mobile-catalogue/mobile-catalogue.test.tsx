// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  accessoriesLevel,
  catalogueCategories,
  MobileCatalogueExample,
  toolsLevel,
} from './examples/mobile-catalogue.examples.js';
import { MobileCatalogue } from './mobile-catalogue.js';

// jsdom cannot navigate: keep link clicks, drop the navigation.
const stay = (event: MouseEvent) => event.preventDefault();
beforeEach(() => document.addEventListener('click', stay));
afterEach(() => {
  document.removeEventListener('click', stay);
  cleanup();
});

const panel = () => screen.getByRole('dialog', { name: 'Catalog' });
const heading = () => within(panel()).getByRole('heading', { level: 3 });

describe('MobileCatalogue', () => {
  it('opens on the top categories, in a panel named Catalog', async () => {
    render(<MobileCatalogueExample />);
    expect(panel()).toHaveAttribute('data-side', 'left');
    expect(heading()).toHaveTextContent('Categorii');
    expect(within(panel()).getByRole('button', { name: 'Scule electrice' })).toBeVisible();
    expect(within(panel()).getByRole('searchbox', { name: 'Caută în catalog' })).toBeVisible();
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);
  }, 20_000);

  it('drills down three levels and back, moving focus to each level’s heading', async () => {
    const user = userEvent.setup();
    render(<MobileCatalogueExample />);

    await user.click(screen.getByRole('button', { name: 'Scule electrice' }));
    expect(heading()).toHaveTextContent('Scule electrice');
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Înapoi la categorii' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Toate din Scule electrice' })).toHaveAttribute(
      'href',
      '/pages/catalog/scule-electrice',
    );
    // A subcategory without children is a link; one with children drills further.
    expect(screen.getByRole('link', { name: 'Polizoare unghiulare' })).toHaveAttribute(
      'href',
      '/pages/catalog/polizoare-unghiulare',
    );

    await user.click(screen.getByRole('button', { name: 'Bormașini' }));
    expect(heading()).toHaveTextContent('Bormașini');
    expect(heading()).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Toate din Bormașini' })).toHaveAttribute(
      'href',
      '/pages/catalog/bormasini',
    );
    expect(screen.getByRole('link', { name: 'Bormașini cu fir' })).toHaveAttribute(
      'href',
      '/pages/catalog/bormasini-cu-fir',
    );
    const results = await axe.run(document.body);
    expect(results.violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Înapoi la Scule electrice' }));
    expect(heading()).toHaveTextContent('Scule electrice');
    expect(heading()).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Înapoi la categorii' }));
    expect(heading()).toHaveTextContent('Categorii');
    expect(heading()).toHaveFocus();
  }, 20_000);

  it('drills with the keyboard', async () => {
    const user = userEvent.setup();
    render(<MobileCatalogueExample />);
    screen.getByRole('button', { name: 'Grădină' }).focus();
    await user.keyboard('{Enter}');
    expect(heading()).toHaveTextContent('Grădină');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Toate din Grădină' })).toHaveFocus();
  });

  it('searches all three levels without diacritics, with each result’s path', async () => {
    const user = userEvent.setup();
    render(<MobileCatalogueExample />);
    const search = screen.getByRole('searchbox', { name: 'Caută în catalog' });
    await user.type(search, 'bormasini');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('4 categorii găsite');
    const found = within(panel()).getAllByRole('link');
    expect(found).toHaveLength(4);
    expect(found[0]).toHaveAccessibleName('Bormașini Scule electrice');
    expect(found[1]).toHaveAccessibleName('Bormașini cu acumulator Scule electrice › Bormașini');
    expect(found[1]).toHaveAttribute('href', '/pages/catalog/bormasini-cu-acumulator');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();

    await user.clear(search);
    await user.type(search, 'trotinete');
    expect(status).toHaveTextContent('Nicio categorie nu corespunde căutării „trotinete”');
    expect(within(panel()).queryAllByRole('link')).toHaveLength(0);

    await user.clear(search);
    expect(status).toHaveTextContent('');
    expect(heading()).toHaveTextContent('Categorii');
  });

  it('closes when a link is followed', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(<MobileCatalogueExample defaultLevel={toolsLevel} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('link', { name: 'Polizoare unghiulare' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes when the route changes, not on a re-render with the same route', () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <MobileCatalogue
        categories={catalogueCategories}
        open
        onOpenChange={onOpenChange}
        pathname="/"
      />,
    );
    rerender(
      <MobileCatalogue
        categories={catalogueCategories}
        open
        onOpenChange={onOpenChange}
        pathname="/"
      />,
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    rerender(
      <MobileCatalogue
        categories={catalogueCategories}
        open
        onOpenChange={onOpenChange}
        pathname="/pages/catalog/gradina"
      />,
    );
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
  });

  it('starts afresh at each opening', async () => {
    const user = userEvent.setup();
    render(<MobileCatalogueExample defaultOpen={false} />);
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    await user.click(screen.getByRole('button', { name: 'Vopsele' }));
    expect(heading()).toHaveTextContent('Vopsele');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Catalog' }));
    expect(heading()).toHaveTextContent('Categorii');
  });

  it('can open at a given level', () => {
    render(<MobileCatalogueExample defaultLevel={accessoriesLevel} />);
    expect(heading()).toHaveTextContent('Accesorii pentru scule');
    expect(within(panel()).getAllByRole('link')).toHaveLength(7);
  });

  it('shows an empty state without categories', () => {
    render(<MobileCatalogueExample categories={[]} />);
    expect(screen.getByRole('heading', { name: 'Catalogul este gol deocamdată' })).toBeVisible();
  });

  it('renders on the server', () => {
    expect(() =>
      renderToString(
        <MobileCatalogue categories={catalogueCategories} open={false} onOpenChange={() => {}} />,
      ),
    ).not.toThrow();
  });

  it('speaks Russian', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider locale="ru">
        <MobileCatalogueExample defaultLevel={toolsLevel} />
      </I18nProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Каталог' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Все в разделе «Scule electrice»' })).toHaveAttribute(
      'href',
      '/ru/pages/catalog/scule-electrice',
    );
    await user.click(screen.getByRole('button', { name: 'Bormașini' }));
    expect(screen.getByRole('button', { name: 'Назад: Scule electrice' })).toBeVisible();
    await user.type(screen.getByRole('searchbox', { name: 'Поиск по каталогу' }), 'scule');
    expect(screen.getByRole('status')).toHaveTextContent('Найдено 4 категории');
  });
});
