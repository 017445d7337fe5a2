export { ResultModal, resultModalIconVariants, resultModalVariants } from './result-modal.js';
export type { ResultModalProps, ResultModalTone } from './result-modal.js';
export { resultModalContent } from './result-modal.content.js';
export type {
  ResultModalContent,
  ResultModalContentOptions,
  ResultModalKind,
} from './result-modal.content.js';
