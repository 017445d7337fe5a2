import type { CatalogueTree, PluralFormsByLocale } from './i18n.types.js';
import { checkout } from './ro/checkout.js';
import { contentPages } from './ro/content-pages.js';
import { fastOrder } from './ro/fast-order.js';
import { home } from './ro/home.js';
import { lastSeen } from './ro/last-seen.js';
import { share } from './ro/share.js';
import { homeSections } from './ro/home-sections.js';
import { maintenance } from './ro/maintenance.js';
import { newPassword } from './ro/new-password.js';
import { newsletterSignup } from './ro/newsletter-signup.js';
import { orderResult } from './ro/order-result.js';
import { passwordRestore } from './ro/password-restore.js';
import { infoPages } from './ro/info-pages.js';
import { modalsPage } from './ro/modals-page.js';
import { formFields } from './ro/form-fields.js';
import { footer } from './ro/footer.js';
import { companyForms } from './ro/company-forms.js';
import { careersPage } from './ro/careers-page.js';
import { profileData } from './ro/profile-data.js';
import { reviewForm } from './ro/review-form.js';
import { orderHistory } from './ro/order-history.js';
import { favouritesPage } from './ro/favourites-page.js';
import { newsletterForm } from './ro/newsletter-form.js';
import { passwordChange } from './ro/password-change.js';
import { orderProgress } from './ro/order-progress.js';
import { orderingError } from './ro/ordering-error.js';
import { filterPanel } from './ro/filter-panel.js';
import { filters } from './ro/filters.js';
import { sort } from './ro/sort.js';
import { searchPage } from './ro/search-page.js';
import { salesPage } from './ro/sales-page.js';
import { profileNav } from './ro/profile-nav.js';
import { productReviews } from './ro/product-reviews.js';
import { attributes } from './ro/attributes.js';
import { signIn } from './ro/sign-in.js';
import { resultModal } from './ro/result-modal.js';
import { oneClick } from './ro/one-click.js';
import { unitPicker } from './ro/unit-picker.js';
import { stockModal } from './ro/stock-modal.js';
import { sizeChart } from './ro/size-chart.js';
import { shopStock } from './ro/shop-stock.js';
import { contactsPage } from './ro/contacts-page.js';
import { shopsPage } from './ro/shops-page.js';
import { video } from './ro/video.js';
import { companyCodes } from './ro/company-codes.js';
import { roFirstLoad } from './ro-first-load.js';

/**
 * The namespaces of parts only some pages show or open (a dialog opened by a click, a page of its
 * own), kept out of `roFirstLoad`, the texts of the shell. No page carries texts in its code: a
 * storefront route declares the namespaces it shows and sends them with its data, and a dialog
 * loaded later fetches its own (apps/storefront README, "Texts").
 */
export const LOADED_LATER = [
  'reviewForm',
  'profileData',
  'maintenance',
  'checkout',
  'orderResult',
  'home',
  'lastSeen',
  'share',
  'homeSections',
  'newsletterSignup',
  'fastOrder',
  'passwordRestore',
  'newPassword',
  'orderHistory',
  'favouritesPage',
  'newsletterForm',
  'passwordChange',
  'orderProgress',
  'orderingError',
  'contentPages',
  'infoPages',
  'modalsPage',
  'formFields',
  'companyForms',
  'footer',
  'careersPage',
  'filterPanel',
  'filters',
  'sort',
  'searchPage',
  'salesPage',
  'profileNav',
  'productReviews',
  'attributes',
  'signIn',
  'resultModal',
  'oneClick',
  'unitPicker',
  'stockModal',
  'sizeChart',
  'shopStock',
  'contactsPage',
  'shopsPage',
  'video',
  'companyCodes',
] as const;

/**
 * Every Romanian text: `roFirstLoad` and the namespaces loaded later. Servers, tests and Storybook
 * register this one; the source of the keys that en and ru must have.
 */
export const ro = {
  ...roFirstLoad,
  reviewForm,
  profileData,
  maintenance,
  checkout,
  orderResult,
  home,
  lastSeen,
  share,
  homeSections,
  newsletterSignup,
  fastOrder,
  passwordRestore,
  newPassword,
  orderHistory,
  favouritesPage,
  newsletterForm,
  passwordChange,
  orderProgress,
  orderingError,
  contentPages,
  infoPages,
  modalsPage,
  formFields,
  companyForms,
  footer,
  careersPage,
  filterPanel,
  filters,
  sort,
  searchPage,
  salesPage,
  profileNav,
  productReviews,
  attributes,
  signIn,
  resultModal,
  oneClick,
  unitPicker,
  stockModal,
  sizeChart,
  shopStock,
  contactsPage,
  shopsPage,
  video,
  companyCodes,
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
