// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDate, I18nProvider } from '../../i18n/index.js';
import {
  MULTILINGUAL_PRODUCT,
  ONE_REVIEW_PRODUCT,
  POPULAR_PRODUCT,
  REVIEWED_PRODUCT,
  UNREVIEWED_PRODUCT,
  ProductReviewsExample,
} from './examples/product-reviews.examples.js';
import { ProductReviews, averageGrade, ratingBars } from './product-reviews.js';

afterEach(cleanup);

const reviewItems = () =>
  within(screen.getByRole('list', { name: /Recenziile/ })).getAllByRole('listitem');
const bars = (name = 'Distribuția notelor') =>
  within(screen.getByRole('list', { name })).getAllByRole('listitem');

describe('ProductReviews', () => {
  it('is the #reviews section with the average, stars and count', () => {
    render(<ProductReviewsExample />);
    const section = screen.getByRole('region', { name: 'Recenzii' });
    expect(section).toHaveAttribute('id', 'reviews');
    expect(section.querySelector('[data-slot="product-reviews-overview"]')).toHaveTextContent(
      /^4,4/,
    );
    expect(screen.getAllByRole('img', { name: 'Evaluare: 4,4 din 5 stele' })).toHaveLength(1);
    expect(screen.getByText('7 recenzii')).toBeInTheDocument();
  });

  it('draws a bar per grade from 5 to 1, each said in words', () => {
    render(<ProductReviewsExample />);
    expect(bars().map((bar) => bar.querySelector('.shop\\:sr-only')?.textContent)).toEqual([
      '5 stele: 4 recenzii',
      '4 stele: 2 recenzii',
      '3 stele: o recenzie',
      '2 stele: 0 recenzii',
      '1 stea: 0 recenzii',
    ]);
    const fills = bars().map(
      (bar) => bar.querySelector<HTMLElement>('[data-slot="rating-bar"] span span')?.style.width,
    );
    expect(fills[0]).toBe(`${String((4 / 7) * 100)}%`);
    expect(fills[4]).toBe('0%');
  });

  it('lists the first 5 reviews with initial, name, date, grade and text', () => {
    render(<ProductReviewsExample />);
    expect(reviewItems()).toHaveLength(5);
    const first = reviewItems()[0]!;
    const review = REVIEWED_PRODUCT.reviews[0]!;
    expect(first).toHaveTextContent(/^I/);
    expect(within(first).getByText('Ion Popescu')).toBeInTheDocument();
    const time = first.querySelector('time');
    expect(time).toHaveAttribute('dateTime', review.date);
    expect(time).toHaveTextContent(formatDate(review.date, 'ro', 'long'));
    expect(within(first).getByRole('img', { name: 'Evaluare: 5 din 5 stele' })).toBeInTheDocument();
    expect(first).toHaveTextContent(review.text);
    // A Cyrillic name gets its Cyrillic initial.
    expect(reviewItems()[1]).toHaveTextContent(/^М/);
  });

  it('shows all reviews with show all, and fewer again', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(<ProductReviewsExample onExpandedChange={onExpandedChange} />);
    const all = screen.getByRole('button', { name: 'Arată toate recenziile' });
    expect(all).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(all.getAttribute('aria-controls') ?? '')).toBe(
      screen.getByRole('list', { name: 'Recenziile cumpărătorilor' }),
    );
    await user.click(all);
    expect(reviewItems()).toHaveLength(7);
    const fewer = screen.getByRole('button', { name: 'Arată mai puține recenzii' });
    expect(fewer).toHaveAttribute('aria-expanded', 'true');
    expect(fewer).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(reviewItems()).toHaveLength(5);
    expect(onExpandedChange.mock.calls).toEqual([[true], [false]]);
  });

  it('asks for a review with the write button', async () => {
    const user = userEvent.setup();
    const onCreateReview = vi.fn();
    render(<ProductReviewsExample onCreateReview={onCreateReview} />);
    await user.click(screen.getByRole('button', { name: 'Scrie o recenzie' }));
    expect(onCreateReview).toHaveBeenCalledTimes(1);
  });

  it('has no write button without a handler', () => {
    render(<ProductReviews product={REVIEWED_PRODUCT} />);
    expect(screen.queryByRole('button', { name: 'Scrie o recenzie' })).toBeNull();
  });

  it('shows the empty state, inviting the first review', async () => {
    const user = userEvent.setup();
    const onCreateReview = vi.fn();
    render(<ProductReviewsExample product={UNREVIEWED_PRODUCT} onCreateReview={onCreateReview} />);
    const section = screen.getByRole('region', { name: 'Recenzii' });
    expect(section).toHaveAttribute('data-state', 'empty');
    expect(
      screen.getByRole('heading', { level: 3, name: 'Încă nu există recenzii' }),
    ).toBeVisible();
    expect(
      screen.getByText('Fiți primul care scrie o recenzie despre acest produs.'),
    ).toBeVisible();
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Scrie o recenzie' }));
    expect(onCreateReview).toHaveBeenCalledTimes(1);
  });

  it('says one review in the singular, with no show all', () => {
    render(<ProductReviewsExample product={ONE_REVIEW_PRODUCT} />);
    expect(screen.getByText('o recenzie')).toBeInTheDocument();
    expect(reviewItems()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Arată/ })).toBeNull();
  });

  it('counts all reviews, not only those sent, and averages the bars without a rating', () => {
    render(<ProductReviewsExample product={POPULAR_PRODUCT} />);
    expect(screen.getByText('128 de recenzii')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Evaluare: 4,4 din 5 stele' })).toBeInTheDocument();
    expect(bars()[0]?.querySelector('.shop\\:sr-only')).toHaveTextContent(
      '5 stele: 81 de recenzii',
    );
  });

  it('speaks Russian, with Russian plurals and dates', () => {
    render(
      <I18nProvider locale="ru">
        <ProductReviewsExample id="otzyvy" />
      </I18nProvider>,
    );
    expect(screen.getByRole('region', { name: 'Отзывы' })).toHaveAttribute('id', 'otzyvy');
    expect(screen.getByText('7 отзывов')).toBeInTheDocument();
    expect(
      bars('Распределение оценок').map((bar) => bar.querySelector('.shop\\:sr-only')?.textContent),
    ).toEqual([
      '5 звёзд: 4 отзыва',
      '4 звезды: 2 отзыва',
      '3 звезды: 1 отзыв',
      '2 звезды: 0 отзывов',
      '1 звезда: 0 отзывов',
    ]);
    expect(screen.getByRole('button', { name: 'Написать отзыв' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Показать все отзывы' })).toBeInTheDocument();
    expect(document.querySelector('time')).toHaveTextContent(
      formatDate(REVIEWED_PRODUCT.reviews[0]!.date, 'ru', 'long'),
    );
  });

  it('marks a review written in another language than the page’s with its lang', () => {
    const langs = (list = /Recenziile/) =>
      within(screen.getByRole('list', { name: list }))
        .getAllByRole('listitem')
        .map((item) => {
          const text = [...item.querySelectorAll('p')].at(-1);
          return text?.getAttribute('lang') ?? null;
        });
    render(<ProductReviewsExample product={MULTILINGUAL_PRODUCT} />);
    expect(langs()).toEqual([null, 'ru', null]);
    cleanup();
    render(
      <I18nProvider locale="ru">
        <ProductReviewsExample product={MULTILINGUAL_PRODUCT} />
      </I18nProvider>,
    );
    expect(langs(/Отзывы покупателей/)).toEqual(['ro', null, null]);
  });

  it('renders on the server', () => {
    const html = renderToString(<ProductReviewsExample />);
    expect(html).toContain('id="reviews"');
    expect(html).toContain('Ion Popescu');
  });

  it('has no axe violations, with reviews and empty', async () => {
    for (const product of [REVIEWED_PRODUCT, UNREVIEWED_PRODUCT]) {
      const { container, unmount } = render(<ProductReviewsExample product={product} />);
      const results = await axe.run(container);
      expect(results.violations).toEqual([]);
      unmount();
    }
  });
});

describe('rating helpers', () => {
  it('reads five bars, best first, adding repeats and filling gaps', () => {
    expect(
      ratingBars([
        { grade: 3, count: 2 },
        { grade: 5, count: 1 },
        { grade: 3, count: 1 },
      ]),
    ).toEqual([
      { grade: 5, count: 1 },
      { grade: 4, count: 0 },
      { grade: 3, count: 3 },
      { grade: 2, count: 0 },
      { grade: 1, count: 0 },
    ]);
  });

  it('prefers the server’s rating, else averages the bars, else has none', () => {
    expect(averageGrade(4.26, [])).toBe(4.3);
    expect(
      averageGrade(null, [
        { grade: 5, count: 1 },
        { grade: 2, count: 1 },
      ]),
    ).toBe(3.5);
    expect(averageGrade(null, [])).toBeNull();
  });
});
