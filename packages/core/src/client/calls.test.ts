import { describe, expect, it } from 'vitest';
import {
  sampleAddress,
  sampleAdminContact,
  sampleArticle,
  sampleBrandSlide,
  sampleCartLine,
  sampleCategory,
  sampleCategorySlide,
  sampleCheckoutOrder,
  sampleClientLink,
  sampleColourFilter,
  sampleCoupon,
  sampleFastOrder,
  sampleHomeCategory,
  sampleHomeSlide,
  sampleOrder,
  samplePhysicalRegistration,
  samplePopup,
  samplePriceFilter,
  sampleProduct,
  sampleProfileData,
  samplePromotion,
  sampleRegulation,
  sampleRequisite,
  sampleReview,
  sampleSalesPage,
  sampleSettings,
  sampleShop,
  sampleShopContact,
  sampleUserAccount,
  sampleVacancy,
} from '../contract/samples.test-helpers.js';
import { createClient, type ShopClient } from './client.js';
import { emptyResponse, fakeFetch, jsonResponse, paramPairs } from './fake-fetch.test-helpers.js';
import type { CallOptions } from './transport.js';

/**
 * Every call of §7 as data: how to make it, what must reach the server, what the server answers
 * and what the caller gets. Each row runs twice (a signed-in client in ru and a visitor in ro),
 * so the method, path, query, headers and body of every call are checked both ways.
 */
interface CallCase {
  name: string;
  invoke: (client: ShopClient, options: CallOptions) => Promise<unknown>;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /** Expected query pairs, in order. */
  query?: [string, string][];
  /** Expected JSON body. */
  body?: unknown;
  /** Headers the call must carry besides the usual ones. */
  headers?: Record<string, string>;
  /** The server's answer; none means 204. */
  answer?: unknown;
  /** What the call resolves with (checked with toMatchObject, or toBe for undefined). */
  result?: unknown;
}

const page = <Item>(results: Item[]) => ({ pages: 1, total: results.length, results });

const login = { username: '+37369123456', password: 'parola-sigura' };

const authCases: CallCase[] = [
  {
    name: 'auth.checkToken',
    invoke: (c, o) => c.auth.checkToken('a1b2c3', o),
    method: 'GET',
    path: '/accounts/check-token',
    query: [['token', 'a1b2c3']],
    answer: { token: 'a1b2c3' },
    result: { token: 'a1b2c3' },
  },
  {
    name: 'auth.register',
    invoke: (c, o) => c.auth.register(samplePhysicalRegistration(), o),
    method: 'POST',
    path: '/auth/users/',
    body: samplePhysicalRegistration(),
    answer: { id: 77, email: 'ion.popescu@example.md', username: '+37369123456' },
    result: { id: 77 },
  },
  {
    name: 'auth.login',
    invoke: (c, o) => c.auth.login(login, o),
    method: 'POST',
    path: '/auth/token/login/',
    body: login,
    answer: { auth_token: 'f00d' },
    result: { auth_token: 'f00d' },
  },
  {
    name: 'auth.logout',
    invoke: (c, o) => c.auth.logout(o),
    method: 'POST',
    path: '/auth/token/logout/',
  },
  {
    name: 'auth.facebookLogin',
    invoke: (c, o) => c.auth.facebookLogin({ access_token: 'EAAB' }, o),
    method: 'POST',
    path: '/accounts/facebook-login',
    body: { access_token: 'EAAB' },
    answer: { token: 'f00d' },
    result: { token: 'f00d' },
  },
  {
    name: 'auth.googleLogin',
    invoke: (c, o) => c.auth.googleLogin({ access_token: 'ya29' }, o),
    method: 'POST',
    path: '/accounts/google-login',
    body: { access_token: 'ya29' },
    answer: { token: 'f00d' },
    result: { token: 'f00d' },
  },
  {
    name: 'auth.setPassword',
    invoke: (c, o) =>
      c.auth.setPassword({ current_password: 'veche123', new_password: 'noua-parola' }, o),
    method: 'POST',
    path: '/auth/users/set_password/',
    body: { current_password: 'veche123', new_password: 'noua-parola' },
  },
  {
    name: 'auth.requestPasswordResetByEmail',
    invoke: (c, o) => c.auth.requestPasswordResetByEmail({ email: 'ion@example.md' }, o),
    method: 'POST',
    path: '/api/password_reset/',
    body: { email: 'ion@example.md' },
    answer: { status: 'OK' },
  },
  {
    name: 'auth.requestPasswordResetByPhone',
    invoke: (c, o) => c.auth.requestPasswordResetByPhone({ phone: '+37369123456' }, o),
    method: 'POST',
    path: '/api/phone_password_reset',
    body: { phone: '+37369123456' },
  },
  {
    name: 'auth.confirmPasswordReset',
    invoke: (c, o) => c.auth.confirmPasswordReset({ password: 'noua-parola', token: 'r3s3t' }, o),
    method: 'POST',
    path: '/api/password_reset/confirm/',
    body: { password: 'noua-parola', token: 'r3s3t' },
  },
  {
    name: 'auth.localLogin',
    invoke: (c, o) => c.auth.localLogin(login, o),
    method: 'POST',
    path: '/api/auth/login',
    body: login,
    answer: { token: 'f00d' },
    result: { token: 'f00d' },
  },
  {
    name: 'auth.localLogout',
    invoke: (c, o) => c.auth.localLogout(o),
    method: 'POST',
    path: '/api/auth/logout',
  },
  {
    name: 'auth.localUser',
    invoke: (c, o) => c.auth.localUser(o),
    method: 'GET',
    path: '/api/auth/user',
    answer: { user: sampleUserAccount() },
    result: { user: { first_name: 'Ion' } },
  },
];

