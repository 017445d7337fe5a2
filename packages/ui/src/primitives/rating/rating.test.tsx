// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { Rating, roundRating } from './rating.js';

const fills = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>('[data-slot="rating-star"]')].map(
    (star) => star.dataset.fill,
  );

describe('roundRating', () => {
  it('rounds to the nearest half within 0..5', () => {
    expect(roundRating(4.3)).toBe(4.5);
    expect(roundRating(4.2)).toBe(4);
    expect(roundRating(-1)).toBe(0);
    expect(roundRating(7)).toBe(5);
    expect(roundRating(Number.NaN)).toBe(0);
  });
});

describe('Rating', () => {
  afterEach(cleanup);

  it('is one image labelled with the value', () => {
    const { container } = render(<Rating value={4} />);
    expect(screen.getByRole('img', { name: 'Evaluare: 4 din 5 stele' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="rating"]')).not.toBeNull();
    expect(fills(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('fills half a star for a half', () => {
    const { container } = render(<Rating value={3.5} />);
    expect(fills(container)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    const half = container.querySelectorAll<HTMLElement>('[data-slot="rating-star"] > span')[3];
    expect(half?.style.width).toBe('50%');
    expect(screen.getByRole('img')).toHaveAccessibleName('Evaluare: 3,5 din 5 stele');
  });

  it('shows the review count with plurals, only when given', () => {
    const { rerender, container } = render(<Rating value={4} />);
    expect(container.querySelector('[data-slot="rating-count"]')).toBeNull();
    rerender(<Rating value={4} count={1} />);
    expect(screen.getByText('o recenzie')).toBeInTheDocument();
    rerender(<Rating value={4} count={3} />);
    expect(screen.getByText('3 recenzii')).toBeInTheDocument();
    rerender(<Rating value={4} count={27} />);
    expect(screen.getByText('27 de recenzii')).toBeInTheDocument();
  });

  it('translates its label and count', () => {
    render(
      <I18nProvider locale="ru">
        <Rating value={4.5} count={22} />
      </I18nProvider>,
    );
    expect(screen.getByRole('img', { name: 'Оценка: 4,5 из 5 звёзд' })).toBeInTheDocument();
    expect(screen.getByText('22 отзыва')).toBeInTheDocument();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Rating value={4.5} count={12} />
        <Rating value={0} size="sm" />
      </div>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
