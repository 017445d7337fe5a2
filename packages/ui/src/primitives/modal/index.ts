export { Modal, modalOverlayVariants, modalVariants } from './modal.js';
export type { ModalProps } from './modal.js';
export { ModalStackProvider, useModalStack } from './modal-stack-provider.js';
export type { ModalStackApi, ModalStackProviderProps } from './modal-stack-provider.js';
export type { ModalStack } from './modal-stack.js';