const accountCases: CallCase[] = [
  {
    name: 'account.profile',
    invoke: (c, o) => c.account.profile(o),
    method: 'GET',
    path: '/accounts/user-profile/',
    answer: sampleProfileData(),
    result: { dealer_info: { is_dealer: true, dealer_discount: 10 } },
  },
  {
    name: 'account.updateProfile',
    invoke: (c, o) => c.account.updateProfile({ first_name: 'Ion', last_name: 'Popescu' }, o),
    method: 'POST',
    path: '/accounts/profile-update/',
    body: { first_name: 'Ion', last_name: 'Popescu' },
    answer: sampleProfileData(),
    result: { user: { last_name: 'Popescu' } },
  },
  {
    name: 'account.updateProfile (no body in the answer)',
    invoke: (c, o) => c.account.updateProfile({ first_name: 'Ion' }, o),
    method: 'POST',
    path: '/accounts/profile-update/',
    body: { first_name: 'Ion' },
    result: null,
  },
  {
    name: 'account.completeProfile',
    invoke: (c, o) =>
      c.account.completeProfile({ person_type: 'physical', username: '+37369123456' }, o),
    method: 'POST',
    path: '/accounts/profile-complete-data/',
    body: { person_type: 'physical', username: '+37369123456' },
    answer: sampleProfileData(),
    result: { user: { username: '+37369123456' } },
  },
  {
    name: 'account.wholesaleData',
    invoke: (c, o) => c.account.wholesaleData(o),
    method: 'POST',
    path: '/accounts/',
    answer: sampleProfileData({ agents_info: { is_agent: true } }),
    result: { agents_info: { is_agent: true } },
  },
  {
    name: 'account.newsletter',
    invoke: (c, o) => c.account.newsletter(o),
    method: 'GET',
    path: '/accounts/newsletter-set/',
    answer: { email: 'ion@example.md', email_subscription: true, sms_subscription: false },
    result: { email_subscription: true, sms_subscription: false },
  },
  {
    name: 'account.subscribeNewsletter',
    invoke: (c, o) =>
      c.account.subscribeNewsletter(
        { name: 'Ana', last_name: 'Rusu', email: 'ana@example.md', agreement: true },
        o,
      ),
    method: 'POST',
    path: '/accounts/newsletter-set/',
    body: { name: 'Ana', last_name: 'Rusu', email: 'ana@example.md', agreement: true },
    answer: { detail: 'subscribed' },
  },
  {
    name: 'account.subscribeNewsletter (by phone)',
    invoke: (c, o) =>
      c.account.subscribeNewsletter(
        { name: 'Ana', last_name: 'Rusu', phone: '+37369123456', agreement: true },
        o,
      ),
    method: 'POST',
    path: '/accounts/newsletter-set/',
    body: { name: 'Ana', last_name: 'Rusu', phone: '+37369123456', agreement: true },
  },
  {
    name: 'account.setNewsletterPreferences',
    invoke: (c, o) =>
      c.account.setNewsletterPreferences({ email_subscription: false, sms_subscription: true }, o),
    method: 'POST',
    path: '/accounts/newsletter-set/',
    body: { email_subscription: false, sms_subscription: true },
    answer: { email_subscription: false, sms_subscription: true },
    result: { email_subscription: false, sms_subscription: true },
  },
];

