import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html.js';

describe('safeHtml', () => {
  it('keeps formatting, headings, lists, tables, links and images as they are', () => {
    const html =
      '<h2>Date tehnice</h2><p><strong>Bormașină</strong> de <em>18 V</em>.</p>' +
      '<ul><li>Unu</li><li>Doi</li></ul>' +
      '<table><thead><tr><th scope="col">Putere</th></tr></thead><tbody><tr><td>650 W</td></tr></tbody></table>' +
      '<p><a href="/pages/delivery">Livrare</a> <img src="/media/x.jpg" alt="Schemă" /></p>';
    expect(safeHtml(html)).toBe(html);
  });

  it('removes scripts, styles, frames, forms and their content', () => {
    expect(
      safeHtml(
        '<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><form><input name="x"></form><p>b</p>',
      ),
    ).toBe('<p>a</p><p>b</p>');
  });

  it('removes event handlers, inline styles and dangerous URLs, keeping the text', () => {
    expect(safeHtml('<p onclick="steal()" style="color:red">x</p>')).toBe('<p>x</p>');
    expect(safeHtml('<a href="javascript:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(safeHtml('<a href="JaVaScRiPt:alert(1)">click</a>')).toBe('<a>click</a>');
    expect(safeHtml('<img src="data:image/svg+xml;base64,PHN2Zz4=" onerror="x()">')).toBe(
      '<img />',
    );
    expect(safeHtml('<svg><script>x()</script></svg><p>ok</p>')).toBe('<p>ok</p>');
  });

  it('marks links out of the shop and drops an authored rel', () => {
    expect(safeHtml('<a href="https://example.com" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(safeHtml('<a href="/pages/faq" rel="opener">FAQ</a>')).toBe(
      '<a href="/pages/faq">FAQ</a>',
    );
    expect(safeHtml('<a href="tel:+37322000000">Sună</a>')).toBe(
      '<a href="tel:+37322000000">Sună</a>',
    );
  });

  it('turns an h1 into an h2 (the page has its own h1)', () => {
    expect(safeHtml('<h1>Titlu</h1>')).toBe('<h2>Titlu</h2>');
  });

  it('gives the same answer from its cache, and empty text for none', () => {
    const html = '<p>x<script>y</script></p>';
    expect(safeHtml(html)).toBe('<p>x</p>');
    expect(safeHtml(html)).toBe('<p>x</p>');
    expect(safeHtml(null)).toBe('');
    expect(safeHtml('')).toBe('');
  });
});
