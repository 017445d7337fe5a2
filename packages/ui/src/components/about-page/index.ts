export { AboutPage } from './about-page.js';
export type { AboutPageProps } from './about-page.js';
