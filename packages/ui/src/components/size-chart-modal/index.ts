export { SizeChartModal, sizeChartCellVariants } from './size-chart-modal.js';
export type { SizeChartModalProps } from './size-chart-modal.js';
