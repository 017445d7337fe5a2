import type { GlobalSettings } from '@shop/core/contract';
import { SETTINGS_COLOR_KEYS } from '@shop/core/rules';

/**
 * The site-settings colours (SPEC §3 "Global settings") as CSS variables. styles.css holds the
 * defaults; the values an editor sets in /api/site-settings/ override them at run time, with no
 * rebuild. The variable of 'buttons_hover_color' is '--shop-buttons-hover-color', which the
 * theme colour 'settings-buttons-hover' reads (the @theme block of theme.css).
 */
export type SettingsColours = Partial<Pick<GlobalSettings, (typeof SETTINGS_COLOR_KEYS)[number]>>;

/** The CSS variable of a settings colour key. */
export function colourVariable(key: (typeof SETTINGS_COLOR_KEYS)[number]): string {
  return `--shop-${key.replace(/_color$/, '').replaceAll('_', '-')}-color`;
}

/**
 * A colour an editor typed, if it is one CSS can use safely inside a declaration: hex, rgb(a),
 * hsl(a) or a plain name. Anything else (a stray ';', 'url(…)', an expression) is refused so a
 * settings value can never inject CSS.
 */
export function safeColour(value: string | null | undefined): string | null {
  if (!value) return null;
  const colour = value.trim();
  const hex = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
  const fn = /^(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i;
  const name = /^[a-z]{3,30}$/i;
  return hex.test(colour) || fn.test(colour) || name.test(colour) ? colour : null;
}

/** The CSS variables for the colours given (invalid and missing ones are left to the defaults). */
export function themeVariables(settings: SettingsColours): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const key of SETTINGS_COLOR_KEYS) {
    const colour = safeColour(settings[key]);
    if (colour) variables[colourVariable(key)] = colour;
  }
  return variables;
}

/**
 * A `:root { … }` rule for the colours: the server renders it into <head> so the first paint
 * already has the shop's colours (no flash of the defaults).
 */
export function themeStyleSheet(settings: SettingsColours): string {
  const declarations = Object.entries(themeVariables(settings))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return declarations ? `:root{${declarations}}` : '';
}

/** Applies the colours to an element at run time (the document root by default). */
export function applySiteSettings(settings: SettingsColours, element: HTMLElement): void {
  for (const [name, value] of Object.entries(themeVariables(settings))) {
    element.style.setProperty(name, value);
  }
}
