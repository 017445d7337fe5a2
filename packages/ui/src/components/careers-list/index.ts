export { CareersList, careersListVariants } from './careers-list.js';
export type { CareersListProps } from './careers-list.js';