const catalogueCases: CallCase[] = [
  {
    name: 'catalogue.products (listing with filters)',
    invoke: (c, o) =>
      c.catalogue.products(
        {
          page: 2,
          parent_slug: 'scule-electrice',
          is_promotion: true,
          price__gte: 100,
          price__lte: 2500,
          brands: ['Bosch', 'Black&Decker'],
          attributes: ['albastru', 'verde'],
          order_by: 'price_asc',
        },
        o,
      ),
    method: 'GET',
    path: '/api/products/items/',
    query: [
      ['page', '2'],
      ['parent_slug', 'scule-electrice'],
      ['is_promotion', 'true'],
      ['price__gte', '100'],
      ['price__lte', '2500'],
      ['brands', 'Bosch'],
      ['brands', 'Black#Decker'],
      ['attributes', 'albastru'],
      ['attributes', 'verde'],
      ['order_by', 'price_asc'],
    ],
    answer: page([sampleProduct()]),
    result: { pages: 1, total: 1, results: [{ price: 1299.9, promotion_price: 1149 }] },
  },
  {
    name: 'catalogue.products (home top list)',
    invoke: (c, o) => c.catalogue.products({ is_top: true, qt: 5 }, o),
    method: 'GET',
    path: '/api/products/items/',
    query: [
      ['is_top', 'true'],
      ['qt', '5'],
    ],
    answer: [sampleProduct()],
    result: { pages: 1, total: 1 },
  },
  {
    name: 'catalogue.product',
    invoke: (c, o) => c.catalogue.product('bormasina-cu-acumulator-bosch-gsr-120-li', o),
    method: 'GET',
    path: '/api/products/items/bormasina-cu-acumulator-bosch-gsr-120-li',
    answer: {
      ...sampleProduct({ reviews: [sampleReview()], rating: 4.5 }),
      breadcrumbs: [{ id: 3, name: 'Scule electrice', slug: 'scule-electrice' }],
      rating_distribution: [{ grade: 5, count: 1 }],
      related: [sampleProduct({ id: 7 })],
    },
    result: {
      rating: 4.5,
      reviews: [{ initial: 'M' }],
      breadcrumbs: [{ slug: 'scule-electrice' }],
      rating_distribution: [5, 4, 3, 2, 1].map((grade) => ({ grade, count: grade === 5 ? 1 : 0 })),
      related: [{ id: 7 }],
    },
  },
  {
    name: 'catalogue.categories',
    invoke: (c, o) => c.catalogue.categories({ parent_slug: 'scule-electrice' }, o),
    method: 'GET',
    path: '/api/categories/categories',
    query: [['parent_slug', 'scule-electrice']],
    answer: [sampleCategory()],
    result: [{ slug: 'scule-electrice' }],
  },
  {
    name: 'catalogue.categories (the whole menu)',
    invoke: (c, o) => c.catalogue.categories({}, o),
    method: 'GET',
    path: '/api/categories/categories',
    query: [],
    answer: [sampleCategory()],
    result: [{ name: 'Scule electrice' }],
  },
  {
    name: 'catalogue.categoryFilters',
    invoke: (c, o) => c.catalogue.categoryFilters({ parent_slug: 'bormasini' }, o),
    method: 'GET',
    path: '/api/categories/categories-filter/',
    query: [['parent_slug', 'bormasini']],
    answer: [samplePriceFilter(), sampleColourFilter()],
    result: [{ filterType: 'price', max_price: 2499 }, { isColor: true }],
  },
  {
    name: 'catalogue.homeCategories',
    invoke: (c, o) => c.catalogue.homeCategories(o),
    method: 'GET',
    path: '/api/categories/category-in-home_page/',
    answer: [sampleHomeCategory()],
    result: [{ title: 'Scule electrice' }],
  },
  {
    name: 'catalogue.footerCategories',
    invoke: (c, o) => c.catalogue.footerCategories({ all: true }, o),
    method: 'GET',
    path: '/api/categories/footer-categories/',
    query: [['all', 'true']],
    answer: [{ id: 3, name: 'Scule electrice', slug: 'scule-electrice' }],
    result: [{ slug: 'scule-electrice' }],
  },
  {
    name: 'catalogue.footerPages',
    invoke: (c, o) => c.catalogue.footerPages(o),
    method: 'GET',
    path: '/api/customer/footer-pages/',
    answer: [sampleClientLink()],
    result: [{ slug: 'garantie-retur' }],
  },
  {
    name: 'catalogue.search',
    invoke: (c, o) =>
      c.catalogue.search(
        { search: 'bormașină bosch', page: 1, is_promotion: false, brands: ['Bosch'] },
        o,
      ),
    method: 'GET',
    path: '/api/products/product-search',
    query: [
      ['search', 'bormașină bosch'],
      ['page', '1'],
      ['is_promotion', 'false'],
      ['brands', 'Bosch'],
    ],
    answer: { ...page([sampleProduct()]), categories: [{ keyword: 'scule', active: true }] },
    result: { total: 1, categories: [{ keyword: 'scule', active: true }] },
  },
  {
    name: 'catalogue.searchFilters',
    invoke: (c, o) => c.catalogue.searchFilters({ search: 'bormasina' }, o),
    method: 'GET',
    path: '/api/products/product-filter/',
    query: [['search', 'bormasina']],
    answer: [samplePriceFilter()],
    result: [{ isPrice: true }],
  },
  {
    name: 'catalogue.productsByIds',
    invoke: (c, o) => c.catalogue.productsByIds([1042, 7], o),
    method: 'GET',
    path: '/api/products/get-products-by-ids/',
    query: [
      ['products_ids', '1042'],
      ['products_ids', '7'],
    ],
    answer: [sampleProduct(), sampleProduct({ id: 7, slug: 'cui-50', name: 'Cui 50 mm' })],
    result: [{ id: 1042 }, { id: 7 }],
  },
  {
    name: 'catalogue.validateProducts',
    invoke: (c, o) => c.catalogue.validateProducts({ product_ids: [1042, 7] }, o),
    method: 'POST',
    path: '/ro/api/products/validate-products/',
    body: { product_ids: [1042, 7] },
    answer: { products: [sampleProduct()], invalid_ids: [7] },
    result: { products: [{ id: 1042 }], invalid_ids: [7] },
  },
  {
    name: 'catalogue.createReview',
    invoke: (c, o) => c.catalogue.createReview({ product: 1042, grade: 5, text: 'Excelentă' }, o),
    method: 'POST',
    path: '/shop/reviews/',
    body: { product: 1042, grade: 5, text: 'Excelentă' },
    answer: sampleReview({ text: 'Excelentă' }),
    result: { grade: 5, text: 'Excelentă' },
  },
];

