import { MIN_LENGTH, VALIDATION_MESSAGE_KEYS, type LocaleCode } from '@shop/core/rules';
import { describe, expect, it, vi } from 'vitest';
import { en } from './en.js';
import { ro } from './ro.js';
import { ru } from './ru.js';
import {
  catalogueOf,
  formatDate,
  formatLocaleNumber,
  getTranslator,
  pluralCategory,
  registerCatalogues,
  translate,
  translateApiDetail,
  translateFieldError,
} from './translate.js';

/** Intl separates groups and currencies with (narrow) no-break spaces; compare with plain ones. */
const plain = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

describe('translate', () => {
  it('returns the text of a key in each language', () => {
    expect(translate('ro', 'common.close')).toBe('Închide');
    expect(translate('en', 'common.close')).toBe('Close');
    expect(translate('ru', 'common.close')).toBe('Закрыть');
    expect(translate('en', 'errorPage.notFound')).toBe('This page could not be found');
  });

  it('fills {name} placeholders, numbers formatted per language', () => {
    expect(translate('ro', 'pagination.pageOf', { page: 2, total: 10 })).toBe('Pagina 2 din 10');
    expect(translate('en', 'pagination.pageOf', { page: 2, total: 10 })).toBe('Page 2 of 10');
    expect(translate('ru', 'pagination.pageOf', { page: 2, total: 10 })).toBe('Страница 2 из 10');
    expect(translate('ro', 'rating.label', { value: 4.5 })).toBe('Evaluare: 4,5 din 5 stele');
    expect(translate('en', 'rating.label', { value: 4.5 })).toBe('Rated 4.5 out of 5 stars');
    expect(translate('ru', 'rating.label', { value: 4.5 })).toBe('Оценка: 4,5 из 5 звёзд');
    expect(plain(translate('ru', 'pagination.page', { page: 1234 }))).toBe('Страница 1 234');
    expect(translate('en', 'pagination.page', { page: '7' })).toBe('Page 7');
  });

  it('formats money params with the one money formatter', () => {
    expect(plain(translate('ro', 'delivery.freeLeft', { amount: { bani: 123_50 } }))).toBe(
      'Mai aveți 123,50 lei până la livrarea gratuită',
    );
    expect(plain(translate('en', 'delivery.freeLeft', { amount: { bani: 120_000 } }))).toBe(
      '1,200 lei left to free delivery',
    );
    expect(plain(translate('ru', 'delivery.freeLeft', { amount: { bani: 77_00 } }))).toBe(
      'До бесплатной доставки осталось 77 лей',
    );
  });

  it('formats date params in the shop time zone', () => {
    const date = new Date('2024-03-05T22:30:00Z'); // already 6 March in Chișinău
    expect(translate('en', 'pagination.page', { page: { date, style: 'long' } })).toBe(
      'Page 6 March 2024',
    );
  });

  it('leaves a placeholder without a value as it is', () => {
    const untyped = translate as (locale: LocaleCode, key: string, params?: object) => string;
    expect(untyped('en', 'pagination.pageOf', { page: 1 })).toBe('Page 1 of {total}');
  });

  it('returns the key itself for an unknown key (only reachable without types)', () => {
    const untyped = translate as (locale: LocaleCode, key: string) => string;
    expect(untyped('ru', 'no.such.key')).toBe('no.such.key');
  });

  it('types params from the ro message', () => {
    // @ts-expect-error: pageOf needs page and total
    expect(translate('en', 'pagination.pageOf')).toBe('Page {page} of {total}');
    // @ts-expect-error: plural messages need a count
    expect(translate('en', 'cart.items', {})).toBe('{count} products');
    // @ts-expect-error: not a key
    expect(translate('en', 'common.nope')).toBe('common.nope');
  });
});

