export { FidelityPage } from './fidelity-page.js';
export type { FidelityPageProps } from './fidelity-page.js';