const contentCases: CallCase[] = [
  {
    name: 'content.siteSettings',
    invoke: (c, o) => c.content.siteSettings(o),
    method: 'GET',
    path: '/api/site-settings/',
    answer: sampleSettings(),
    result: { main_color: '#2563eb', addresses: [sampleAddress()] },
  },
  {
    name: 'content.popups',
    invoke: (c, o) => c.content.popups(o),
    method: 'GET',
    path: '/api/popups/items',
    answer: [samplePopup()],
    result: [{ inactive_time: 5, active_time: 20 }],
  },
  {
    name: 'content.homeSlides',
    invoke: (c, o) => c.content.homeSlides(o),
    method: 'GET',
    path: '/api/homepage/home-page-slider/',
    answer: [sampleHomeSlide()],
    result: [{ button_text: 'Cumpără acum' }],
  },
  {
    name: 'content.homeCategorySlides',
    invoke: (c, o) => c.content.homeCategorySlides(o),
    method: 'GET',
    path: '/api/homepage/slider-category-for-home-page/',
    answer: [sampleCategorySlide()],
    result: [{ slug: 'scule-electrice' }],
  },
  {
    name: 'content.homeBrandSlides',
    invoke: (c, o) => c.content.homeBrandSlides(o),
    method: 'GET',
    path: '/api/homepage/slider-brands-for-home-page/',
    answer: [sampleBrandSlide()],
    result: [{ name: 'Bosch' }],
  },
  {
    name: 'content.productOfTheDay',
    invoke: (c, o) => c.content.productOfTheDay(o),
    method: 'GET',
    path: '/api/homepage/product-of-the-day/',
    answer: { product: sampleProduct(), ends_at: '2025-03-10T22:00:00.000Z' },
    result: { product: { id: 1042 }, ends_at: '2025-03-10T22:00:00.000Z' },
  },
  {
    name: 'content.homeFeatures',
    invoke: (c, o) => c.content.homeFeatures(o),
    method: 'GET',
    path: '/api/homepage/features/',
    answer: [{ id: 1, icon: 'delivery', title: 'Livrare gratuită', text: 'De la 500 lei' }],
    result: [{ icon: 'delivery', title: 'Livrare gratuită', url: null }],
  },
  {
    name: 'content.partnerBanner',
    invoke: (c, o) => c.content.partnerBanner(o),
    method: 'GET',
    path: '/api/homepage/partner-banner/',
    answer: { title: 'Deveniți partenerul nostru', text: 'Prețuri angro', image: '' },
    result: { title: 'Deveniți partenerul nostru', image: null, button_text: null, url: null },
  },
  {
    name: 'content.blogArticles (home preview)',
    invoke: (c, o) => c.content.blogArticles({ qt: 5 }, o),
    method: 'GET',
    path: '/api/blog/category/',
    query: [['qt', '5']],
    answer: [sampleArticle()],
    result: { results: [{ slug: 'cum-alegi-o-bormasina' }] },
  },
  {
    name: 'content.blogArticles (a page)',
    invoke: (c, o) => c.content.blogArticles({ page: 3 }, o),
    method: 'GET',
    path: '/api/blog/category/',
    query: [['page', '3']],
    answer: { pages: 4, total: 31, results: [sampleArticle()] },
    result: { pages: 4, total: 31 },
  },
  {
    name: 'content.blogArticle',
    invoke: (c, o) => c.content.blogArticle('cum-alegi-o-bormasina', o),
    method: 'GET',
    path: '/api/blog/category/cum-alegi-o-bormasina',
    answer: sampleArticle(),
    result: { title: 'Cum alegi o bormașină' },
  },
  {
    name: 'content.promotions',
    invoke: (c, o) => c.content.promotions({ page: 2 }, o),
    method: 'GET',
    path: '/api/pages/promotions/',
    query: [['page', '2']],
    answer: page([samplePromotion()]),
    result: { results: [{ slug: 'reduceri-de-primavara' }] },
  },
  {
    name: 'content.promotion',
    invoke: (c, o) => c.content.promotion('reduceri-de-primavara', o),
    method: 'GET',
    path: '/api/pages/promotions/reduceri-de-primavara',
    answer: samplePromotion(),
    result: { button: { url: '/pages/sales' } },
  },
  {
    name: 'content.regulations',
    invoke: (c, o) => c.content.regulations({ page: 1 }, o),
    method: 'GET',
    path: '/api/customer/regulaments/',
    query: [['page', '1']],
    answer: page([sampleRegulation()]),
    result: { total: 1 },
  },
  {
    name: 'content.regulation',
    invoke: (c, o) => c.content.regulation('regulamentul-campaniei-de-primavara', o),
    method: 'GET',
    path: '/api/customer/regulaments/regulamentul-campaniei-de-primavara',
    answer: sampleRegulation(),
    result: { title: 'Regulamentul campaniei de primăvară' },
  },
  {
    name: 'content.sales',
    invoke: (c, o) => c.content.sales({ page: 2, category_slug: 'scule-electrice' }, o),
    method: 'GET',
    path: '/api/pages/sales/',
    query: [
      ['page', '2'],
      ['category_slug', 'scule-electrice'],
    ],
    answer: sampleSalesPage(),
    result: { pages: 3, results: { page_content: { sale_categories: [{ id: 3 }] } } },
  },
  {
    name: 'content.footerPage',
    invoke: (c, o) => c.content.footerPage('garantie-retur', o),
    method: 'GET',
    path: '/api/customer/footer-pages/garantie-retur',
    answer: {
      id: 1,
      slug: 'garantie-retur',
      title: 'Garanție și retur',
      content: '<p>14 zile</p>',
    },
    result: { slug: 'garantie-retur', content: '<p>14 zile</p>' },
  },
  {
    name: 'content.vacancies',
    invoke: (c, o) => c.content.vacancies(o),
    method: 'GET',
    path: '/api/customer/vacancies/',
    answer: [sampleVacancy()],
    result: [{ letter: 'C' }],
  },
  {
    name: 'content.sendVacancyForm',
    invoke: (c, o) =>
      c.content.sendVacancyForm(
        { vacancy: 8, name: 'Ana', phone: '+37369123456', agreement: true },
        o,
      ),
    method: 'POST',
    path: '/accounts/vacancy-form/',
    body: { vacancy: 8, name: 'Ana', phone: '+37369123456', agreement: true },
  },
  {
    name: 'content.requisites',
    invoke: (c, o) => c.content.requisites(o),
    method: 'GET',
    path: '/api/contacts/requisites/',
    answer: [sampleRequisite()],
    result: [{ title: 'IDNO' }],
  },
  {
    name: 'content.adminContacts',
    invoke: (c, o) => c.content.adminContacts(o),
    method: 'GET',
    path: '/api/contacts/admin-contacts/',
    answer: [sampleAdminContact()],
    result: [{ name: 'Andrei Rusu' }],
  },
  {
    name: 'content.shopContacts',
    invoke: (c, o) => c.content.shopContacts(o),
    method: 'GET',
    path: '/api/contacts/addresses/',
    answer: [sampleShopContact()],
    result: [{ id: 5, city: 'Chișinău' }],
  },
  {
    name: 'content.shopStock',
    invoke: (c, o) =>
      c.content.shopStock(
        [
          { productId: 12, pieces: 2 },
          { productId: 15, pieces: 1 },
        ],
        o,
      ),
    method: 'GET',
    path: '/api/shops/stock',
    query: [
      ['items', '12:2'],
      ['items', '15:1'],
    ],
    answer: [
      {
        id: 1,
        title: 'CasaPlus Botanica',
        city: 'Chișinău',
        location: 'bd. Dacia 47',
        phone: '+373 22 000 101',
        schedule: null,
        products: [
          { product_id: 12, available: 3 },
          { product_id: 15, available: 0 },
        ],
        complete: false,
      },
    ],
    result: [{ id: 1, complete: false, products: [{ product_id: 12, available: 3 }, {}] }],
  },
  {
    name: 'content.sendPartnerForm',
    invoke: (c, o) =>
      c.content.sendPartnerForm(
        {
          name: 'Vasile Ceban',
          company_name: 'Construcții Nord SRL',
          phone: '+37369123456',
          email: 'vasile@constructii.md',
          activity_type: 'construction',
          agreement: true,
        },
        o,
      ),
    method: 'POST',
    path: '/ru/api/accounts/partner-form/',
    body: {
      name: 'Vasile Ceban',
      company_name: 'Construcții Nord SRL',
      phone: '+37369123456',
      email: 'vasile@constructii.md',
      activity_type: 'construction',
      agreement: true,
    },
  },
  {
    name: 'content.sendDealerForm',
    invoke: (c, o) =>
      c.content.sendDealerForm(
        {
          company_name: 'Termo Grup SRL',
          idno: '1003600012344',
          name: 'Elena Rusu',
          phone: '+37369123456',
          email: 'elena@termogrup.md',
          city: 'Bălți',
          activity_type: 'installation',
          agreement: true,
        },
        o,
      ),
    method: 'POST',
    path: '/api/accounts/dealer-form/',
    body: {
      company_name: 'Termo Grup SRL',
      idno: '1003600012344',
      name: 'Elena Rusu',
      phone: '+37369123456',
      email: 'elena@termogrup.md',
      city: 'Bălți',
      activity_type: 'installation',
      agreement: true,
    },
  },
  {
    name: 'content.sendContactForm',
    invoke: (c, o) =>
      c.content.sendContactForm(
        { name: 'Ion', email: 'ion@example.md', message: 'Livrați la Cahul?', agreement: true },
        o,
      ),
    method: 'POST',
    path: '/api/contacts/contact-form/',
    body: { name: 'Ion', email: 'ion@example.md', message: 'Livrați la Cahul?', agreement: true },
  },
  {
    name: 'content.shops',
    invoke: (c, o) => c.content.shops({ page: 1 }, o),
    method: 'GET',
    path: '/api/pages/shops/',
    query: [['page', '1']],
    answer: page([sampleShop()]),
    result: { results: [{ title: 'Magazinul Botanica' }] },
  },
  {
    name: 'content.shop',
    invoke: (c, o) => c.content.shop('magazin-botanica', o),
    method: 'GET',
    path: '/api/pages/shops/magazin-botanica',
    answer: sampleShop({ video: 'https://video.example.md/botanica.mp4' }),
    result: { video: 'https://video.example.md/botanica.mp4', latitude: 46.9885 },
  },
  {
    name: 'content.socialPages',
    invoke: (c, o) => c.content.socialPages(o),
    method: 'GET',
    path: '/api/pages/social/',
    answer: [
      {
        id: 1,
        slug: 'facebook-toamna',
        title: 'Toamna acasă',
        description: null,
        image: null,
        content: '<p>Oferte</p>',
        button: null,
      },
    ],
    result: [{ slug: 'facebook-toamna', description: '', content: '<p>Oferte</p>' }],
  },
  {
    name: 'content.socialPage',
    invoke: (c, o) => c.content.socialPage('facebook-toamna', o),
    method: 'GET',
    path: '/api/pages/social/facebook-toamna',
    answer: {
      id: 1,
      slug: 'facebook-toamna',
      title: 'Toamna acasă',
      description: 'Din postarea noastră',
      image: 'https://api.example.md/media/banners/social.svg',
      content: '<p>Oferte</p>',
      button: { title: 'Vezi reducerile', url: '/pages/sales' },
    },
    result: { button: { url: '/pages/sales' } },
  },
  {
    name: 'content.successPage',
    invoke: (c, o) => c.content.successPage('newsletter', o),
    method: 'GET',
    path: '/api/pages/success/newsletter',
    answer: {
      slug: 'newsletter',
      title: 'V-ați abonat',
      content: '<p>Mulțumim</p>',
      button: { title: 'Vezi ofertele', url: '/pages/sales' },
    },
    result: { title: 'V-ați abonat', button: { url: '/pages/sales' } },
  },
  {
    name: 'content.aboutPage',
    invoke: (c, o) => c.content.aboutPage(o),
    method: 'GET',
    path: '/api/pages/about/',
    answer: {
      title: 'Despre noi',
      quote: 'Tot ce-i trebuie casei',
      quote_author: null,
      statistics: [{ value: '17', label: 'ani pe piață' }],
      milestones: [{ year: 2009, text: 'Primul magazin' }],
      carousel: ['https://api.example.md/media/banners/about-1.svg'],
      team: [{ name: 'Svetlana Moraru', position: null, image: null }],
      seo: null,
    },
    result: { quote_author: '', milestones: [{ year: 2009 }], team: [{ position: '' }] },
  },
  {
    name: 'content.deliveryPage',
    invoke: (c, o) => c.content.deliveryPage(o),
    method: 'GET',
    path: '/api/pages/delivery/',
    answer: {
      title: 'Livrare',
      banner: null,
      items: [{ icon: 'time', title: '1–3 zile', text: null }],
      table: { columns: ['Localitate', 'Termen', 'Sub 500 lei', 'De la 500 lei'], rows: [] },
      informers: ['Verificați coletul la curier.'],
      seo: null,
    },
    result: { items: [{ icon: 'time', text: '' }], table: { rows: [] } },
  },
  {
    name: 'content.faqPage',
    invoke: (c, o) => c.content.faqPage(o),
    method: 'GET',
    path: '/api/pages/faq/',
    answer: {
      title: 'Întrebări frecvente',
      groups: [
        {
          id: 'livrare',
          title: 'Livrare',
          items: [{ id: 'cost', question: 'Cât costă livrarea?', answer: '<p>80 lei</p>' }],
        },
      ],
      seo: null,
    },
    result: { groups: [{ items: [{ answer: '<p>80 lei</p>' }] }] },
  },
  {
    name: 'content.fidelityPage',
    invoke: (c, o) => c.content.fidelityPage(o),
    method: 'GET',
    path: '/api/pages/fidelity/',
    answer: {
      title: 'Programul de fidelitate',
      lead: null,
      levels: [{ name: 'Argint', threshold: 5000, percent: 3, perks: [] }],
      body: '<p>Reguli</p>',
      regulation_slug: null,
      seo: null,
    },
    result: { lead: '', levels: [{ percent: 3 }], regulation_slug: null },
  },
  {
    name: 'content.dealersPage',
    invoke: (c, o) => c.content.dealersPage(o),
    method: 'GET',
    path: '/api/pages/dealers/',
    answer: {
      title: 'Devino dealer',
      lead: null,
      benefits: [{ title: 'Prețuri de dealer', text: null }],
      form_title: 'Cerere de dealer',
      logos: [{ id: 3, name: 'Bosch', image: null }],
      seo: null,
    },
    result: { lead: '', benefits: [{ text: '' }], partner_title: '', logos: [{ name: 'Bosch' }] },
  },
];

