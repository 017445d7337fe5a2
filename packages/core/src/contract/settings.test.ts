import { describe, expect, it } from 'vitest';
import { globalSettingsSchema, SETTINGS_COLOR_KEYS } from './settings.js';
import { sampleSettings } from './samples.test-helpers.js';

describe('global settings', () => {
  it('has the 11 colours of the spec', () => {
    expect(SETTINGS_COLOR_KEYS).toHaveLength(11);
    const settings = globalSettingsSchema.parse(sampleSettings());
    for (const key of SETTINGS_COLOR_KEYS) expect(settings[key]).toMatch(/^#[0-9a-f]{6}$/);
    expect(settings.addresses).toEqual([{ id: 5, address: 'Chișinău, bd. Dacia 47' }]);
  });

  it('missing or empty colours read as null so the theme default applies', () => {
    const settings = globalSettingsSchema.parse({ header_color: '', main_color: '#2563eb' });
    expect(settings.header_color).toBeNull();
    expect(settings.footer_color).toBeNull();
    expect(settings.main_color).toBe('#2563eb');
    expect(settings).toMatchObject({ social_links: [], is_demo: false, is_maintenance: false });
  });

  it("the shop's name is its trimmed text; missing or blank reads as null", () => {
    const name = (shop_name: string | null | undefined) =>
      globalSettingsSchema.parse(sampleSettings({ shop_name })).shop_name;
    expect(name(' CasaPlus ')).toBe('CasaPlus');
    expect(name('КасаПлюс')).toBe('КасаПлюс');
    for (const missing of [undefined, null, '', '   ']) expect(name(missing)).toBeNull();
  });

  it('the live chat is an absolute http(s) link, or null', () => {
    const chat = (live_chat_url: string | null | undefined) =>
      globalSettingsSchema.parse(sampleSettings({ live_chat_url })).live_chat_url;
    expect(chat('https://t.me/casaplus_suport')).toBe('https://t.me/casaplus_suport');
    expect(chat(' https://wa.me/37369000000?text=Salut ')).toBe(
      'https://wa.me/37369000000?text=Salut',
    );
    expect(chat('http://chat.example.md/')).toBe('http://chat.example.md/');
    for (const refused of [
      undefined,
      null,
      '',
      '   ',
      'javascript:alert(1)',
      '/pages/contacts',
      '//t.me/x',
      'https://',
      'https://t.me/a b',
      'tg://resolve?domain=casaplus',
    ]) {
      expect(chat(refused), String(refused)).toBeNull();
    }
  });

  it('the demo switch is off unless the answer says so', () => {
    expect(globalSettingsSchema.parse(sampleSettings()).is_demo).toBe(false);
    expect(globalSettingsSchema.parse(sampleSettings({ is_demo: true })).is_demo).toBe(true);
  });

  it('tolerates unknown fields', () => {
    expect(
      globalSettingsSchema.parse({ ...sampleSettings(), logo_dark: 'x.svg' }),
    ).not.toHaveProperty('logo_dark');
  });
});
