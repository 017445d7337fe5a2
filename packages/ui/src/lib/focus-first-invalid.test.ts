// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstInvalidField, focusFirstInvalid, focusInvalidField } from './focus-first-invalid.js';

/** A form built from markup; tests read what a form of the shop draws (ids for lookups). */
function form(html: string): HTMLFormElement {
  const element = document.createElement('form');
  element.innerHTML = html;
  document.body.append(element);
  return element;
}

const byId = (id: string) => document.getElementById(id);

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('focus the first invalid field', () => {
  it('takes the first invalid field in document order, whatever its kind', () => {
    const root = form(`
      <input id="name" />
      <textarea id="comment" aria-invalid="true"></textarea>
      <input id="phone" aria-invalid="true" />
    `);
    expect(firstInvalidField(root)).toBe(byId('comment'));
    expect(focusInvalidField(root)).toBe(true);
    expect(document.activeElement).toBe(byId('comment'));
  });

  it('moves focus to the first one even from another invalid field', () => {
    const root = form(`
      <input id="name" aria-invalid="true" />
      <input id="phone" aria-invalid="true" />
    `);
    byId('phone')?.focus();
    focusInvalidField(root);
    expect(document.activeElement).toBe(byId('name'));
  });

  it('an invalid radio group: its checked radio, else its first enabled one', () => {
    const root = form(`
      <div role="radiogroup" aria-invalid="true">
        <input type="radio" name="pay" id="cash" disabled />
        <input type="radio" name="pay" id="card" />
        <input type="radio" name="pay" id="bank" />
      </div>
    `);
    expect(firstInvalidField(root)).toBe(byId('card'));
    (byId('bank') as HTMLInputElement).checked = true;
    expect(firstInvalidField(root)).toBe(byId('bank'));
  });

  it('passes over what cannot take focus and what `skip` names', () => {
    const root = form(`
      <input id="code" name="code" aria-invalid="true" />
      <input id="off" aria-invalid="true" disabled />
      <div hidden><input id="hidden" aria-invalid="true" /></div>
      <div inert><input id="inert" aria-invalid="true" /></div>
      <input type="checkbox" id="agreement" aria-invalid="true" />
    `);
    expect(firstInvalidField(root)).toBe(byId('code'));
    expect(firstInvalidField(root, { skip: '[name="code"]' })).toBe(byId('agreement'));
  });

  it('answers false and leaves focus alone when nothing is invalid', () => {
    const root = form(`<input id="name" /><button id="go">Go</button>`);
    byId('go')?.focus();
    expect(focusInvalidField(root)).toBe(false);
    expect(focusInvalidField(null)).toBe(false);
    expect(document.activeElement).toBe(byId('go'));
  });

  it('scrolls the field to the middle of the view (a sticky header would cover the top)', () => {
    const root = form(`<input id="name" aria-invalid="true" />`);
    const field = byId('name') as HTMLInputElement;
    const scroll = vi.fn();
    field.scrollIntoView = scroll;
    focusInvalidField(root);
    expect(scroll).toHaveBeenCalledWith({ block: 'center' });
  });

  it('focusFirstInvalid waits for the errors to be drawn (the next task)', () => {
    vi.useFakeTimers();
    const root = form(`<input id="name" /><input id="phone" />`);
    focusFirstInvalid(root);
    // The submit's errors arrive after the call, as React draws them.
    byId('phone')?.setAttribute('aria-invalid', 'true');
    expect(document.activeElement).not.toBe(byId('phone'));
    vi.runAllTimers();
    expect(document.activeElement).toBe(byId('phone'));
  });
});
