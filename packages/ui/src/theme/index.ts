export {
  applySiteSettings,
  colourVariable,
  safeColour,
  themeStyleSheet,
  themeVariables,
} from './theme.js';
export type { SettingsColours } from './theme.js';
