// @vitest-environment jsdom
import type { LocaleCode } from '@shop/core/rules';
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, useLocale, useT } from './i18n-provider.js';
import type { Translator } from './translate.js';

afterEach(cleanup);

const seen: Translator[] = [];

function CartSummary({ count }: { count: number }) {
  const { t, money, locale, fieldError } = useT();
  seen.push(useT());
  return (
    <section aria-label={t('cart.title')} lang={locale}>
      <p data-testid="items">{t('cart.items', { count })}</p>
      <p data-testid="left">{t('delivery.freeLeft', { amount: { bani: 150_00 } })}</p>
      <p data-testid="money">{money(1_234_50)}</p>
      <p data-testid="error">{fieldError({ key: 'sameAs' })}</p>
      <button type="button">{t('common.close')}</button>
    </section>
  );
}

function LocaleName() {
  return <span data-testid="locale">{useLocale()}</span>;
}

const plain = (text: string | null): string => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

function view(locale: LocaleCode, count = 21) {
  return (
    <I18nProvider locale={locale}>
      <CartSummary count={count} />
      <LocaleName />
    </I18nProvider>
  );
}

describe('I18nProvider and useT', () => {
  it('renders texts in the provided language', () => {
    render(view('ru'));
    expect(screen.getByTestId('items')).toHaveTextContent('21 товар');
    expect(plain(screen.getByTestId('left').textContent)).toBe(
      'До бесплатной доставки осталось 150 лей',
    );
    expect(plain(screen.getByTestId('money').textContent)).toBe('1 234,50 лей');
    expect(screen.getByTestId('error')).toHaveTextContent('Пароли должны совпадать');
    expect(screen.getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Корзина' })).toHaveAttribute('lang', 'ru');
    expect(screen.getByTestId('locale')).toHaveTextContent('ru');
  });

  it('re-renders in the new language when the locale changes', () => {
    const { rerender } = render(view('ro'));
    expect(screen.getByTestId('items')).toHaveTextContent('21 de produse');
    expect(screen.getByRole('button', { name: 'Închide' })).toBeInTheDocument();

    rerender(view('en'));
    expect(screen.getByTestId('items')).toHaveTextContent('21 products');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByTestId('locale')).toHaveTextContent('en');

    rerender(view('ru', 5));
    expect(screen.getByTestId('items')).toHaveTextContent('5 товаров');
  });

  it('gives the same translator object for every render in one language', () => {
    seen.length = 0;
    const { rerender } = render(view('en', 1));
    rerender(view('en', 2));
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    expect(screen.getByTestId('items')).toHaveTextContent('2 products');
  });

  it('falls back to ro without a provider', () => {
    render(
      <>
        <CartSummary count={1} />
        <LocaleName />
      </>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('ro');
    expect(screen.getByTestId('items')).toHaveTextContent('un produs');
    expect(plain(screen.getByTestId('money').textContent)).toBe('1.234,50 lei');
    expect(screen.getByRole('button', { name: 'Închide' })).toBeInTheDocument();
  });

  it('the innermost provider wins', () => {
    render(
      <I18nProvider locale="ru">
        <I18nProvider locale="en">
          <LocaleName />
        </I18nProvider>
      </I18nProvider>,
    );
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
  });
});
