export { ResultModal, resultModalIconVariants, resultModalVariants } from './result-modal.js';
export type { ResultModalProps, ResultModalTone } from './result-modal.js';
export { RESULT_MODAL_KINDS, resultModalContent } from './result-modal.content.js';
export type {
  ResultModalContent,
  ResultModalContentOptions,
  ResultModalKind,
} from './result-modal.content.js';