const cartCases: CallCase[] = [
  {
    name: 'cart.get',
    invoke: (c, o) => c.cart.get(o),
    method: 'GET',
    path: '/orders/temporary-cart/',
    answer: [sampleCartLine()],
    result: [{ id: 9001, pricePerOne: 1149 }],
  },
  {
    name: 'cart.update',
    invoke: (c, o) =>
      c.cart.update(
        { user: 77, product: 1042, quantity: 1, products_units: 1, increment: true },
        o,
      ),
    method: 'POST',
    path: '/orders/temporary-cart/',
    body: { user: 77, product: 1042, quantity: 1, products_units: 1, increment: true },
    answer: [sampleCartLine({ quantity: 3 })],
    result: [{ quantity: 3 }],
  },
  {
    name: 'cart.remove',
    invoke: (c, o) => c.cart.remove(9001, o),
    method: 'DELETE',
    path: '/orders/temporary-cart/9001',
  },
  {
    name: 'cart.clear',
    invoke: (c, o) => c.cart.clear(o),
    method: 'GET',
    path: '/orders/cart-delete-all/',
  },
];

const favouritesCases: CallCase[] = [
  {
    name: 'favourites.ids',
    invoke: (c, o) => c.favourites.ids(o),
    method: 'GET',
    path: '/shop/favorite-products-ids/',
    answer: { ids: [1042, 7], total: 2 },
    result: { ids: [1042, 7], total: 2 },
  },
  {
    name: 'favourites.list',
    invoke: (c, o) => c.favourites.list({ page: 1 }, o),
    method: 'GET',
    path: '/shop/favorite-products/',
    query: [['page', '1']],
    answer: page([{ id: 55, product: sampleProduct() }]),
    result: { results: [{ id: 55, product: { id: 1042 } }] },
  },
  {
    name: 'favourites.add',
    invoke: (c, o) => c.favourites.add({ user: 77, product: 1042 }, o),
    method: 'POST',
    path: '/shop/favorite-products/',
    body: { user: 77, product: 1042 },
    answer: { id: 55 },
  },
  {
    name: 'favourites.remove',
    invoke: (c, o) => c.favourites.remove({ user: 77, product: 1042 }, o),
    method: 'DELETE',
    path: '/shop/favorite-products/',
    body: { user: 77, product: 1042 },
  },
  {
    name: 'favourites.clear',
    invoke: (c, o) => c.favourites.clear(o),
    method: 'GET',
    path: '/shop/favorite-products-delete-all/',
  },
  {
    name: 'favourites.syncAnonymous',
    invoke: (c, o) =>
      c.favourites.syncAnonymous({ favorites_ids: [1042], trigger_delete: true }, o),
    method: 'POST',
    path: '/ru/api/products/other-favorites/',
    body: { favorites_ids: [1042], trigger_delete: true },
    answer: [sampleProduct()],
    result: { results: [{ id: 1042 }] },
  },
  {
    name: 'favourites.anonymous',
    invoke: (c, o) => c.favourites.anonymous({ favorites_ids: [1042, 7], page: 1 }, o),
    method: 'GET',
    path: '/ru/api/products/other-favorites/',
    query: [
      ['favorites_ids', '1042'],
      ['favorites_ids', '7'],
      ['page', '1'],
    ],
    answer: page([sampleProduct()]),
    result: { total: 1 },
  },
];

