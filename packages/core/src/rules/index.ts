/**
 * @shop/core/rules: the pure rules of the spec. Explicit names, one module each.
 */
export { analyticsItem, ecommerceEvent } from './analytics.js';
export type { AnalyticsItem, AnalyticsProduct, EcommerceEvent } from './analytics.js';
export {
  addToCart,
  cartItemCount,
  cartLineKey,
  cartTotals,
  clampQuantity,
  decrementQuantity,
  freeDeliveryProgress,
  incrementQuantity,
  parseStoredCart,
  quantityControls,
  removeLine,
  setLineQuantity,
  shippingFee,
} from './cart.js';
export type { AddOutcome, CartItem, CartTotals, PricedLine } from './cart.js';
export {
  COUPON_KINDS,
  couponDiscount,
  couponMinTotalProblem,
  couponProblem,
  DELIVERY_DATE_WINDOW_DAYS,
  deliveryDateOk,
  deliveryFee,
  orderTotals,
  payMethodsFor,
} from './checkout.js';
export type { CouponKind, CouponTerms, CouponUsage, OrderTotals } from './checkout.js';
export {
  BREAKPOINTS,
  CART_DEBOUNCE_MS,
  CART_STORAGE_KEY,
  UTM_STORAGE_KEY,
  CATALOGUE_BUTTON_LOCK_MS,
  DEFAULT_PRICE_RANGE,
  FAVOURITES_DEFAULT_PAGE,
  FAVOURITES_STORAGE_KEY,
  FILTER_PREVIEW_COUNT,
  FREE_DELIVERY_THRESHOLD_BANI,
  HEADER_COMPACT_SCROLL_PX,
  HOME_SIZES,
  LAST_SEEN_CAP,
  LAST_SEEN_STORAGE_KEY,
  LAYOUT_WIDTHS,
  LOCAL_CART_CAP,
  CART_LINES_CAP,
  MAX_AMOUNT_LEI,
  MAX_LINE_QUANTITY,
  CV_FILE,
  JSON_BODY_MAX_BYTES,
  FAVOURITES_PAGE_SIZE,
  IDEMPOTENCY,
  ORDERS_PAGE_SIZE,
  REVIEW,
  SERVER_FAVOURITES_CAP,
  LOCAL_FAVOURITES_CAP,
  LOCALE_COOKIE_MAX_AGE_S,
  MANAGER_QUANTITY_CAP,
  MAX_LENGTH,
  MIN_LENGTH,
  PAGE_FETCH_DELAY_MS,
  PANEL_WIDTH,
  PASSWORD_RESET,
  PHONE_PREFIX,
  POPUPS_COOKIE_MAX_AGE_S,
  PRODUCT_OF_THE_DAY_MARQUEE_MS,
  PROGRESS_BAR,
  RELOAD_GUARD_MS,
  RESET_PASSWORD_PARAM,
  SESSION_STORAGE_KEYS,
  TOKEN_COOKIE,
  TOKEN_COOKIE_MAX_AGE_S,
  SEARCH_DEBOUNCE_MS,
  SEARCH_DROPDOWN_LIMIT,
  SETTINGS_COLOR_KEYS,
  SHIPPING_FEE_BANI,
  TOAST_DURATION_MS,
  UNIT_CODE,
} from './constants.js';
export type { SettingsColorKey } from './constants.js';
export { cvExtension, cvFileError, CV_MAX_MEGABYTES } from './cv-file.js';
export {
  addDays,
  daysBetween,
  isCalendarDay,
  SHOP_TIME_ZONE,
  shopDay,
  shopDayEnd,
  shopDayStart,
  timeLeft,
} from './dates.js';
export type { TimeLeft } from './dates.js';
export { MAP_ORIGIN, isMapPoint, mapEmbedUrl, mapLinkUrl } from './maps.js';
export type { MapPoint } from './maps.js';
export { VIDEO_EMBED_ORIGINS, videoView } from './video.js';
export type { VideoView } from './video.js';
export { promotionState } from './promotions.js';
export type { PromotionState } from './promotions.js';
export {
  CHUNK_RELOAD_KEY,
  errorStatus,
  SHARE_TYPES,
  shareUrl,
  shouldReloadAfterChunkError,
  storedReloadTime,
  UnknownShareTypeError,
} from './errors.js';
export type { ShareType } from './errors.js';
export {
  bestWordSpelling,
  cyrillicToLatin,
  FEW_SEARCH_RESULTS,
  latinToCyrillic,
  needsRespelling,
  rekeyLayout,
  respell,
  searchSpellings,
  shouldTrySpellings,
  useRespelling,
} from './search-spelling.js';
export type {
  SearchFound,
  SearchSpelling,
  SearchSpellingKind,
  SpellingFound,
} from './search-spelling.js';
export {
  closestSpelling,
  didYouMean,
  MAX_TYPOS,
  MIN_PREFIX_TYPO_WORD,
  MIN_TYPO_WORD,
  nearestWord,
  searchCloseness,
  spelledAs,
  typoDistance,
} from './search-typos.js';
export type { NearWord, SearchCloseness, TypoDistance } from './search-typos.js';
export {
  BIC,
  compactCode,
  hasValidIbanCheckDigits,
  hasValidIdnoControlDigit,
  IDNO,
  ibanRemainder,
  idnoControlDigit,
  MOLDOVAN_IBAN,
  TVA_CODE,
  withIbanCheckDigits,
} from './company-codes.js';
export {
  amountInRomanianWords,
  hasProformaInvoice,
  INVOICE_DUE_DAYS,
  invoiceDueDay,
  VAT_PERCENT,
  vatIncluded,
} from './invoice.js';
export { PICKUP_HOLD_DAYS, pickupHeldUntil } from './pickup.js';
export {
  MAX_PICKUP_ITEMS,
  pickupAvailable,
  pickupItemParam,
  pickupShortages,
} from './shop-stock.js';
export type { PickupItem } from './shop-stock.js';
export {
  agreementField,
  bicField,
  companyNameField,
  currentPasswordField,
  emailField,
  fieldErrors,
  ibanField,
  idnoField,
  minText,
  passwordField,
  phonePayloadField,
  requiredText,
  tvaField,
  reviewGradeField,
  reviewTextField,
} from './fields.js';
export {
  defaultFilterState,
  FILTER_QUERY_KEYS,
  filterStateFromQuery,
  filterStateToQuery,
  replaceSearchParam,
} from './filter-query.js';
export type { FilterState } from './filter-query.js';
export {
  decodeBrand,
  DEFAULT_SORT,
  encodeBrand,
  isSortType,
  parsePriceInput,
  previewItems,
  priceBuckets,
  priceInputMaxLength,
  priceLimits,
  priceRangeFromItems,
  SORT_TYPES,
} from './filters.js';
export type {
  FilterPreview,
  GreaterThanBucket,
  PriceBound,
  PriceBucket,
  PriceItem,
  PriceLimits,
  PriceRange,
  SortType,
} from './filters.js';
export { favouritesOnPage, isFavourite, parseFavourites, toggleFavourite } from './favourites.js';
export { addLastSeen, parseLastSeen } from './last-seen.js';
export { parseStoredIds, readStoredJson, sameId } from './stored-ids.js';
export type { ProductId } from './stored-ids.js';
export {
  DEFAULT_LOCALE,
  isLocaleCode,
  LOCALE_CODES,
  LOCALE_COOKIE,
  localeFromAcceptLanguage,
  localeFromPath,
  LOCALES,
  localizePath,
  switchLocalePath,
} from './locales.js';
export type { Locale, LocaleCode } from './locales.js';
export { isValidationMessageKey, VALIDATION_MESSAGE_KEYS } from './messages.js';
export type { FieldError, FieldErrors, ValidationMessageKey } from './messages.js';
export {
  applyDiscount,
  formatAmount,
  formatAmountInColumns,
  formatMoney,
  formatNumber,
  multiply,
  sum,
  toBani,
  toLei,
  toLeiString,
} from './money.js';
export type { Bani } from './money.js';
export {
  isOpenOrder,
  ORDER_STATUSES,
  ORDER_STEPS,
  orderProgress,
  PAY_BY_CARD_ONLINE,
  PAY_METHODS,
  placementOutcome,
  DELIVERY_METHODS,
} from './orders.js';
export type { DeliveryMethod, OrderStatus, OrderStep, PayMethod, StepState } from './orders.js';
export {
  catalogPath,
  CLIENT_SERVICE_PATH,
  clientServicePath,
  contactsPath,
  invoicePath,
  orderPath,
  profileOrderPath,
  profileOrdersPath,
  newsArticlePath,
  ORDER_KEY_PARAM,
  pagedPath,
  PATHS,
  productPath,
  promotionPath,
  regulationPath,
  salesPath,
  searchPath,
  shopPath,
  socialPagePath,
  successPagePath,
} from './paths.js';
export {
  FORM_DIALOG_PAGES,
  FORM_DIALOG_PARAM,
  formDialogOf,
  formDialogPath,
} from './form-dialogs.js';
export type { FormDialog } from './form-dialogs.js';
export {
  isCompletePhone,
  isEmptyPhone,
  displayPhone,
  maskPhone,
  phoneHref,
  nationalDigits,
  normalizePhone,
  PHONE_MASK,
  PHONE_NATIONAL_DIGITS,
  toPhonePayload,
} from './phone.js';
export { popupAt, POPUPS_COOKIE, popupSchedule, shouldFetchPopups } from './popups.js';
export type { PopupSlot, PopupTiming } from './popups.js';
export { comparePrice, priceView } from './price-view.js';
export type { PriceReason, PriceView } from './price-view.js';
export {
  hasPromotion,
  lineTotal,
  promotionPrice,
  regularPrice,
  stockShown,
  unitPrice,
  wholesalePrice,
} from './prices.js';
export type { PricedProduct, PricingContext, StockedProduct } from './prices.js';
export { collapseSlashes, isSafeRedirect, safeLocalPath, safeRedirect } from './redirect.js';
export {
  pickRegistrationError,
  REGISTRATION_ERROR_FIELDS,
  showsUnderPassword,
} from './registration-errors.js';
export type { RegistrationError, RegistrationErrorType } from './registration-errors.js';
export { isWholesaleRole, PERSON_TYPES, rolesFromProfile } from './roles.js';
export type { PersonType, Role, RoleProfile, Roles } from './roles.js';
export {
  foldForMatch,
  isDropdownOpen,
  matchesFolded,
  normaliseSearchText,
  searchDropdown,
  searchKey,
  shouldSearch,
} from './search.js';
export type { SearchDropdown } from './search.js';
export {
  clampManagerQuantity,
  DEFAULT_UNIT,
  defaultManagerQuantity,
  maxLineUnits,
  offeredUnits,
  piecesOf,
  unitWord,
  QUANTITY_AFTER_UNIT_CHANGE,
  unitCoef,
  unitKind,
  unitsOf,
} from './units.js';
export type { SaleUnit, UnitKind, UnitProduct } from './units.js';
export { keepFirstUtm, parseStoredUtm, UTM_KEYS, utmFromQuery } from './utm.js';
export { withoutMarketingParams } from './marketing-params.js';
export type { UtmKey, UtmRecord } from './utm.js';
export {
  agreementSchema,
  confirmationField,
  loginByEmailSchema,
  loginByPhoneSchema,
  maskedPhoneField,
  newPasswordSchema,
  changePasswordSchema,
  oneClickNameField,
  oneClickSchema,
  quantityField,
  registerJuridicalSchema,
  registerPhysicalSchema,
  restoreByEmailSchema,
  restoreByPhoneSchema,
  toConfirmPasswordPayload,
  toSetPasswordPayload,
  toLoginPayload,
  toOneClickContact,
  toRegisterPayload,
  toRestoreByEmailPayload,
  toRestoreByPhonePayload,
  usernameKind,
  validateForm,
  visibleErrors,
  newsletterContactField,
  newsletterContactKind,
  newsletterSignupSchema,
  toNewsletterSignupPayload,
} from './validation.js';
export type {
  AgreementForm,
  ConfirmPasswordPayload,
  ChangePasswordForm,
  SetPasswordPayload,
  FormField,
  FormResult,
  JuridicalRegisterPayload,
  LoginByEmailForm,
  LoginByPhoneForm,
  LoginPayload,
  NewPasswordForm,
  OneClickContact,
  OneClickForm,
  PhysicalRegisterPayload,
  RegisterJuridicalForm,
  RegisterPayload,
  RegisterPhysicalForm,
  RestoreByEmailForm,
  RestoreByEmailPayload,
  RestoreByPhoneForm,
  RestoreByPhonePayload,
  NewsletterSignupForm,
  NewsletterSignupPayload,
} from './validation.js';
export { reviewFormSchema, toReviewPayload } from './review.js';
export type { ReviewFormValues, ReviewPayload } from './review.js';
export { ratingOfDistribution, roundAverageGrade, withWrittenReviews } from './rating.js';
export type { ReviewSummary } from './rating.js';
export {
  COMPANY_FIELDS,
  missingProfileFields,
  needsProfileCompletion,
  PROFILE_REQUEST_FIELDS,
  profileFormValues,
  profileJuridicalSchema,
  profileNameField,
  profilePhysicalSchema,
  toProfilePayload,
  validateProfile,
} from './profile.js';
export type {
  ProfileErrors,
  ProfileField,
  ProfileFormValues,
  ProfilePayload,
  ProfileUser,
  ValidProfile,
} from './profile.js';
export { isSecretName, REDACTED, redactUrl } from './secrets.js';
