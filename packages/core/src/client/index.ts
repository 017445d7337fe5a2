/**
 * The typed fetch client of SPEC §7. Calls resolve with answers parsed by the contract schemas or
 * reject with an `ApiError`; see `createClient`.
 */
export { DEFAULT_BASE_URL, createClient } from './client.js';
export type { ClientOptions, ShopClient } from './client.js';
export {
  ApiError,
  FORM_FIELD,
  fieldErrorsFromBody,
  firstFieldError,
  isApiError,
} from './errors.js';
export type { ApiErrorCode, ApiErrorInit, ResponseIssue } from './errors.js';
export { encodeQuery } from './query.js';
export type { Query, QueryScalar, QueryValue } from './query.js';
export { createSend, pathSegment } from './transport.js';
export type {
  ApiCall,
  CallAuthorization,
  CallOptions,
  ClientConfig,
  FetchLike,
  HttpMethod,
  Send,
} from './transport.js';
export { authCalls } from './auth-calls.js';
export type { AuthCalls } from './auth-calls.js';
export { accountCalls } from './account-calls.js';
export type { AccountCalls } from './account-calls.js';
export { catalogueCalls } from './catalogue-calls.js';
export type { CatalogueCalls } from './catalogue-calls.js';
export { contentCalls } from './content-calls.js';
export type { ContentCalls, UploadFile, VacancyFormOptions } from './content-calls.js';
export { cartCalls } from './cart-calls.js';
export type { CartCalls } from './cart-calls.js';
export { favouritesCalls } from './favourites-calls.js';
export type { FavouritesCalls } from './favourites-calls.js';
export { ordersCalls } from './orders-calls.js';
export type { CreateOrderOptions, GetOrderOptions, OrdersCalls } from './orders-calls.js';
export {
  GOOGLE_ENDPOINTS,
  GOOGLE_SCOPES,
  bearerAuthorization,
  googleCalls,
} from './oauth-calls.js';
export type { GoogleAuthorizationRequest, GoogleCalls, GoogleEndpoints } from './oauth-calls.js';
