import type { Catalogue } from './i18n.types.js';
import { common } from './ru/common.js';
import { password } from './ru/password.js';
import { quantity } from './ru/quantity.js';
import { pagination } from './ru/pagination.js';
import { breadcrumbs } from './ru/breadcrumbs.js';
import { rating } from './ru/rating.js';
import { reviews } from './ru/reviews.js';
import { stock } from './ru/stock.js';
import { price } from './ru/price.js';
import { filters } from './ru/filters.js';
import { delivery } from './ru/delivery.js';
import { cart } from './ru/cart.js';
import { toast } from './ru/toast.js';
import { progress } from './ru/progress.js';
import { carousel } from './ru/carousel.js';
import { map } from './ru/map.js';
import { video } from './ru/video.js';
import { companyCodes } from './ru/company-codes.js';
import { orderStatus } from './ru/order-status.js';
import { agreement } from './ru/agreement.js';
import { errorPage } from './ru/error-page.js';
import { validation } from './ru/validation.js';
import { footer } from './ru/footer.js';
import { notFoundPage } from './ru/not-found-page.js';
import { emptySearch } from './ru/empty-search.js';
import { header } from './ru/header.js';
import { nav } from './ru/nav.js';
import { filterPanel } from './ru/filter-panel.js';
import { productCard } from './ru/product-card.js';
import { sort } from './ru/sort.js';
import { listing } from './ru/listing.js';
import { catalogue } from './ru/catalogue.js';
import { product } from './ru/product.js';
import { attributes } from './ru/attributes.js';
import { productReviews } from './ru/product-reviews.js';
import { site } from './ru/site.js';
import { pageTitle } from './ru/page-title.js';
import { search } from './ru/search.js';
import { home } from './ru/home.js';
import { searchPage } from './ru/search-page.js';
import { salesPage } from './ru/sales-page.js';
import { lastSeen } from './ru/last-seen.js';
import { share } from './ru/share.js';
import { externalLink } from './ru/external-link.js';
import { passwordRestore } from './ru/password-restore.js';
import { newPassword } from './ru/new-password.js';
import { resultModal } from './ru/result-modal.js';
import { signIn } from './ru/sign-in.js';
import { accountButton } from './ru/account-button.js';
import { profileNav } from './ru/profile-nav.js';
import { favouritesPage } from './ru/favourites-page.js';
import { favourites } from './ru/favourites.js';
import { orderResult } from './ru/order-result.js';
import { orderProgress } from './ru/order-progress.js';
import { orderHistory } from './ru/order-history.js';
import { newsletterForm } from './ru/newsletter-form.js';
import { passwordChange } from './ru/password-change.js';
import { orderingError } from './ru/ordering-error.js';
import { stockModal } from './ru/stock-modal.js';
import { sizeChart } from './ru/size-chart.js';
import { shopStock } from './ru/shop-stock.js';
import { contactsPage } from './ru/contacts-page.js';
import { shopsPage } from './ru/shops-page.js';
import { cartPanel } from './ru/cart-panel.js';
import { oneClick } from './ru/one-click.js';
import { unitPicker } from './ru/unit-picker.js';
import { fastOrder } from './ru/fast-order.js';
import { checkout } from './ru/checkout.js';
import { apiError } from './ru/api-error.js';
import { popupChain } from './ru/popup-chain.js';
import { demoBanner } from './ru/demo-banner.js';
import { routeAnnouncer } from './ru/route-announcer.js';
import { reviewForm } from './ru/review-form.js';
import { profileData } from './ru/profile-data.js';
import { contentPages } from './ru/content-pages.js';
import { infoPages } from './ru/info-pages.js';
import { modalsPage } from './ru/modals-page.js';
import { formFields } from './ru/form-fields.js';
import { companyForms } from './ru/company-forms.js';
import { careersPage } from './ru/careers-page.js';
import { maintenance } from './ru/maintenance.js';
import { homeSections } from './ru/home-sections.js';
import { newsletterSignup } from './ru/newsletter-signup.js';

/**
 * Russian. Keys and placeholders mirror ro (a missing or an extra key is a type error). Plurals
 * have four forms: one (1, 21, 101), few (2–4, 22), many (0, 5–20, 25) and other (fractions).
 * After «не менее» / «не более» the noun is genitive: «1 символа», «8 символов».
 */
export const ru = {
  common,
  password,
  quantity,
  pagination,
  breadcrumbs,
  rating,
  reviews,
  stock,
  price,
  filters,
  delivery,
  cart,
  toast,
  progress,
  carousel,
  map,
  video,
  companyCodes,
  orderStatus,
  agreement,
  errorPage,
  validation,
  footer,
  notFoundPage,
  emptySearch,
  header,
  nav,
  filterPanel,
  productCard,
  sort,
  listing,
  catalogue,
  product,
  attributes,
  productReviews,
  site,
  pageTitle,
  search,
  home,
  searchPage,
  salesPage,
  lastSeen,
  share,
  externalLink,
  passwordRestore,
  newPassword,
  resultModal,
  signIn,
  accountButton,
  profileNav,
  favouritesPage,
  favourites,
  orderResult,
  orderProgress,
  orderHistory,
  newsletterForm,
  passwordChange,
  orderingError,
  stockModal,
  sizeChart,
  shopStock,
  contactsPage,
  shopsPage,
  cartPanel,
  oneClick,
  unitPicker,
  fastOrder,
  checkout,
  apiError,
  popupChain,
  demoBanner,
  routeAnnouncer,
  reviewForm,
  profileData,
  contentPages,
  infoPages,
  modalsPage,
  formFields,
  companyForms,
  careersPage,
  maintenance,
  homeSections,
  newsletterSignup,
} as const satisfies Catalogue<'ru'>;
