import type { LocaleCode } from '@shop/core/rules';
import interCyrillic from '@fontsource/inter/files/inter-cyrillic-400-normal.woff2?url';
import interLatinExt from '@fontsource/inter/files/inter-latin-ext-400-normal.woff2?url';
import interLatin from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';

/**
 * The font files a page asks for before its stylesheet is read: Inter's regular weight (most of
 * a page's text) in the scripts of the page's language, two files at most. The same files as
 * @shop/ui's stylesheet names (Vite gives one asset one address); the other weights arrive as
 * the text needing them is drawn, over the metric-matched fallback of the stylesheet.
 */
export const FONT_PRELOADS: Record<LocaleCode, readonly string[]> = {
  // ă, â, î, ș, ț are in the latin-ext file.
  ro: [interLatin, interLatinExt],
  en: [interLatin],
  ru: [interCyrillic, interLatin],
};
