import type { ReactNode } from 'react';
import { useT } from '../../../i18n/index.js';
import { Button, type ButtonProps } from '../../../primitives/button/index.js';
import type { ShopStockEntry } from '../shop-stock-modal.rules.js';

/**
 * The button that opens the modal, as the storefront puts it in ProductSummary's `stockInShops`
 * slot: small, secondary, announcing the dialog it opens.
 */
export function ShopStockOpenButton(props: Omit<ButtonProps, 'children'>): ReactNode {
  const { t } = useT();
  return (
    <Button variant="secondary" size="sm" aria-haspopup="dialog" {...props}>
      {t('shopStock.open')}
    </Button>
  );
}

/** The product the modal is about, as the product page names it. */
export const SHOP_STOCK_PRODUCT = 'Bormașină cu percuție Bosch GSB 13 RE, 600 W';

/** Its sale unit as the API names it (a label: 'Buc'), shown after each quantity as 'buc'. */
export const SHOP_STOCK_UNIT = 'Buc';

const SCHEDULE = 'Luni–Vineri: 09:00–20:00, Sâmbătă–Duminică: 10:00–18:00';

/**
 * Six pickup shops in the editors' order (as GET /api/shops/stock answers): plenty in some, a
 * few pieces in others (5 is the threshold itself), none in two. One shop has no phone, one no
 * schedule. The modal shows the four that have the drill first.
 */
export const SHOPS_MIXED: readonly ShopStockEntry[] = [
  {
    id: 1,
    title: 'CasaPlus Botanica',
    city: 'Chișinău',
    location: 'bd. Dacia 47, Chișinău',
    phone: '+373 22 000 101',
    schedule: SCHEDULE,
    available: 0,
  },
  {
    id: 2,
    title: 'CasaPlus Centru',
    city: 'Chișinău',
    location: 'bd. Ștefan cel Mare și Sfânt 128, Chișinău',
    phone: '+373 22 000 102',
    schedule: SCHEDULE,
    available: 14,
  },
  {
    id: 4,
    title: 'CasaPlus Bălți',
    city: 'Bălți',
    location: 'str. Independenței 33, Bălți',
    phone: '+373 231 00 104',
    schedule: SCHEDULE,
    available: 2,
  },
  {
    id: 5,
    title: 'CasaPlus Cahul',
    city: 'Cahul',
    location: 'str. Republicii 12, Cahul',
    phone: null,
    schedule: SCHEDULE,
    available: 0,
  },
  {
    id: 6,
    title: 'CasaPlus Orhei',
    city: 'Orhei',
    location: 'str. Vasile Lupu 40, Orhei',
    phone: '+373 235 00 106',
    schedule: SCHEDULE,
    available: 25,
  },
  {
    id: 7,
    title: 'CasaPlus Comrat',
    city: 'Comrat',
    location: 'str. Lenin 150, Comrat',
    phone: '+373 298 00 107',
    schedule: null,
    available: 5,
  },
];

/** The same shops, none of which has the drill. */
export const SHOPS_OUT_OF_STOCK: readonly ShopStockEntry[] = SHOPS_MIXED.map((shop) => ({
  ...shop,
  available: 0,
}));

/** The product as the API names it in Russian. */
export const RUSSIAN_SHOP_STOCK_PRODUCT = 'Дрель ударная Bosch GSB 13 RE, 600 Вт';

/** The sale unit in Russian. */
export const RUSSIAN_SHOP_STOCK_UNIT = 'шт.';

const RUSSIAN_SCHEDULE = 'Пн–Пт: 09:00–20:00, Сб–Вс: 10:00–18:00';

/** The mixed shops as the API answers in Russian. */
export const RUSSIAN_SHOPS: readonly ShopStockEntry[] = [
  {
    id: 1,
    title: 'CasaPlus Ботаника',
    city: 'Кишинёв',
    location: 'бул. Дачия, 47, Кишинёв',
    phone: '+373 22 000 101',
    schedule: RUSSIAN_SCHEDULE,
    available: 0,
  },
  {
    id: 2,
    title: 'CasaPlus Центр',
    city: 'Кишинёв',
    location: 'бул. Штефан чел Маре ши Сфынт, 128, Кишинёв',
    phone: '+373 22 000 102',
    schedule: RUSSIAN_SCHEDULE,
    available: 14,
  },
  {
    id: 4,
    title: 'CasaPlus Бельцы',
    city: 'Бельцы',
    location: 'ул. Индепенденцей, 33, Бельцы',
    phone: '+373 231 00 104',
    schedule: RUSSIAN_SCHEDULE,
    available: 2,
  },
  {
    id: 5,
    title: 'CasaPlus Кагул',
    city: 'Кагул',
    location: 'ул. Республикий, 12, Кагул',
    phone: null,
    schedule: RUSSIAN_SCHEDULE,
    available: 0,
  },
  {
    id: 6,
    title: 'CasaPlus Орхей',
    city: 'Орхей',
    location: 'ул. Василе Лупу, 40, Орхей',
    phone: '+373 235 00 106',
    schedule: RUSSIAN_SCHEDULE,
    available: 25,
  },
  {
    id: 7,
    title: 'CasaPlus Комрат',
    city: 'Комрат',
    location: 'ул. Ленина, 150, Комрат',
    phone: '+373 298 00 107',
    schedule: null,
    available: 5,
  },
];

/**
 * Shops with the given pieces each, for counts the sample has not (one shop of six, twenty of
 * twenty-five): ids from 1, towns taken in turn.
 */
export function shopsWithStock(amounts: readonly number[]): ShopStockEntry[] {
  return amounts.map((available, index) => {
    const base = SHOPS_MIXED[index % SHOPS_MIXED.length] as ShopStockEntry;
    return { ...base, id: index + 1, available };
  });
}
