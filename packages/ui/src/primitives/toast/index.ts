export { ToastArea, ToastProvider, useToast } from './toast-area.js';
export type { ToastApi, ToastAreaProps, ToastProviderProps } from './toast-area.js';
export {
  addedToCartToast,
  CART_TOAST_ID,
  createToastStore,
  isStickyDuration,
  TOAST_DURATION_MS,
  TOAST_MAX,
} from './toast-store.js';
export type {
  AddedToCartToastOptions,
  ToastAction,
  ToastClock,
  ToastInput,
  ToastRecord,
  ToastStore,
  ToastStoreOptions,
  ToastTone,
} from './toast-store.js';
export { toastAreaVariants, toastIconVariants, toastVariants, ToastView } from './toast.js';
export type { ToastViewProps } from './toast.js';
