export {
  OneClickModal,
  oneClickFailureClassName,
  oneClickModalVariants,
} from './one-click-modal.js';
export type { OneClickModalField, OneClickModalProps } from './one-click-modal.js';
