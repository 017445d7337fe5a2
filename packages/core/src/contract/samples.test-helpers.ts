import type { z } from 'zod';
import { fieldErrors } from '../rules/fields.js';
import type { FieldErrors } from '../rules/messages.js';
import type { profileDataSchema, userAccountSchema } from './account.js';
import type { juridicalRegistrationSchema, physicalRegistrationSchema } from './auth.js';
import type { cartLineSchema } from './cart.js';
import type { categorySchema, filterSchema, homeCategoryItemSchema } from './catalogue.js';
import type { addressSchema, clientLinkSchema } from './common.js';
import type {
  adminContactSchema,
  requisiteSchema,
  shopContactSchema,
  shopSchema,
  vacancySchema,
} from './company.js';
import type {
  blogArticleSchema,
  brandSlideSchema,
  categorySlideSchema,
  homeSlideSchema,
  popupSchema,
  promotionSchema,
  regulationSchema,
  salesPageSchema,
} from './content.js';
import type {
  checkoutOrderRequestSchema,
  couponSchema,
  fastOrderRequestSchema,
  orderSchema,
} from './orders.js';
import type { productSchema, reviewSchema } from './product.js';
import type { globalSettingsSchema } from './settings.js';

/**
 * Sample payloads as the API sends them (money as decimal strings, Romanian names, lei), shared by
 * the contract tests and the client tests. Each factory takes overrides so a test states only
 * what it is about.
 */

type Input<Schema extends z.ZodType> = z.input<Schema>;

/** Field errors of a request schema for a value, or undefined when it passes. */
export function requestErrors(schema: z.ZodType, value: unknown): FieldErrors | undefined {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : fieldErrors(parsed.error);
}

export function sampleReview(overrides: Partial<Input<typeof reviewSchema>> = {}) {
  return {
    id: 501,
    user_name: 'Maria Ionescu',
    date: '2025-03-14',
    grade: 5,
    text: 'Bormașina e puternică și bateria ține mult.',
    ...overrides,
  } satisfies Input<typeof reviewSchema>;
}

export function sampleProduct(overrides: Partial<Input<typeof productSchema>> = {}) {
  return {
    id: 1042,
    slug: 'bormasina-cu-acumulator-bosch-gsr-120-li',
    name: 'Bormașină cu acumulator Bosch GSR 120-LI',
    image: 'https://cdn.example.md/products/gsr-120.jpg',
    price: '1299.90',
    promotion_price: '1149.00',
    is_promotion: true,
    price_angro: '1050.00',
    model: 'GSR-120-LI',
    brand: { name: 'Bosch' },
    balance: 12,
    balance_angro: 40,
    products_units: [
      { id: 1, name: 'Buc', name_cod: 1, coef: 1 },
      { id: 2, name: 'Set', name_cod: 100, coef: '6.00' },
    ],
    product_attributes: [
      {
        titles: { title_ro: 'Tensiune', title_ru: 'Напряжение', title_en: 'Voltage' },
        value: { title: '12 V' },
      },
    ],
    angro_min_sale_unit: 1,
    angro_sale_qt: 2,
    parameters: [
      {
        id: 7,
        title: 'Culoare',
        items: [
          { id: 71, title: 'Albastru', checked: true },
          { id: 72, title: 'Verde', checked: false, slug: 'bormasina-bosch-verde' },
        ],
      },
    ],
    product_gallery: [{ id: 1, image: 'https://cdn.example.md/products/gsr-120-2.jpg' }],
    seo: { title: 'Bormașină Bosch GSR 120-LI', description: 'Cumpără în Chișinău' },
    real_product_cart_unit: null,
    ...overrides,
  } satisfies Input<typeof productSchema>;
}

export function sampleCategory(overrides: Partial<Input<typeof categorySchema>> = {}) {
  return {
    id: 3,
    name: 'Scule electrice',
    slug: 'scule-electrice',
    icon: 'https://cdn.example.md/icons/scule.svg',
    banner: {
      title: 'Reduceri la scule',
      button_url: '/pages/actionpromo/reduceri-scule',
      button_text: 'Vezi oferta',
    },
    image: null,
    category_in_subcategory: [
      {
        id: 31,
        name: 'Bormașini',
        slug: 'bormasini',
        subsubcategory_in_subcategory: [
          { id: 311, name: 'Bormașini cu acumulator', slug: 'bormasini-cu-acumulator' },
        ],
      },
    ],
    ...overrides,
  } satisfies Input<typeof categorySchema>;
}

