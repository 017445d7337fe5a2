import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { en, I18nProvider, registerCatalogues, ro, ru } from '../packages/ui/src/i18n/index.js';
import { applySiteSettings, colourVariable } from '../packages/ui/src/theme/index.js';
import { SETTINGS_COLOR_KEYS } from '../packages/core/src/contract/settings.js';
import { LOCALE_CODES, LOCALES, type LocaleCode } from '../packages/core/src/rules/locales.js';
import '../packages/ui/src/styles.css';
import '../packages/ui/src/preflight.css';

// Stories switch between the three languages (Romanian too: the package registers none).
registerCatalogues({ ro, en, ru });

/** Colour sets for the toolbar: the defaults of styles.css, and a shop that set its own. */
const THEMES = {
  default: {},
  burgundy: {
    header_color: '#fff8f5',
    footer_color: '#2b1a1e',
    cart_color: '#8c1c3a',
    favorite_color: '#b3123a',
    buttons_color: '#ffffff',
    buttons_bg_color: '#8c1c3a',
    buttons_hover_color: '#6b142c',
    main_color: '#8c1c3a',
    icons_color: '#3d2a2f',
    newsletter_block_background_color: '#f8e9ee',
    product_of_the_day_color: '#d97706',
  },
} as const;

/** Every story in the language chosen in the toolbar (Romanian by default). */
const withLocale: Decorator = (Story, context) => (
  <I18nProvider locale={(context.globals.locale as LocaleCode | undefined) ?? 'ro'}>
    <Story />
  </I18nProvider>
);

/** Sets the site-settings colours on the document: no wrapper element, so layouts stay as they are. */
function ThemeColours({ theme, children }: { theme: keyof typeof THEMES; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement;
    for (const key of SETTINGS_COLOR_KEYS) root.style.removeProperty(colourVariable(key));
    applySiteSettings(THEMES[theme], root);
  }, [theme]);
  return children;
}

/** The site-settings colours chosen in the toolbar. */
const withTheme: Decorator = (Story, context) => (
  <ThemeColours theme={(context.globals.theme as keyof typeof THEMES | undefined) ?? 'default'}>
    <Story />
  </ThemeColours>
);

/**
 * Every story renders inside the shop's styles, language and colours. Accessibility: axe runs on
 * every story and any violation fails its test (`a11y.test: 'error'`).
 */
const preview: Preview = {
  tags: ['autodocs'],
  decorators: [withLocale, withTheme],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LOCALE_CODES.map((code) => ({ value: code, title: LOCALES[code].title })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Site-settings colours',
      toolbar: {
        title: 'Colours',
        icon: 'paintbrush',
        items: Object.keys(THEMES).map((name) => ({ value: name, title: name })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ro', theme: 'default' },
  parameters: {
    a11y: { test: 'error' },
    // The sidebar opens on the Introduction, then Foundations, then the library from small to large.
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Primitives', 'Components', 'Flows'] },
    },
    layout: 'centered',
    viewport: {
      options: {
        mobile360: { name: 'Mobile 360', styles: { width: '360px', height: '740px' } },
        mobile480: { name: 'Mobile 480', styles: { width: '480px', height: '800px' } },
        tablet744: { name: 'Tablet 744', styles: { width: '744px', height: '1000px' } },
        tablet1024: { name: 'Tablet 1024', styles: { width: '1024px', height: '768px' } },
        desktop1280: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
