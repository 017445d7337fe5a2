// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  applySiteSettings,
  colourVariable,
  safeColour,
  themeStyleSheet,
  themeVariables,
} from './theme.js';

describe('site-settings theme', () => {
  it('names a variable per settings colour, as tailwind.config.ts reads them', () => {
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
});
