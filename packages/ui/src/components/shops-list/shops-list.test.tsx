// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { SAMPLE_SHOPS, SAMPLE_SHOPS_RU } from './examples/shops-list.examples.js';
import { ShopsList } from './shops-list.js';

afterEach(cleanup);

describe('ShopsList', () => {
  it('draws a card per shop: picture, opening day, name linking to its page, address, text, phones', async () => {
    const { container } = render(<ShopsList shops={SAMPLE_SHOPS} />);
    expect((await axe.run(container)).violations).toEqual([]);
    const list = screen.getByRole('list', { name: 'Magazine' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(6);
    const balti = cards[2]!;
    expect(within(balti).getByRole('heading', { name: 'CasaPlus Bălți' })).toBeVisible();
    expect(within(balti).getByRole('link', { name: 'CasaPlus Bălți' })).toHaveAttribute(
      'href',
      '/pages/shops/balti',
    );
    expect(within(balti).getByText('str. Independenței 1, Bălți')).toBeVisible();
    // The day from the API, written long in Chișinău's calendar.
    const day = within(balti).getByText('Deschis din 10 octombrie 2026');
    expect(day.tagName).toBe('TIME');
    expect(day).toHaveAttribute('datetime', '2026-10-10');
    expect(within(balti).getByText(/Comenzile online pot fi ridicate aici/)).toBeVisible();
    expect(balti.querySelector('img')).toHaveAttribute('src', SAMPLE_SHOPS[2]!.image);
  });

  it('makes every phone number a tel: link named by its action', () => {
    render(<ShopsList shops={SAMPLE_SHOPS} />);
    const centre = screen.getAllByRole('article')[0]!;
    const phones = within(centre).getByRole('list', { name: 'Telefoane' });
    const links = within(phones).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      'tel:+37322000101',
      'tel:+37369000101',
    ]);
    expect(links[0]).toHaveAccessibleName('Sunați la +373 22 000 101');
    expect(links[0]).toHaveTextContent('+373 22 000 101');
  });

  it('leaves out what a shop lacks: no date, no phones, no picture', () => {
    render(<ShopsList shops={SAMPLE_SHOPS} />);
    const [, , , , orhei, service] = screen.getAllByRole('article');
    expect(orhei!.querySelector('time')).toBeNull();
    expect(within(orhei!).queryByRole('list')).toBeNull();
    expect(service!.querySelector('img')).toBeNull();
    expect(within(service!).getByRole('link', { name: 'Sunați la +373 22 000 108' })).toBeVisible();
  });

  it('loads the first row of pictures at once and the rest lazily', () => {
    render(<ShopsList shops={SAMPLE_SHOPS} eagerImages={2} />);
    const loading = Array.from(document.querySelectorAll('img'), (image) =>
      image.getAttribute('loading'),
    );
    expect(loading).toEqual(['eager', 'eager', 'lazy', 'lazy', 'lazy']);
  });

  it('speaks Russian: labels and the date', () => {
    render(
      <I18nProvider locale="ru">
        <ShopsList shops={SAMPLE_SHOPS_RU} />
      </I18nProvider>,
    );
    expect(screen.getByRole('list', { name: 'Магазины' })).toBeVisible();
    expect(screen.getByText('Открыт с 10 октября 2026 г.')).toBeVisible();
    expect(screen.getAllByRole('link', { name: /^Позвонить по номеру/ })[0]).toHaveAttribute(
      'href',
      'tel:+37322000101',
    );
  });

  it('says when there is no shop', async () => {
    const { container } = render(<ShopsList shops={[]} />);
    expect(
      screen.getByText('Deocamdată nu avem magazine de arătat. Reveniți în curând.'),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