describe('plurals', () => {
  const counts = [0, 1, 2, 5, 11, 21, 22, 25, 101] as const;

  it('select the CLDR categories', () => {
    expect(counts.map((n) => pluralCategory('ru', n))).toEqual([
      'many',
      'one',
      'few',
      'many',
      'many',
      'one',
      'few',
      'many',
      'one',
    ]);
    // Romanian: 1 → one; 0, 2..19 and 101..119 → few; 20+ (20..100, 120…) → other.
    expect([...counts, 19, 20, 100, 120].map((n) => pluralCategory('ro', n))).toEqual([
      'few',
      'one',
      'few',
      'few',
      'few',
      'other',
      'other',
      'other',
      'few',
      'few',
      'other',
      'other',
      'other',
    ]);
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('en', 2)).toBe('other');
  });

  it('cart items in Romanian, with "de" from 20', () => {
    expect(counts.map((count) => translate('ro', 'cart.items', { count }))).toEqual([
      '0 produse',
      'un produs',
      '2 produse',
      '5 produse',
      '11 produse',
      '21 de produse',
      '22 de produse',
      '25 de produse',
      '101 produse',
    ]);
    expect(translate('ro', 'cart.items', { count: 20 })).toBe('20 de produse');
    expect(translate('ro', 'cart.items', { count: 1000 })).toBe('1.000 de produse');
  });

  it('cart items in Russian', () => {
    expect(counts.map((count) => translate('ru', 'cart.items', { count }))).toEqual([
      '0 товаров',
      '1 товар',
      '2 товара',
      '5 товаров',
      '11 товаров',
      '21 товар',
      '22 товара',
      '25 товаров',
      '101 товар',
    ]);
    expect(translate('ru', 'cart.items', { count: 1.5 })).toBe('1,5 товара');
  });

  it('cart items in English', () => {
    expect(translate('en', 'cart.items', { count: 1 })).toBe('1 product');
    expect(translate('en', 'cart.items', { count: 0 })).toBe('0 products');
    expect(translate('en', 'cart.items', { count: 21 })).toBe('21 products');
  });

  it('reviews', () => {
    expect(counts.map((count) => translate('ro', 'reviews.count', { count }))).toEqual([
      '0 recenzii',
      'o recenzie',
      '2 recenzii',
      '5 recenzii',
      '11 recenzii',
      '21 de recenzii',
      '22 de recenzii',
      '25 de recenzii',
      '101 recenzii',
    ]);
    expect(counts.map((count) => translate('ru', 'reviews.count', { count }))).toEqual([
      '0 отзывов',
      '1 отзыв',
      '2 отзыва',
      '5 отзывов',
      '11 отзывов',
      '21 отзыв',
      '22 отзыва',
      '25 отзывов',
      '101 отзыв',
    ]);
    expect(translate('en', 'reviews.count', { count: 1 })).toBe('1 review');
  });

  it('stock pieces and "only N left"', () => {
    expect(counts.map((count) => translate('ru', 'stock.pieces', { count }))).toEqual([
      '0 штук',
      '1 штука',
      '2 штуки',
      '5 штук',
      '11 штук',
      '21 штука',
      '22 штуки',
      '25 штук',
      '101 штука',
    ]);
    expect(counts.map((count) => translate('ro', 'stock.pieces', { count }))).toEqual([
      '0 bucăți',
      '1 bucată',
      '2 bucăți',
      '5 bucăți',
      '11 bucăți',
      '21 de bucăți',
      '22 de bucăți',
      '25 de bucăți',
      '101 bucăți',
    ]);
    expect(translate('ro', 'stock.onlyLeft', { count: 1 })).toBe('A rămas doar 1 bucată');
    expect(translate('ro', 'stock.onlyLeft', { count: 3 })).toBe('Au rămas doar 3 bucăți');
    expect(translate('ru', 'stock.onlyLeft', { count: 1 })).toBe('Осталась всего 1 штука');
    expect(translate('ru', 'stock.onlyLeft', { count: 5 })).toBe('Осталось всего 5 штук');
    expect(translate('en', 'stock.onlyLeft', { count: 2 })).toBe('Only 2 left');
  });
});