const ordersCases: CallCase[] = [
  {
    name: 'orders.create (fast order)',
    invoke: (c, o) => c.orders.create(sampleFastOrder(), o),
    method: 'POST',
    path: '/ru/api/orders/orders/',
    body: sampleFastOrder(),
    answer: { id: 3141 },
    result: { id: 3141, payment_url: null },
  },
  {
    name: 'orders.create (checkout, card online)',
    invoke: (c, o) => c.orders.create(sampleCheckoutOrder({ pay_method: 'by_card_online' }), o),
    method: 'POST',
    path: '/ru/api/orders/orders/',
    body: sampleCheckoutOrder({ pay_method: 'by_card_online' }),
    answer: { id: 3142, status: 'pending_payment', payment_url: 'https://pay.example.md/3142' },
    result: { id: 3142, payment_url: 'https://pay.example.md/3142' },
  },
  {
    name: 'orders.create (with an Idempotency-Key)',
    invoke: (c, o) =>
      c.orders.create(sampleFastOrder(), { ...o, idempotencyKey: 'checkout-4f1c2a9e' }),
    method: 'POST',
    path: '/ru/api/orders/orders/',
    body: sampleFastOrder(),
    headers: { 'Idempotency-Key': 'checkout-4f1c2a9e' },
    answer: { id: 3143, link_token: 't'.repeat(43), total_price: '1149.00' },
    result: { id: 3143, link_token: 't'.repeat(43), total_price: 1149 },
  },
  {
    name: 'orders.checkPromoCode',
    invoke: (c, o) => c.orders.checkPromoCode({ code: 'PRIMAVARA10', total_price: 2298 }, o),
    method: 'POST',
    path: '/ru/api/shop/check-promo-code',
    body: { code: 'PRIMAVARA10', total_price: 2298 },
    answer: sampleCoupon(),
    result: { code: 'PRIMAVARA10', discount_percent: 10, min_total: 500 },
  },
  {
    name: 'orders.list',
    invoke: (c, o) => c.orders.list({ page: 2 }, o),
    method: 'GET',
    path: '/orders/orders/',
    query: [['page', '2']],
    answer: { pages: 2, total: 11, results: [sampleOrder()] },
    result: { pages: 2, results: [{ id: 3141, total_price: 2298 }] },
  },
  {
    name: 'orders.get',
    invoke: (c, o) => c.orders.get(3141, o),
    method: 'GET',
    path: '/orders/orders/3141',
    answer: sampleOrder({ status: 'finished' }),
    result: { status: 'finished', order_products: [{ unit_price: 1149 }] },
  },
  {
    name: "orders.get (a guest's order by its link token)",
    invoke: (c, o) => c.orders.get(3143, { ...o, linkToken: 'l1nk-t0ken' }),
    method: 'GET',
    path: '/orders/orders/3143',
    query: [['token', 'l1nk-t0ken']],
    answer: sampleOrder({ id: 3143, steps_reached: 2 }),
    result: { id: 3143, steps_reached: 2 },
  },
];

