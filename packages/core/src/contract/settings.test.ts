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

  it('tolerates unknown fields', () => {
    expect(
      globalSettingsSchema.parse({ ...sampleSettings(), logo_dark: 'x.svg' }),
    ).not.toHaveProperty('logo_dark');
  });
});