export function sampleHomeCategory(overrides: Partial<Input<typeof homeCategoryItemSchema>> = {}) {
  return {
    id: 3,
    url: '/pages/catalog/scule-electrice',
    image: 'https://cdn.example.md/home/scule.jpg',
    title: 'Scule electrice',
    ...overrides,
  } satisfies Input<typeof homeCategoryItemSchema>;
}

export function samplePriceFilter(overrides: Partial<Input<typeof filterSchema>> = {}) {
  return {
    title: 'Preț',
    filterType: 'price',
    isColor: false,
    isPrice: true,
    max_price: '2499.00',
    items: [
      { id: 1, title: '0 - 500', checked: false, min: 0, max: 500 },
      { id: 2, title: '500 - 1000', checked: true, min: '500', max: '1000' },
    ],
    ...overrides,
  } satisfies Input<typeof filterSchema>;
}

export function sampleColourFilter(overrides: Partial<Input<typeof filterSchema>> = {}) {
  return {
    title: 'Culoare',
    filterType: 'others',
    isColor: true,
    isPrice: false,
    max_price: null,
    items: [{ id: 71, title: 'Albastru', checked: false, color: '#1e40af', keyword: 'albastru' }],
    ...overrides,
  } satisfies Input<typeof filterSchema>;
}

export function samplePopup(overrides: Partial<Input<typeof popupSchema>> = {}) {
  return {
    id: 1,
    title: 'Reduceri de primăvară',
    image: 'https://cdn.example.md/popups/primavara.jpg',
    description: '<p>Până la <b>30%</b> reducere la scule.</p>',
    inactive_time: 5,
    active_time: 20,
    link: {
      title: 'Vezi oferta',
      url: '/pages/actionpromo/reduceri-de-primavara',
      bg_color: '#e11d48',
      text_color: '#ffffff',
    },
    ...overrides,
  } satisfies Input<typeof popupSchema>;
}

export function sampleHomeSlide(overrides: Partial<Input<typeof homeSlideSchema>> = {}) {
  return {
    id: 1,
    title: 'Totul pentru casă și grădină',
    image: 'https://cdn.example.md/slides/1.jpg',
    image_mobile: 'https://cdn.example.md/slides/1-m.jpg',
    url: '/pages/sales',
    button_text: 'Cumpără acum',
    ...overrides,
  } satisfies Input<typeof homeSlideSchema>;
}

export function sampleCategorySlide(overrides: Partial<Input<typeof categorySlideSchema>> = {}) {
  return {
    id: 3,
    name: 'Scule electrice',
    slug: 'scule-electrice',
    image: 'https://cdn.example.md/home/scule.jpg',
    ...overrides,
  } satisfies Input<typeof categorySlideSchema>;
}

export function sampleBrandSlide(overrides: Partial<Input<typeof brandSlideSchema>> = {}) {
  return {
    id: 9,
    name: 'Bosch',
    image: 'https://cdn.example.md/brands/bosch.svg',
    url: '/pages/search?search=Bosch',
    ...overrides,
  } satisfies Input<typeof brandSlideSchema>;
}

export function sampleArticle(overrides: Partial<Input<typeof blogArticleSchema>> = {}) {
  return {
    id: 12,
    slug: 'cum-alegi-o-bormasina',
    title: 'Cum alegi o bormașină',
    image: 'https://cdn.example.md/blog/bormasina.jpg',
    date: '2025-02-10',
    description: 'Ghid scurt pentru alegerea unei bormașini.',
    content: '<p>Tensiunea, cuplul și bateria contează.</p>',
    category: { id: 1, name: 'Sfaturi', slug: 'sfaturi' },
    ...overrides,
  } satisfies Input<typeof blogArticleSchema>;
}

export function samplePromotion(overrides: Partial<Input<typeof promotionSchema>> = {}) {
  return {
    id: 4,
    slug: 'reduceri-de-primavara',
    title: 'Reduceri de primăvară',
    image: 'https://cdn.example.md/promo/primavara.jpg',
    banner: 'https://cdn.example.md/promo/primavara-banner.jpg',
    date: '01.03.2025 - 31.03.2025',
    description: 'Până la 30% reducere.',
    tabs: [{ title: 'Condiții', content: '<p>Oferta este valabilă în limita stocului.</p>' }],
    button: { title: 'Vezi produsele', url: '/pages/sales' },
    ...overrides,
  } satisfies Input<typeof promotionSchema>;
}

