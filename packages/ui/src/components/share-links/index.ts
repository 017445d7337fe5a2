export { ShareLinks, shareLinksVariants, shareLinkVariants } from './share-links.js';
export type { ShareLinksProps } from './share-links.js';
