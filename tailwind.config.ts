import type { Config } from 'tailwindcss';
import { SETTINGS_COLOR_KEYS } from './packages/core/src/contract/settings.js';
import { LAYOUT_WIDTHS } from './packages/core/src/rules/constants.js';

/**
 * Theme tokens shared by @shop/ui and the storefront (Tailwind v4 loads this file through
 * `@config` in the CSS entry).
 *
 * - Colours: the 11 colours of site settings (SPEC §3 "Global settings") as CSS variables, so the
 *   values from /api/site-settings/ re-theme the shop at run time without a rebuild. Defaults live
 *   in the ui package's styles.css.
 * - Screens: the layout widths of SPEC §9, named by their width (`bp768:` = 768 px and up), taken
 *   from @shop/core so that rules and styles share one list.
 */
const screens = Object.fromEntries(LAYOUT_WIDTHS.map((width) => [`bp${width}`, `${width}px`]));

/** 'buttons_hover_color' → utility colour 'settings-buttons-hover', variable '--shop-buttons-hover-color'. */
const colors = Object.fromEntries(
  SETTINGS_COLOR_KEYS.map((key) => {
    const name = key.replace(/_color$/, '').replaceAll('_', '-');
    return [`settings-${name}`, `var(--shop-${name}-color)`];
  }),
);

export default {
  content: [],
  theme: {
    extend: { screens, colors },
  },
} satisfies Config;