const everyCall: CallCase[] = [
  ...authCases,
  ...accountCases,
  ...catalogueCases,
  ...contentCases,
  ...cartCases,
  ...favouritesCases,
  ...ordersCases,
];

function answerOf(call: CallCase): Response {
  return call.answer === undefined ? emptyResponse() : jsonResponse(call.answer);
}

async function expectRequest(
  call: CallCase,
  client: ShopClient,
  fetched: ReturnType<typeof fakeFetch>,
) {
  const controller = new AbortController();
  const result = await call.invoke(client, { signal: controller.signal });
  const sent = fetched.last();

  expect(fetched.calls).toHaveLength(1);
  expect(sent.method).toBe(call.method);
  expect(sent.url.origin).toBe('http://localhost:8000');
  expect(sent.url.pathname).toBe(call.path);
  expect(paramPairs(sent.url.searchParams)).toEqual(call.query ?? []);
  expect(sent.headers.get('Accept')).toBe('application/json');
  expect(sent.init.signal).toBe(controller.signal);
  for (const [name, value] of Object.entries(call.headers ?? {})) {
    expect(sent.headers.get(name)).toBe(value);
  }
  if (call.body === undefined) {
    expect(sent.body).toBeNull();
    expect(sent.headers.get('Content-Type')).toBeNull();
  } else {
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(JSON.parse(sent.body ?? 'null')).toEqual(call.body);
  }
  if (call.result === undefined || call.result === null) expect(result).toBe(call.result);
  else expect(result).toMatchObject(call.result);
  return sent;
}

