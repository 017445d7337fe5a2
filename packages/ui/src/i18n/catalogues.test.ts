import { LOCALE_CODES, LOCALES, type LocaleCode } from '@shop/core/rules';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { en } from './en.js';
import type { Catalogue, MessageKey, PluralKey } from './i18n.types.js';
import { roFirstLoad } from './ro-first-load.js';
import { LOADED_LATER, ro } from './ro.js';
import { ru } from './ru.js';
import { flatCatalogue } from './translate.js';

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();

describe('catalogues', () => {
  const roKeys = [...flatCatalogue('ro').keys()].sort();

  it('have a sensible number of keys', () => {
    expect(roKeys.length).toBeGreaterThan(60);
  });

  it.each(LOCALE_CODES)('%s has exactly the keys of ro', (locale) => {
    expect([...flatCatalogue(locale).keys()].sort()).toEqual(roKeys);
  });

  it.each(LOCALE_CODES)('%s has no empty text and no stray whitespace', (locale) => {
    for (const [key, entry] of flatCatalogue(locale)) {
      const texts = typeof entry === 'string' ? [entry] : Object.values(entry);
      for (const text of texts) {
        expect(text, key).toBeTypeOf('string');
        expect(text.trim(), key).not.toBe('');
        expect(text, key).toBe(text.trim());
      }
    }
  });

  it.each(LOCALE_CODES)(
    '%s plural messages have exactly the plural forms of the language',
    (locale: LocaleCode) => {
      const categories = new Intl.PluralRules(LOCALES[locale].iso)
        .resolvedOptions()
        .pluralCategories.slice()
        .sort();
      for (const [key, entry] of flatCatalogue(locale)) {
        const roEntry = flatCatalogue('ro').get(key);
        expect(typeof entry, key).toBe(typeof roEntry);
        if (typeof entry !== 'string') expect(Object.keys(entry).sort(), key).toEqual(categories);
      }
    },
  );

  it.each(['en', 'ru'] as const)('%s uses the same placeholders as ro', (locale) => {
    for (const [key, entry] of flatCatalogue(locale)) {
      const roEntry = flatCatalogue('ro').get(key);
      if (typeof entry === 'string' && typeof roEntry === 'string') {
        expect(placeholders(entry), key).toEqual(placeholders(roEntry));
      } else if (
        typeof entry !== 'string' &&
        roEntry !== undefined &&
        typeof roEntry !== 'string'
      ) {
        // Every form may use {count} or not (ro says 'un produs'); other names must agree.
        const names = (forms: object): string[] =>
          [...new Set(Object.values(forms).flatMap((t: string) => placeholders(t)))]
            .filter((name) => name !== 'count')
            .sort();
        expect(names(entry), key).toEqual(names(roEntry));
      }
    }
  });

  it('Romanian uses the comma-below letters ș and ț, never the cedilla forms ş and ţ', () => {
    for (const entry of flatCatalogue('ro').values()) {
      const texts = typeof entry === 'string' ? [entry] : Object.values(entry);
      for (const text of texts) expect(text).not.toMatch(/[şţŞŢ]/);
    }
  });

  it('a page’s first load carries every Romanian namespace but those loaded later', () => {
    const later: readonly string[] = LOADED_LATER;
    expect(Object.keys(roFirstLoad).sort()).toEqual(
      Object.keys(ro)
        .filter((namespace) => !later.includes(namespace))
        .sort(),
    );
    for (const namespace of LOADED_LATER) {
      expect(namespace in roFirstLoad, namespace).toBe(false);
      expect(ro[namespace], namespace).toBeTypeOf('object');
    }
  });

  it('a missing or an extra key in en or ru is a type error', () => {
    const { close: _close, ...commonWithoutClose } = en.common;
    // @ts-expect-error: common.close is missing
    const missing: Catalogue<'en'> = { ...en, common: commonWithoutClose };
    // @ts-expect-error: common.extra is not a key of ro
    const extra: Catalogue<'ru'> = { ...ru, common: { ...ru.common, extra: 'лишний' } };
    const wrongForms: Catalogue<'ru'> = {
      ...ru,
      // @ts-expect-error: Russian plurals need the many form
      cart: { ...ru.cart, items: { one: 'товар', few: 'товара', other: 'товара' } },
    };
    expect([missing, extra, wrongForms]).toHaveLength(3);
  });

  it('types keys and params from ro', () => {
    expectTypeOf<'validation.required'>().toExtend<MessageKey>();
    expectTypeOf<'orderStatus.pending_payment'>().toExtend<MessageKey>();
    expectTypeOf<'cart.items'>().toExtend<PluralKey>();
    expectTypeOf<'cart'>().not.toExtend<MessageKey>();
    expectTypeOf<'common.close'>().not.toExtend<PluralKey>();
    expectTypeOf(ro).toExtend<Catalogue<'ro'>>();
  });
});