describe('numbers, money and dates', () => {
  it('formats numbers per language', () => {
    expect(formatLocaleNumber(1234.5, 'ro')).toBe('1.234,5');
    expect(formatLocaleNumber(1234.5, 'en')).toBe('1,234.5');
    expect(plain(formatLocaleNumber(1234.5, 'ru'))).toBe('1 234,5');
    expect(formatLocaleNumber(2.456, 'en')).toBe('2.46');
    expect(formatLocaleNumber(12, 'ro')).toBe('12');
  });

  it('formats money per language, a trailing .00 dropped', () => {
    expect(plain(getTranslator('ro').money(1_234_50))).toBe('1.234,50 lei');
    expect(plain(getTranslator('en').money(1_234_00))).toBe('1,234 lei');
    expect(plain(getTranslator('ru').money(1_234_00))).toBe('1 234 лей');
  });

  it('formats dates in Europe/Chisinau, whatever the machine time zone', () => {
    const date = new Date('2024-03-05T22:30:00Z'); // 00:30 on 6 March in Chișinău (UTC+2)
    expect(formatDate(date, 'ro', 'long')).toBe('6 martie 2024');
    expect(formatDate(date, 'en', 'long')).toBe('6 March 2024');
    expect(formatDate(date, 'ru', 'long')).toBe('6 марта 2024 г.');
    expect(formatDate(date, 'ro', 'short')).toBe('06.03.2024');
    expect(formatDate(date, 'en', 'short')).toBe('06/03/2024');
    // Summer time: 21:05 UTC on 1 July is already 2 July in Chișinău (UTC+3).
    expect(formatDate('2024-07-01T21:05:00Z', 'ro', 'short')).toBe('02.07.2024');
    expect(formatDate(date, 'ro')).toBe(formatDate(date, 'ro', 'medium'));
    expect(formatDate('not a date', 'ro')).toBe('');
  });
});