export function sampleRegulation(overrides: Partial<Input<typeof regulationSchema>> = {}) {
  return {
    id: 2,
    slug: 'regulamentul-campaniei-de-primavara',
    title: 'Regulamentul campaniei de primăvară',
    date: '2025-03-01',
    content: '<p>Organizatorul campaniei este magazinul.</p>',
    ...overrides,
  } satisfies Input<typeof regulationSchema>;
}

export function sampleSalesPage(overrides: Partial<Input<typeof salesPageSchema>> = {}) {
  return {
    pages: 3,
    total: 25,
    results: {
      products: [sampleProduct()],
      page_content: {
        background_image: 'https://cdn.example.md/sales/bg.jpg',
        sale_categories: [{ id: 3, name: 'Scule electrice', slug: 'scule-electrice' }],
      },
    },
    ...overrides,
  } satisfies Input<typeof salesPageSchema>;
}

export function sampleShop(overrides: Partial<Input<typeof shopSchema>> = {}) {
  return {
    id: 1,
    slug: 'magazin-botanica',
    image: 'https://cdn.example.md/shops/botanica.jpg',
    date: '2019-05-01',
    title: 'Magazinul Botanica',
    address: 'bd. Dacia 47, Chișinău',
    text: 'Cel mai mare magazin al rețelei.',
    numbers: ['+373 22 123 456', '+373 69 123 456'],
    latitude: '46.9885',
    longitude: 28.8575,
    ...overrides,
  } satisfies Input<typeof shopSchema>;
}

export function sampleShopContact(overrides: Partial<Input<typeof shopContactSchema>> = {}) {
  return {
    id: 5,
    city: 'Chișinău',
    location: 'bd. Dacia 47',
    type: 'Magazin',
    phone: '+373 22 123 456',
    email: 'botanica@example.md',
    schedule: 'L-V 09:00-19:00, S-D 10:00-17:00',
    map_url: 'https://maps.example.md/embed?q=46.9885,28.8575',
    ...overrides,
  } satisfies Input<typeof shopContactSchema>;
}

export function sampleRequisite(overrides: Partial<Input<typeof requisiteSchema>> = {}) {
  return { id: 1, title: 'IDNO', value: '1003600012344', ...overrides } satisfies Input<
    typeof requisiteSchema
  >;
}

export function sampleAdminContact(overrides: Partial<Input<typeof adminContactSchema>> = {}) {
  return {
    id: 1,
    position: 'Director comercial',
    name: 'Andrei Rusu',
    phone: '+373 69 000 111',
    email: 'director@example.md',
    ...overrides,
  } satisfies Input<typeof adminContactSchema>;
}

export function sampleVacancy(overrides: Partial<Input<typeof vacancySchema>> = {}) {
  return {
    id: 8,
    title: 'Consultant vânzări',
    text: 'Căutăm un coleg pentru magazinul din Bălți.',
    ...overrides,
  } satisfies Input<typeof vacancySchema>;
}

export function sampleAddress(overrides: Partial<Input<typeof addressSchema>> = {}) {
  return { id: 5, address: 'Chișinău, bd. Dacia 47', ...overrides } satisfies Input<
    typeof addressSchema
  >;
}

export function sampleClientLink(overrides: Partial<Input<typeof clientLinkSchema>> = {}) {
  return {
    id: 1,
    slug: 'garantie-retur',
    title: 'Garanție și retur',
    ...overrides,
  } satisfies Input<typeof clientLinkSchema>;
}

export function sampleUserAccount(overrides: Partial<Input<typeof userAccountSchema>> = {}) {
  return {
    id: 77,
    email: 'ion.popescu@example.md',
    username: '+37369123456',
    first_name: 'Ion',
    last_name: 'Popescu',
    person_type: 'physical',
    ...overrides,
  } satisfies Input<typeof userAccountSchema>;
}

export function sampleProfileData(overrides: Partial<Input<typeof profileDataSchema>> = {}) {
  return {
    user: sampleUserAccount(),
    is_juridical: false,
    agents_info: { is_agent: false },
    dealer_info: { is_dealer: true, dealer_discount: '10.00' },
    ...overrides,
  } satisfies Input<typeof profileDataSchema>;
}

export function sampleCartLine(overrides: Partial<Input<typeof cartLineSchema>> = {}) {
  return {
    id: 9001,
    product: sampleProduct(),
    quantity: 2,
    products_units: { id: 1, name: 'Buc', name_cod: 1, coef: 1 },
    pricePerOne: '1149.00',
    ...overrides,
  } satisfies Input<typeof cartLineSchema>;
}

