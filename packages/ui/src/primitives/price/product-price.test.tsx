// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render } from '@testing-library/react';
import axe from 'axe-core';
import { formatMoney, type LocaleCode } from '@shop/core/rules';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { PRODUCT_PRICE_STATES, PRODUCT_PRICE_VIEWS } from './examples/product-price.examples.js';
import { ProductPrice } from './product-price.js';

/** toHaveTextContent collapses white space (the money formatter uses no-break spaces). */
const lei = (bani: number, locale: LocaleCode = 'ro') =>
  formatMoney(bani, locale).replace(/\s+/g, ' ');

const slot = (root: HTMLElement, name: string) =>
  root.querySelector<HTMLElement>(`[data-slot="${name}"]`);

describe('ProductPrice', () => {
  afterEach(cleanup);

  it('shows the buyer’s price alone when nothing is struck', () => {
    const { container } = render(<ProductPrice view={PRODUCT_PRICE_VIEWS.noDiscount} />);
    expect(slot(container, 'price')!.dataset.state).toBe('regular');
    expect(slot(container, 'price-current')).toHaveTextContent(lei(129900));
    expect(slot(container, 'price-old')).toBeNull();
    expect(slot(container, 'price-label')).toBeNull();
  });

  it('announces a promotion’s struck price as the old price', () => {
    const { container } = render(<ProductPrice view={PRODUCT_PRICE_VIEWS.promotion} />);
    const root = slot(container, 'price')!;
    expect(root.dataset.state).toBe('promotion');
    expect(root.dataset.reason).toBe('promotion');
    expect(slot(container, 'price-current')).toHaveTextContent(`Preț promoțional: ${lei(94900)}`);
    const old = slot(container, 'price-old')!;
    expect(old.tagName).toBe('S');
    expect(old).toHaveTextContent(`Preț vechi: ${lei(115000)}`);
    // A promotion price is not a wholesale price, even for a dealer.
    expect(slot(container, 'price-label')).toBeNull();
  });

  it.each(['dealerDiscount', 'managerWholesale', 'managerDiscount'] as const)(
    '%s: labels the wholesale price and announces the struck one as the retail price',
    (state) => {
      const view = PRODUCT_PRICE_VIEWS[state];
      const { container } = render(<ProductPrice view={view} />);
      expect(slot(container, 'price')!.dataset.state).toBe('wholesale');
      expect(slot(container, 'price-label')).toHaveTextContent('Preț angro');
      expect(slot(container, 'price-current')).toHaveTextContent(lei(view.price));
      expect(slot(container, 'price-current')).not.toHaveTextContent('Preț promoțional');
      const old = slot(container, 'price-old')!;
      expect(old).toHaveTextContent(`Preț cu amănuntul: ${lei(view.struck!)}`);
      expect(old).not.toHaveTextContent('Preț vechi');
    },
  );

  it('shows a manager’s unit: the box’s price against the box’s retail price', () => {
    const { container } = render(<ProductPrice view={PRODUCT_PRICE_VIEWS.managerDiscount} />);
    // 1 049 lei less 5 %, and 1 299 lei, six times each.
    expect(slot(container, 'price-current')).toHaveTextContent(lei(597930));
    expect(slot(container, 'price-old')).toHaveTextContent(lei(779400));
  });

  it.each([
    ['en', 'Wholesale price', 'Retail price'],
    ['ru', 'Оптовая цена', 'Розничная цена'],
  ] as const)('says it in %s', (locale, wholesale, retail) => {
    const { container } = render(
      <I18nProvider locale={locale}>
        <ProductPrice view={PRODUCT_PRICE_VIEWS.dealerDiscount} />
      </I18nProvider>,
    );
    expect(slot(container, 'price-label')).toHaveTextContent(wholesale);
    expect(slot(container, 'price-old')).toHaveTextContent(
      `${retail}: ${lei(PRODUCT_PRICE_VIEWS.dealerDiscount.struck!, locale)}`,
    );
  });

  it('has no axe violations in any state', async () => {
    const { container } = render(
      <div>
        {PRODUCT_PRICE_STATES.map((state, index) => (
          <ProductPrice
            key={state}
            view={PRODUCT_PRICE_VIEWS[state]}
            size={(['sm', 'md', 'lg'] as const)[index % 3]}
          />
        ))}
      </div>,
    );
    const results = await axe.run(container);
    expect(results.violations).toEqual([]);
  });
});