describe('translateFieldError', () => {
  it('every core validation key has a text in every language', () => {
    for (const locale of ['ro', 'en', 'ru'] as const) {
      for (const key of VALIDATION_MESSAGE_KEYS) {
        const text = translateFieldError(locale, { key, params: { min: 3, max: 10 } });
        expect(text).not.toMatch(/validation\.|\{/);
      }
    }
  });

  it('Russian texts of §5', () => {
    expect(translateFieldError('ru', { key: 'password' })).toBe(
      'Длина пароля должна быть не менее 8 символов',
    );
    expect(translateFieldError('ru', { key: 'sameAs' })).toBe('Пароли должны совпадать');
    expect(translateFieldError('ru', { key: 'required' })).toBe('Обязательное поле');
    expect(translateFieldError('ru', { key: 'password' })).toContain(String(MIN_LENGTH.password));
  });

  it('minLength and maxLength with their bound, the noun agreeing', () => {
    expect(translateFieldError('ru', { key: 'minLength', params: { min: 8 } })).toBe(
      'Длина должна быть не менее 8 символов',
    );
    expect(translateFieldError('ru', { key: 'minLength', params: { min: 21 } })).toBe(
      'Длина должна быть не менее 21 символа',
    );
    expect(translateFieldError('ru', { key: 'maxLength', params: { max: 100 } })).toBe(
      'Длина должна быть не более 100 символов',
    );
    expect(translateFieldError('ro', { key: 'minLength', params: { min: 3 } })).toBe(
      'Introduceți cel puțin 3 caractere',
    );
    expect(translateFieldError('ro', { key: 'minLength', params: { min: 24 } })).toBe(
      'Introduceți cel puțin 24 de caractere',
    );
    expect(translateFieldError('ro', { key: 'maxLength', params: { max: 1 } })).toBe(
      'Introduceți cel mult 1 caracter',
    );
    expect(translateFieldError('en', { key: 'minLength', params: { min: 13 } })).toBe(
      'Enter at least 13 characters',
    );
    expect(translateFieldError('en', { key: 'maxLength', params: { max: 1 } })).toBe(
      'Enter at most 1 character',
    );
  });

  it('a length rule without its bound says only too short / too long', () => {
    expect(translateFieldError('en', { key: 'minLength' })).toBe('The value is too short');
    expect(translateFieldError('ro', { key: 'maxLength', params: {} })).toBe(
      'Valoarea este prea lungă',
    );
  });

  it('the other keys in three languages', () => {
    expect(translateFieldError('ro', { key: 'email' })).toBe(
      'Introduceți o adresă de e-mail validă',
    );
    expect(translateFieldError('en', { key: 'phone' })).toBe('Enter a valid phone number');
    expect(translateFieldError('ro', { key: 'sameAs' })).toBe('Parolele trebuie să coincidă');
    expect(translateFieldError('en', { key: 'password' })).toBe(
      'The password must be at least 8 characters long',
    );
  });
});

describe('translateApiDetail', () => {
  it('explains the API detail codes and the client failures', () => {
    expect(translateApiDetail('en', 'not_found')).toBe(
      'We could not find what you were looking for.',
    );
    expect(translateApiDetail('ru', 'payload_too_large')).toBe(
      'Отправленный файл или данные слишком большие.',
    );
    expect(translateApiDetail('ro', 'network')).toBe(
      'Nu există conexiune. Verificați internetul și încercați din nou.',
    );
    expect(translateApiDetail('en', 'aborted')).toBe('The request was cancelled.');
  });

  it('never shows an unknown code or a server text', () => {
    const internal = translateApiDetail('en', 'internal_error');
    expect(translateApiDetail('en', 'Traceback (most recent call last)')).toBe(internal);
    expect(translateApiDetail('en', undefined)).toBe(internal);
    expect(translateApiDetail('en', 42)).toBe(internal);
  });
});

describe('getTranslator', () => {
  it('is one object per locale with every helper bound', () => {
    const t = getTranslator('ru');
    expect(getTranslator('ru')).toBe(t);
    expect(getTranslator('ro')).not.toBe(t);
    expect(t.locale).toBe('ru');
    expect(t.t('cart.items', { count: 3 })).toBe('3 товара');
    expect(plain(t.number(1000))).toBe('1 000');
    expect(t.date(new Date('2024-03-05T22:30:00Z'), 'long')).toBe('6 марта 2024 г.');
    expect(t.fieldError({ key: 'sameAs' })).toBe('Пароли должны совпадать');
    expect(t.apiDetail('not_found')).toBe('Не удалось найти то, что вы искали.');
  });
});

describe('catalogue registry', () => {
  it('has the catalogues once registered (the test setup registers all three)', () => {
    expect(catalogueOf('ro')).toBe(ro);
    expect(catalogueOf('ru')).toBe(ru);
  });

  it('replaces a catalogue, and the texts follow', () => {
    const renamed = { ...en, site: { ...en.site, name: 'Renamed shop' } };
    try {
      registerCatalogues({ en: renamed });
      expect(translate('en', 'site.name')).toBe('Renamed shop');
    } finally {
      registerCatalogues({ en });
    }
    expect(translate('en', 'site.name')).toBe(en.site.name);
  });

  it('adds namespaces to a catalogue, and an unregistered one reads as its key', async () => {
    vi.resetModules();
    const fresh = await import('./translate.js');
    expect(fresh.translate('ro', 'productCard.addToCart')).toBe('productCard.addToCart');
    fresh.registerCatalogues({ ro: { productCard: ro.productCard } });
    fresh.registerCatalogues({ ro: { price: ro.price } });
    expect(fresh.translate('ro', 'productCard.addToCart')).toBe(ro.productCard.addToCart);
    expect(fresh.translate('ru', 'price.label')).toBe(ro.price.label);
    expect(fresh.translate('ro', 'cart.title')).toBe('cart.title');
    expect(Object.keys(fresh.catalogueOf('ro') ?? {}).sort()).toEqual(['price', 'productCard']);
    fresh.registerCatalogues({ ro });
    expect(fresh.catalogueOf('ro')).toBe(ro);
  });
});
