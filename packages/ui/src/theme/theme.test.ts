// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LAYOUT_WIDTHS, SETTINGS_COLOR_KEYS } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import {
  applySiteSettings,
  colourVariable,
  safeColour,
  themeStyleSheet,
  themeVariables,
} from './theme.js';

describe('site-settings theme', () => {
  it('names a variable per settings colour, as the settings colours of the theme read them', () => {
    expect(colourVariable('buttons_hover_color')).toBe('--shop-buttons-hover-color');
    expect(colourVariable('newsletter_block_background_color')).toBe(
      '--shop-newsletter-block-background-color',
    );
  });

  it('keeps valid colours and refuses anything that could inject CSS', () => {
    expect(safeColour(' #0B6E4F ')).toBe('#0B6E4F');
    expect(safeColour('rgb(11, 110, 79)')).toBe('rgb(11, 110, 79)');
    expect(safeColour('hsla(160 80% 24% / 0.9)')).toBe('hsla(160 80% 24% / 0.9)');
    expect(safeColour('teal')).toBe('teal');
    for (const bad of ['red;}body{display:none', 'url(x)', 'expression(alert(1))', '#12', '']) {
      expect(safeColour(bad)).toBeNull();
    }
  });

  it('turns settings into variables and a :root rule, skipping missing and invalid ones', () => {
    const settings = { main_color: '#123456', cart_color: null, footer_color: 'x;y' };
    expect(themeVariables(settings)).toEqual({ '--shop-main-color': '#123456' });
    expect(themeStyleSheet(settings)).toBe(':root{--shop-main-color:#123456}');
    expect(themeStyleSheet({})).toBe('');
  });

  it('applies the colours to an element', () => {
    const element = document.createElement('div');
    applySiteSettings({ header_color: '#ffffff', icons_color: '#333' }, element);
    expect(element.style.getPropertyValue('--shop-header-color')).toBe('#ffffff');
    expect(element.style.getPropertyValue('--shop-icons-color')).toBe('#333');
  });

  describe('the stylesheet theme', () => {
    const src = join(dirname(fileURLToPath(import.meta.url)), '..');
    // theme.css holds the tokens (shipped as @shop/ui/theme.css); styles.css imports it and holds
    // the site-settings colours' defaults.
    const css = readFileSync(join(src, 'styles.css'), 'utf8');
    const theme = readFileSync(join(src, 'theme.css'), 'utf8');

    it('is one source: styles.css and preflight.css read theme.css, and define no tokens', () => {
      for (const sheet of [css, readFileSync(join(src, 'preflight.css'), 'utf8')]) {
        expect(sheet).toContain("@import './theme.css' layer(shop.theme);");
        expect(sheet).not.toContain('@theme');
      }
      expect(theme.match(/@theme \{/g)).toHaveLength(1);
    });

    it('has one screen per layout width of core, and no other', () => {
      const screens = [...theme.matchAll(/--breakpoint-bp(\d+): (\d+)px;/g)].map((match) => {
        expect(match[1]).toBe(match[2]);
        return Number(match[1]);
      });
      expect(screens).toEqual([...LAYOUT_WIDTHS]);
      expect(theme).toContain('--breakpoint-*: initial;');
    });

    it('reads every settings colour from its variable, with a default in :root', () => {
      for (const key of SETTINGS_COLOR_KEYS) {
        const variable = colourVariable(key);
        const utility = variable.replace(/^--shop-/, '').replace(/-color$/, '');
        expect(theme).toContain(`--color-settings-${utility}: var(${variable});`);
        expect(css).toMatch(new RegExp(`:root \\{[^}]*${variable}: #[0-9a-f]{6};`));
      }
    });

    it("switches Tailwind's palette off, so only the shop's tokens are colours", () => {
      expect(theme).toContain('--color-*: initial;');
    });
  });
});
