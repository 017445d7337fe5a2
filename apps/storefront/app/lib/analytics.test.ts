import { ecommerceEvent, analyticsItem } from '@shop/core/rules';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { pushEcommerce, tagManagerScript, validContainerId } from './analytics.js';

describe('the tag manager (SPEC §7 "Analytics")', () => {
  it('takes only container ids, so the environment cannot put code in the page', () => {
    expect(validContainerId(' GTM-AB12CD ')).toBe('GTM-AB12CD');
    for (const id of [
      undefined,
      null,
      '',
      'GTM-',
      'G-ABCDEF',
      'GTM-ab12cd',
      "GTM-1234');alert(1",
    ]) {
      expect(validContainerId(id)).toBeNull();
    }
  });

  it('starts the data layer at once and fetches the container after the page has loaded', () => {
    const appended: { src?: string; async?: boolean }[] = [];
    const listeners: Record<string, () => void> = {};
    const window: Record<string, unknown> = {
      addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
    };
    const document = {
      readyState: 'interactive',
      createElement: () => ({}),
      head: { appendChild: (node: { src?: string }) => appended.push(node) },
    };
    runInNewContext(tagManagerScript('GTM-AB12CD'), { window, document, Date });
    const [start] = window.dataLayer as { 'gtm.start': unknown; event: string }[];
    expect(window.dataLayer).toHaveLength(1);
    expect(start).toEqual({ 'gtm.start': start?.['gtm.start'], event: 'gtm.js' });
    expect(typeof start?.['gtm.start']).toBe('number');
    expect(appended).toEqual([]);
    listeners.load?.();
    expect(appended).toEqual([
      { async: true, src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD' },
    ]);
  });

  it('clears the previous ecommerce object before each event', () => {
    const layer: unknown[] = [];
    const item = analyticsItem(
      { name: 'Fierbător', model: 'K-1', brand: { name: 'Bosch' } },
      450_00,
      2,
    );
    const event = ecommerceEvent('begin_checkout', [item]);
    pushEcommerce(event, layer);
    expect(layer).toEqual([{ ecommerce: null }, event]);
    expect(event.ecommerce).toMatchObject({ currency: 'MDL', value: 900, shipping: 0 });
  });
});