export function sampleOrder(overrides: Partial<Input<typeof orderSchema>> = {}) {
  return {
    id: 3141,
    status: 'process',
    pay_method: 'by_card_online',
    delivery_method: 'courier',
    is_abandoned: false,
    created_at: '2025-03-20T10:15:00+02:00',
    total_price: '2298.00',
    name: 'Ion Popescu',
    phone: '+37369123456',
    address: 'Chișinău, str. Ismail 10, ap. 4',
    order_products: [
      {
        id: 1,
        product: sampleProduct(),
        quantity: 2,
        unit_price: '1149.00',
        total_price: 2298,
        product_atributes: [{ id: 71, title: 'Albastru' }],
      },
    ],
    ...overrides,
  } satisfies Input<typeof orderSchema>;
}

export function sampleCoupon(overrides: Partial<Input<typeof couponSchema>> = {}) {
  return {
    code: 'PRIMAVARA10',
    discount_percent: 10,
    discount_amount: null,
    min_total: '500.00',
    valid_until: '2025-03-31',
    ...overrides,
  } satisfies Input<typeof couponSchema>;
}

export function sampleSettings(overrides: Partial<Input<typeof globalSettingsSchema>> = {}) {
  return {
    shop_name: 'CasaPlus',
    header_color: '#ffffff',
    footer_color: '#111827',
    cart_color: '#16a34a',
    favorite_color: '#e11d48',
    buttons_color: '#ffffff',
    buttons_bg_color: '#2563eb',
    buttons_hover_color: '#1d4ed8',
    main_color: '#2563eb',
    icons_color: '#374151',
    newsletter_block_background_color: '#eff6ff',
    product_of_the_day_color: '#f59e0b',
    support_phone: '+373 22 000 000',
    support_email: 'suport@example.md',
    social_links: [{ network: 'facebook', url: 'https://facebook.com/magazin' }],
    payment_methods: ['mastercard', 'visa'],
    addresses: [sampleAddress()],
    ...overrides,
  } satisfies Input<typeof globalSettingsSchema>;
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export function samplePhysicalRegistration(
  overrides: Partial<Input<typeof physicalRegistrationSchema>> = {},
) {
  return {
    email: 'ion.popescu@example.md',
    username: '+37369123456',
    password: 'parola-sigura',
    person_type: 'physical',
    ...overrides,
  } satisfies Input<typeof physicalRegistrationSchema>;
}

export function sampleJuridicalRegistration(
  overrides: Partial<Input<typeof juridicalRegistrationSchema>> = {},
) {
  return {
    email: 'contabilitate@constructii.md',
    username: '+37322123456',
    password: 'parola-sigura',
    person_type: 'juridical',
    company_name: 'Construcții Nord SRL',
    idno: '1003600012344',
    tva: '0412345',
    iban: 'MD24AG000225100013104168',
    bic: 'AGRNMD2X',
    ...overrides,
  } satisfies Input<typeof juridicalRegistrationSchema>;
}

export function sampleFastOrder(overrides: Partial<Input<typeof fastOrderRequestSchema>> = {}) {
  return {
    is_fast_order: true,
    name: 'Ion',
    phone: '+37369123456',
    total_price: '1149.00',
    lang: 'ro',
    order_products: [
      {
        product_id: 1042,
        quantity: 1,
        unit_price: 1149,
        total_price: '1149.00',
        product_atributes: [{ id: 71, title: 'Albastru' }],
      },
    ],
    user: null,
    ...overrides,
  } satisfies Input<typeof fastOrderRequestSchema>;
}

export function sampleCheckoutOrder(
  overrides: Partial<Input<typeof checkoutOrderRequestSchema>> = {},
) {
  return {
    is_fast_order: false,
    name: 'Ion',
    last_name: 'Popescu',
    phone: '+37369123456',
    email: 'ion.popescu@example.md',
    delivery_method: 'courier',
    address: 'Chișinău, str. Ismail 10, ap. 4',
    pay_method: 'cash',
    total_price: '2298.00',
    lang: 'ro',
    order_products: [
      {
        product_id: 1042,
        quantity: 2,
        unit_price: '1149.00',
        total_price: '2298.00',
        product_atributes: [],
      },
    ],
    user: 77,
    agreement: true,
    ...overrides,
  } satisfies Input<typeof checkoutOrderRequestSchema>;
}
