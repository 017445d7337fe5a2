import { describe, expect, it } from 'vitest';
import { formDialogOf, formDialogPath } from './form-dialogs.js';

describe('form dialogs', () => {
  it('link to the page that holds each form, with the form asked for', () => {
    expect(formDialogPath('contact')).toBe('/pages/contacts?form=contact');
    expect(formDialogPath('partner')).toBe('/pages/signup-dealers?form=partner');
  });

  it('open only a form the page holds', () => {
    expect(formDialogOf('/pages/contacts', '?form=contact&mapid=2')).toBe('contact');
    expect(formDialogOf('/pages/signup-dealers', 'form=partner')).toBe('partner');
    expect(formDialogOf('/pages/contacts', 'form=partner')).toBeNull();
    expect(formDialogOf('/pages/contacts', 'form=toString')).toBeNull();
    expect(formDialogOf('/pages/contacts', '')).toBeNull();
  });
});
