export { ToastArea, ToastProvider, useToast } from './toast-area.js';
export type { ToastApi, ToastAreaProps, ToastProviderProps } from './toast-area.js';
export { createToastStore } from './toast-store.js';
export type {
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
