// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { Chip, StockChip, stockState } from './chip.js';

describe('stockState', () => {
  it('is out of stock at 0 or less, low up to the threshold, in stock above', () => {
    expect(stockState(0, 5)).toBe('out_of_stock');
    expect(stockState(-2, 5)).toBe('out_of_stock');
    expect(stockState(0.5, 5)).toBe('out_of_stock');
    expect(stockState(Number.NaN, 5)).toBe('out_of_stock');
    expect(stockState(1, 5)).toBe('low');
    expect(stockState(5, 5)).toBe('low');
    expect(stockState(6, 5)).toBe('in_stock');
    expect(stockState(3, 0)).toBe('in_stock');
  });
});

describe('StockChip', () => {
  afterEach(cleanup);

  it('says in stock, with the success colour', () => {
    render(<StockChip stock={24} />);
    const chip = screen.getByText('În stoc');
    expect(chip.dataset.slot).toBe('chip');
    expect(chip.dataset.state).toBe('in_stock');
    expect(chip.dataset.variant).toBe('success');
  });

  it('says only N left with the Romanian plural', () => {
    const { rerender } = render(<StockChip stock={1} />);
    expect(screen.getByText('A rămas doar 1 bucată')).toHaveAttribute('data-variant', 'warning');
    rerender(<StockChip stock={3} />);
    expect(screen.getByText('Au rămas doar 3 bucăți')).toBeInTheDocument();
    rerender(<StockChip stock={25} lowStockThreshold={30} />);
    expect(screen.getByText('Au rămas doar 25 de bucăți')).toBeInTheDocument();
  });

  it('says out of stock', () => {
    render(<StockChip stock={0} />);
    expect(screen.getByText('Stoc epuizat')).toHaveAttribute('data-variant', 'danger');
  });

  it('translates, with Russian plural forms', () => {
    render(
      <I18nProvider locale="ru">
        <StockChip stock={1} />
        <StockChip stock={3} />
        <StockChip stock={5} />
      </I18nProvider>,
    );
    expect(screen.getByText('Осталась всего 1 штука')).toBeInTheDocument();
    expect(screen.getByText('Осталось всего 3 штуки')).toBeInTheDocument();
    expect(screen.getByText('Осталось всего 5 штук')).toBeInTheDocument();
  });
});

describe('Chip', () => {
  afterEach(cleanup);

  it('is neutral by default and hides its dot from assistive technology', () => {
    const { container } = render(<Chip dot>Nou</Chip>);
    const chip = screen.getByText('Nou');
    expect(chip.dataset.variant).toBe('neutral');
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <StockChip stock={24} />
        <StockChip stock={2} size="sm" />
        <StockChip stock={0} />
        <Chip variant="danger">-20%</Chip>
      </div>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
