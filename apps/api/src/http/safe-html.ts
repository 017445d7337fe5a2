import sanitizeHtml from 'sanitize-html';

/**
 * What the shop's rich texts (product descriptions, articles, client-service pages, campaign
 * rules, popups) may contain when they leave the API. The storefront puts them into pages as
 * HTML, so every one passes here first, whatever wrote it (the seed, an import, an editor): text
 * formatting, headings, lists, tables, links and images stay; scripts, styles, frames, forms,
 * event handlers, inline styles and `javascript:`/`data:` URLs go. A page has one h1 of its
 * own, so an h1 in a text becomes an h2.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'span',
    'div',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'ul',
    'ol',
    'li',
    'blockquote',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    // Links out of the shop are not endorsements, and the page they open cannot reach back.
    a: (tagName, { rel: _authored, ...attribs }) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '')
        ? { ...attribs, rel: 'nofollow noopener noreferrer' }
        : attribs,
    }),
  },
};

// The same texts are asked for again and again (a product page, a campaign): remember the
// latest results rather than parse them on every request.
const CACHE_SIZE = 1000;
const cache = new Map<string, string>();

/** A rich text made safe to put into a page as HTML (see OPTIONS); empty for none. */
export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const known = cache.get(html);
  if (known !== undefined) {
    cache.delete(html);
    cache.set(html, known);
    return known;
  }
  const clean = sanitizeHtml(html, OPTIONS);
  cache.set(html, clean);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return clean;
}
