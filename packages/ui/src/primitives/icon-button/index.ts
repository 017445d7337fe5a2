export {
  badgeText,
  ICON_BUTTON_BADGE_MAX,
  IconButton,
  iconButtonBadgeVariants,
  iconButtonVariants,
} from './icon-button.js';
export type { IconButtonProps } from './icon-button.js';