describe('every call of §7', () => {
  it('covers the whole client', () => {
    const client = createClient();
    const groups = [
      client.auth,
      client.account,
      client.catalogue,
      client.content,
      client.cart,
      client.favourites,
      client.orders,
    ];
    const names = groups.flatMap((group, index) =>
      Object.keys(group).map(
        (key) =>
          `${['auth', 'account', 'catalogue', 'content', 'cart', 'favourites', 'orders'][index]}.${key}`,
      ),
    );
    const tested = new Set(everyCall.map((call) => call.name.split(' ')[0]));
    expect(names.filter((name) => !tested.has(name))).toEqual([]);
  });

  it.each(everyCall)('$name, signed in, in Russian', async (call) => {
    const fetched = fakeFetch(() => answerOf(call));
    const client = createClient({ fetch: fetched.fetch, token: 'a1b2c3', locale: 'ru' });
    const sent = await expectRequest(call, client, fetched);
    expect(sent.headers.get('Accept-Language')).toBe('ru');
    expect(sent.headers.get('Authorization')).toBe('Token a1b2c3');
  });

  it.each(everyCall)('$name, as a visitor, in Romanian', async (call) => {
    const fetched = fakeFetch(() => answerOf(call));
    const client = createClient({ fetch: fetched.fetch });
    const sent = await expectRequest(call, client, fetched);
    expect(sent.headers.get('Accept-Language')).toBe('ro');
    expect(sent.headers.has('Authorization')).toBe(false);
  });
});

describe('content.sendVacancyForm with a CV', () => {
  const body = {
    vacancy: 8,
    name: 'Ana',
    phone: '+37369123456',
    message: 'Bună ziua',
    agreement: true as const,
  };
  const pdf = '%PDF-1.4\n%%EOF\n';

  it('sends multipart/form-data: the fields as text parts and the file under cv, with its name', async () => {
    const fetched = fakeFetch(() => jsonResponse({ id: 5 }, 201));
    const client = createClient({ fetch: fetched.fetch, token: 'a1b2c3', locale: 'ru' });
    const controller = new AbortController();
    const cv = new File([pdf], 'CV Ana.pdf', { type: 'application/pdf' });
    await expect(
      client.content.sendVacancyForm(body, { cv, signal: controller.signal }),
    ).resolves.toBeUndefined();
    const sent = fetched.last();
    expect(sent.method).toBe('POST');
    expect(sent.url.pathname).toBe('/accounts/vacancy-form/');
    expect(sent.init.signal).toBe(controller.signal);
    expect(sent.headers.get('Authorization')).toBe('Token a1b2c3');
    expect(sent.headers.get('Accept-Language')).toBe('ru');
    // The client sets no Content-Type: fetch writes it with the boundary it chose.
    expect(Object.keys(sent.init.headers ?? {})).not.toContain('Content-Type');
    expect(sent.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const form = sent.init.body;
    if (!(form instanceof FormData)) throw new Error('the body is not FormData');
    expect(form.get('vacancy')).toBe('8');
    expect(form.get('name')).toBe('Ana');
    expect(form.get('phone')).toBe('+37369123456');
    expect(form.get('message')).toBe('Bună ziua');
    // Multipart parts are text: the API reads 'true' back as the ticked agreement.
    expect(form.get('agreement')).toBe('true');
    expect(form.has('email')).toBe(false);
    const file = form.get('cv');
    if (!(file instanceof File)) throw new Error('cv is not a file');
    expect(file.name).toBe('CV Ana.pdf');
    expect(await file.text()).toBe(pdf);
    // On the wire: the part the server reads.
    const wire = await new Request('http://localhost/', { method: 'POST', body: form }).text();
    expect(wire).toContain('Content-Disposition: form-data; name="cv"; filename="CV Ana.pdf"');
    expect(wire).toContain(pdf);
  });

  it('sends a Blob without a name under the name cv', async () => {
    const fetched = fakeFetch(() => jsonResponse({ id: 6 }, 201));
    const client = createClient({ fetch: fetched.fetch });
    await client.content.sendVacancyForm(body, { cv: new Blob([pdf]) });
    const form = fetched.last().init.body;
    if (!(form instanceof FormData)) throw new Error('the body is not FormData');
    const file = form.get('cv');
    expect(file instanceof File ? file.name : null).toBe('cv');
  });

  it('without a CV sends JSON exactly as before', async () => {
    const fetched = fakeFetch(() => jsonResponse({ id: 7 }, 201));
    const client = createClient({ fetch: fetched.fetch });
    await client.content.sendVacancyForm(body, {});
    const sent = fetched.last();
    expect(sent.headers.get('Content-Type')).toBe('application/json');
    expect(sent.body).toBe(JSON.stringify(body));
  });
});
