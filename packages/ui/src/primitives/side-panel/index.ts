export { SidePanel, sidePanelOverlayVariants, sidePanelVariants } from './side-panel.js';
export type { SidePanelProps } from './side-panel.js';
