export { StockModal, stockModalLineVariants } from './stock-modal.js';
export type { StockModalProps } from './stock-modal.js';
export { stockLinesFromProblem } from './stock-modal.rules.js';
export type { StockAdjustment, StockCartLine, StockLine } from './stock-modal.rules.js';
