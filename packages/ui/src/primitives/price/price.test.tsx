// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { formatMoney } from '@shop/core/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { Price } from './price.js';

/** toHaveTextContent collapses white space (the money formatter uses no-break spaces). */
const lei = (bani: number, locale: 'ro' | 'ru' = 'ro') =>
  formatMoney(bani, locale).replace(/\s+/g, ' ');

const slot = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLElement>(`[data-slot="${name}"]`);

describe('Price', () => {
  afterEach(cleanup);

  it('shows a regular price through core money formatting', () => {
    const { container } = render(<Price price={129900} />);
    const root = slot(container, 'price')!;
    expect(root.dataset.state).toBe('regular');
    expect(root).toHaveTextContent(lei(129900));
    expect(slot(container, 'price-old')).toBeNull();
  });

  it('shows a promotion: new price emphasised, old struck through and labelled', () => {
    const { container } = render(<Price price={129900} promotionPrice={99900} />);
    expect(slot(container, 'price')!.dataset.state).toBe('promotion');
    expect(slot(container, 'price-current')).toHaveTextContent(`Preț promoțional: ${lei(99900)}`);
    const old = slot(container, 'price-old')!;
    expect(old.tagName).toBe('S');
    expect(old).toHaveTextContent(`Preț vechi: ${lei(129900)}`);
  });

  it.each([null, 0, undefined])('treats promotionPrice %s as no promotion (SPEC §3)', (value) => {
    const { container } = render(<Price price={5000} promotionPrice={value} />);
    expect(slot(container, 'price')!.dataset.state).toBe('regular');
    expect(slot(container, 'price-old')).toBeNull();
  });

  it('labels a wholesale price', () => {
    const { container } = render(<Price price={104900} wholesale />);
    expect(slot(container, 'price')!.dataset.state).toBe('wholesale');
    expect(slot(container, 'price-label')).toHaveTextContent('Preț angro');
  });

  it('translates labels and money', () => {
    const { container } = render(
      <I18nProvider locale="ru">
        <Price price={129950} promotionPrice={99900} wholesale />
      </I18nProvider>,
    );
    expect(slot(container, 'price-label')).toHaveTextContent('Оптовая цена');
    expect(slot(container, 'price-old')).toHaveTextContent(lei(129950, 'ru'));
  });

  it('has no axe violations', async () => {
    const { container } = render(
      <div>
        <Price price={129900} />
        <Price price={129900} promotionPrice={99900} size="lg" />
        <Price price={104900} wholesale size="sm" />
      </div>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
