// @vitest-environment jsdom
import { PICKUP_HOLD_DAYS } from '@shop/core/rules';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { useState, type ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import {
  RUSSIAN_SHOPS,
  RUSSIAN_SHOP_STOCK_PRODUCT,
  RUSSIAN_SHOP_STOCK_UNIT,
  SHOPS_MIXED,
  SHOPS_OUT_OF_STOCK,
  SHOP_STOCK_PRODUCT,
  SHOP_STOCK_UNIT,
  ShopStockOpenButton,
  shopsWithStock,
} from './examples/shop-stock-modal.examples.js';
import { ShopStockModal } from './shop-stock-modal.js';

afterEach(cleanup);

type Props = Partial<ComponentProps<typeof ShopStockModal>>;

/** The modal open, with the sample drill and shops unless told otherwise. */
function renderModal(props: Props = {}, locale?: 'ro' | 'en' | 'ru') {
  const modal = (
    <ShopStockModal
      productName={SHOP_STOCK_PRODUCT}
      unit={SHOP_STOCK_UNIT}
      shops={SHOPS_MIXED}
      defaultOpen
      {...props}
    />
  );
  return render(locale ? <I18nProvider locale={locale}>{modal}</I18nProvider> : modal);
}

const dialog = (name = 'Stoc în magazine') => screen.getByRole('dialog', { name });
const rows = () => within(dialog()).getAllByRole('listitem');
const summary = () => within(dialog()).getByRole('status');

describe('ShopStockModal', () => {
  it.each<[string, Props]>([
    ['default', {}],
    ['loading', { shops: null }],
    ['error', { shops: null, error: true, onRetry: () => undefined }],
    ['no shops', { shops: [] }],
    ['all out of stock', { shops: SHOPS_OUT_OF_STOCK }],
  ])('has no axe violations: %s', async (_name, props) => {
    renderModal(props);
    await screen.findByRole('dialog');
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('is named by its title and described by the product', () => {
    renderModal();
    expect(dialog()).toHaveAccessibleDescription(`${SHOP_STOCK_PRODUCT} în magazinele noastre`);
  });

  it('lists the shops that have the product first, then the others, each in the given order', () => {
    renderModal();
    const list = within(dialog()).getByRole('list', { name: 'Magazinele și stocul lor' });
    expect(list).toHaveAccessibleDescription('Disponibil în 4 magazine din 6');
    expect(rows().map((row) => within(row).getByRole('heading', { level: 3 }).textContent)).toEqual(
      // Named by the shop, not the town: Chișinău has two.
      [
        'CasaPlus Centru',
        'CasaPlus Bălți',
        'CasaPlus Orhei',
        'CasaPlus Comrat',
        'CasaPlus Botanica',
        'CasaPlus Cahul',
      ],
    );
    expect(rows()[0]).toHaveTextContent('bd. Ștefan cel Mare și Sfânt 128, Chișinău');
    expect(rows()[4]).toHaveTextContent('bd. Dacia 47, Chișinău');
  });

  it('each shop’s stock: in stock, only N at or below the threshold, out of stock', () => {
    renderModal();
    const stock = rows().map((row) => [
      row.getAttribute('data-state'),
      row.querySelector('[data-slot="shop-stock-modal-stock"]')?.textContent,
      row.querySelector('[data-slot="shop-stock-modal-stock"]')?.getAttribute('data-variant'),
    ]);
    expect(stock).toEqual([
      ['in_stock', 'În stoc: 14 buc', 'success'],
      ['low', 'Doar 2 buc', 'warning'],
      ['in_stock', 'În stoc: 25 buc', 'success'],
      ['low', 'Doar 5 buc', 'warning'],
      ['out_of_stock', 'Stoc epuizat', 'danger'],
      ['out_of_stock', 'Stoc epuizat', 'danger'],
    ]);
  });

  it('a lower threshold makes 5 plain stock; without a unit the numbers stand alone', () => {
    renderModal({ lowStockThreshold: 2, unit: null });
    const texts = rows().map(
      (row) => row.querySelector('[data-slot="shop-stock-modal-stock"]')?.textContent,
    );
    expect(texts.slice(0, 4)).toEqual(['În stoc: 14', 'Doar 2', 'În stoc: 25', 'În stoc: 5']);
  });

  it('phones are tel: links of the number’s digits, named for calling; hours when given', () => {
    renderModal();
    const links = within(dialog()).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:+37322000102',
      'tel:+37323100104',
      'tel:+37323500106',
      'tel:+37329800107',
      'tel:+37322000101',
    ]);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^tel:\+\d+$/);
    expect(links[0]).toHaveAccessibleName('Sunați la +373 22 000 102');
    expect(links[0]).toHaveTextContent('+373 22 000 102');
    // Cahul has no phone, Comrat no hours.
    const cahul = rows()[5] as HTMLElement;
    expect(within(cahul).queryByRole('link')).toBeNull();
    expect(rows()[0]).toHaveTextContent('Program: Luni–Vineri: 09:00–20:00');
    expect(rows()[3]).not.toHaveTextContent('Program');
  });

  it('the note says how long a pickup order waits, from core’s PICKUP_HOLD_DAYS', () => {
    renderModal();
    const note = dialog().querySelector('[data-slot="shop-stock-modal-note"]');
    expect(PICKUP_HOLD_DAYS).toBe(3);
    expect(note).toHaveTextContent(
      'Stocul se actualizează la fiecare comandă; comanda cu ridicare din magazin se păstrează 3 zile.',
    );
  });

  it('loading: a busy list of skeleton rows, read as “Se încarcă…”, the note under it', () => {
    renderModal({ shops: null });
    const busy = dialog().querySelector('[aria-busy="true"]');
    expect(busy).toHaveTextContent('Se încarcă…');
    expect(busy?.querySelectorAll('[data-slot="shop-stock-modal-skeleton"]')).toHaveLength(3);
    expect(within(dialog()).queryByRole('listitem')).toBeNull();
    expect(summary().textContent).toBe('');
    expect(dialog().querySelector('[data-slot="shop-stock-modal"]')).toHaveAttribute(
      'data-state',
      'loading',
    );
  });

  it('the same live region says the summary once the stock arrives, or that no shop gives pickup', () => {
    const { rerender } = renderModal({ shops: null });
    const status = summary();
    rerender(<ShopStockModal productName={SHOP_STOCK_PRODUCT} shops={SHOPS_MIXED} defaultOpen />);
    expect(summary()).toBe(status);
    expect(status).toHaveTextContent('Disponibil în 4 magazine din 6');
    rerender(<ShopStockModal productName={SHOP_STOCK_PRODUCT} shops={[]} defaultOpen />);
    expect(summary()).toBe(status);
    expect(status).toHaveTextContent('Produsul nu poate fi ridicat din magazine momentan.');
  });

  it('error: an alert and “try again”, which calls onRetry; no list, no note', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderModal({ shops: null, error: true, onRetry });
    expect(within(dialog()).getByRole('alert')).toHaveTextContent(
      'Nu am putut afla stocul din magazine. Verificați conexiunea și încercați din nou.',
    );
    expect(within(dialog()).queryByRole('list')).toBeNull();
    expect(dialog().querySelector('[aria-busy]')).toBeNull();
    expect(dialog().querySelector('[data-slot="shop-stock-modal-note"]')).toBeNull();
    await user.click(within(dialog()).getByRole('button', { name: 'Încearcă din nou' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('error wins over shops; without onRetry there is no button', () => {
    renderModal({ error: true });
    expect(within(dialog()).getByRole('alert')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('list')).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Încearcă din nou' })).toBeNull();
  });

  it('no pickup shop: one sentence, no list and no note', () => {
    renderModal({ shops: [] });
    expect(summary()).toHaveTextContent('Produsul nu poate fi ridicat din magazine momentan.');
    expect(within(dialog()).queryByRole('list')).toBeNull();
    expect(dialog().querySelector('[data-slot="shop-stock-modal-note"]')).toBeNull();
  });

  it('no shop has the product: the summary says so, every shop out of stock', () => {
    renderModal({ shops: SHOPS_OUT_OF_STOCK });
    expect(summary()).toHaveTextContent('Momentan nu este în stoc în niciun magazin');
    expect(within(dialog()).getAllByText('Stoc epuizat')).toHaveLength(6);
    // All out of stock: the given order stays.
    expect(rows().map((row) => within(row).getByRole('heading').textContent)).toEqual([
      'CasaPlus Botanica',
      'CasaPlus Centru',
      'CasaPlus Bălți',
      'CasaPlus Cahul',
      'CasaPlus Orhei',
      'CasaPlus Comrat',
    ]);
  });

  it.each<[number[], string]>([
    [[3, 0, 0, 0, 0, 0], 'Disponibil într-un magazin din 6'],
    [[3, 1, 0, 0, 0, 0], 'Disponibil în 2 magazine din 6'],
    [[...Array<number>(20).fill(4), 0, 0, 0, 0, 0], 'Disponibil în 20 de magazine din 25'],
    [[...Array<number>(21).fill(4)], 'Disponibil în 21 de magazine din 21'],
  ])('the summary in Romanian: %j → %s', (amounts, text) => {
    renderModal({ shops: shopsWithStock(amounts) });
    expect(summary()).toHaveTextContent(text);
  });

  it.each<[number[], string]>([
    [[3, 0, 0], 'Available in 1 shop out of 3'],
    [[3, 1, 0], 'Available in 2 shops out of 3'],
  ])('the summary in English: %j → %s', (amounts, text) => {
    renderModal({ shops: shopsWithStock(amounts) }, 'en');
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it.each<[number[], string]>([
    [[3, 0, 0], 'В наличии в 1 магазине из 3'],
    [[3, 1, 2, 0], 'В наличии в 3 магазинах из 4'],
    [[...Array<number>(5).fill(4), 0], 'В наличии в 5 магазинах из 6'],
    [[...Array<number>(21).fill(4), 0], 'В наличии в 21 магазине из 22'],
  ])('the summary in Russian (Intl plural rules): %j → %s', (amounts, text) => {
    renderModal({ shops: shopsWithStock(amounts) }, 'ru');
    expect(screen.getByRole('status')).toHaveTextContent(text);
  });

  it('in Russian: the labels from the catalogue, the shops as given', () => {
    renderModal(
      {
        productName: RUSSIAN_SHOP_STOCK_PRODUCT,
        unit: RUSSIAN_SHOP_STOCK_UNIT,
        shops: RUSSIAN_SHOPS,
      },
      'ru',
    );
    const russian = dialog('Наличие в магазинах');
    expect(russian).toHaveAccessibleDescription(`${RUSSIAN_SHOP_STOCK_PRODUCT} в наших магазинах`);
    const items = within(russian).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('В наличии: 14 шт.');
    expect(items[1]).toHaveTextContent('Осталось всего 2 шт.');
    expect(items[5]).toHaveTextContent('Нет в наличии');
    expect(russian.querySelector('[data-slot="shop-stock-modal-note"]')).toHaveTextContent(
      'заказ с самовывозом хранится в магазине 3 дня.',
    );
  });

  it('by keyboard: opened from its button, Escape closes and focus goes back', async () => {
    const user = userEvent.setup();
    function WithButton() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <ShopStockOpenButton onClick={() => setOpen(true)} />
          <ShopStockModal
            productName={SHOP_STOCK_PRODUCT}
            shops={SHOPS_MIXED}
            open={open}
            onOpenChange={setOpen}
          />
        </>
      );
    }
    render(<WithButton />);
    const opener = screen.getByRole('button', { name: 'Vezi stocul în magazine' });
    await user.click(opener);
    await waitFor(() => expect(dialog()).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
