import type { FastifyPluginAsync } from 'fastify';
import { ERROR_DETAIL } from '../http/errors.js';

/**
 * Images the seed refers to, generated on request (no files, no network): GET
 * /media/{kind}/{name}.svg draws a placeholder picture from the kind and the name alone, so the
 * same URL always gives the same bytes and browsers may cache it for good.
 */

interface Kind {
  width: number;
  height: number;
  /**
   * `wide` pictures carry the words of their name (a promotion's, an article's); `scene` ones
   * are abstract, without words, for banners that show their title over them (the home slides,
   * the category, sales and partner banners).
   */
  style: 'product' | 'badge' | 'logo' | 'wide' | 'scene';
}

export const MEDIA_KINDS: Record<string, Kind> = {
  products: { width: 800, height: 800, style: 'product' },
  categories: { width: 400, height: 400, style: 'badge' },
  icons: { width: 64, height: 64, style: 'badge' },
  people: { width: 200, height: 200, style: 'badge' },
  brands: { width: 240, height: 120, style: 'logo' },
  logos: { width: 240, height: 80, style: 'logo' },
  banners: { width: 1200, height: 400, style: 'scene' },
  slides: { width: 1600, height: 600, style: 'scene' },
  promotions: { width: 1200, height: 500, style: 'wide' },
  blog: { width: 800, height: 500, style: 'wide' },
  shops: { width: 800, height: 600, style: 'wide' },
  popups: { width: 600, height: 400, style: 'wide' },
};

/** A name: lower-case ASCII words joined by single hyphens, then '.svg'. */
const NAME = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const MAX_NAME = 120;

const PALETTE = [
  '#e30613',
  '#1d4ed8',
  '#0f766e',
  '#7c3aed',
  '#c2410c',
  '#15803d',
  '#be185d',
  '#0369a1',
  '#a16207',
  '#4338ca',
  '#b91c1c',
  '#334155',
];

function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Words of the name worth showing: no bare numbers, no technical prefixes and suffixes. */
function label(stem: string): string {
  const skip = new Set(['category', 'main', 'mobile']);
  const words = stem.split('-').filter((word) => !skip.has(word) && !/^\d+$/.test(word));
  const text = words.join(' ');
  return text.length > 28 ? `${text.slice(0, 27).trimEnd()}…` : text;
}

function initials(text: string): string {
  const words = text.split(' ').filter(Boolean);
  return ((words[0]?.charAt(0) ?? '') + (words[1]?.charAt(0) ?? '')).toUpperCase() || '?';
}

/** Product shapes on an 800×800 canvas, drawn in the product's colour. */
const SHAPES = {
  appliance:
    '<rect x="250" y="190" width="300" height="400" rx="28"/><circle cx="400" cy="420" r="105" fill="#fff" fill-opacity=".35"/><rect x="280" y="220" width="120" height="22" rx="11" fill="#fff" fill-opacity=".35"/>',
  kettle:
    '<path d="M300 300h200l40 280H260z"/><path d="M540 330c70 0 70 150 0 170" fill="none" stroke-width="26"/><rect x="340" y="250" width="120" height="40" rx="14"/>',
  tool: '<rect x="230" y="300" width="300" height="110" rx="30"/><rect x="450" y="330" width="140" height="50" rx="12"/><rect x="280" y="400" width="90" height="200" rx="24"/>',
  box: '<path d="M400 200l190 90v230l-190 90-190-90V290z"/><path d="M210 290l190 90 190-90M400 380v230" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="10"/>',
  lamp: '<path d="M320 210h160l70 170H250z"/><rect x="388" y="380" width="24" height="170"/><rect x="300" y="550" width="200" height="34" rx="12"/>',
  screen:
    '<rect x="190" y="220" width="420" height="270" rx="18"/><rect x="215" y="245" width="370" height="220" rx="8" fill="#fff" fill-opacity=".3"/><rect x="380" y="490" width="40" height="60"/><rect x="300" y="550" width="200" height="26" rx="10"/>',
  pan: '<circle cx="350" cy="420" r="160"/><circle cx="350" cy="420" r="120" fill="#fff" fill-opacity=".25"/><rect x="500" y="398" width="200" height="44" rx="22"/>',
  bottle:
    '<rect x="365" y="180" width="70" height="90" rx="12"/><rect x="300" y="260" width="200" height="340" rx="48"/><rect x="320" y="360" width="160" height="120" rx="10" fill="#fff" fill-opacity=".35"/>',
  tent: '<path d="M190 580L400 220l210 360z"/><path d="M400 580V360l80 220z" fill="#fff" fill-opacity=".35"/>',
  wheels:
    '<g fill="none" stroke-width="22"><circle cx="260" cy="480" r="100"/><circle cx="540" cy="480" r="100"/><path d="M260 480l110-170h150l20 170M370 310l-40-60h-50M520 310l20-60h50"/></g>',
  toy: '<rect x="230" y="420" width="160" height="160" rx="20"/><rect x="410" y="420" width="160" height="160" rx="20" fill-opacity=".7"/><rect x="320" y="250" width="160" height="160" rx="20" fill-opacity=".85"/>',
  chair:
    '<rect x="300" y="200" width="200" height="220" rx="24"/><rect x="270" y="410" width="260" height="50" rx="16"/><rect x="290" y="460" width="30" height="150" rx="10"/><rect x="480" y="460" width="30" height="150" rx="10"/>',
};
type ShapeName = keyof typeof SHAPES;

/** The shape of each category code the seed puts in product image names ('ko-1-2.svg'). */
const SHAPE_OF_CODE: Record<string, ShapeName> = {};
const SHAPE_CODES: Record<ShapeName, string> = {
  appliance: 'wm rf ck ac ht cm ts fn vc ir',
  kettle: 'ko bl',
  tool: 'dr sd ag js tk hm sc ll tm ps sv lm gt ch hd kn',
  box: 'cb cv ti hp',
  lamp: 'lu la lb nl cl fl',
  screen: 'tv nb ph sw sk pb ms kb dc',
  pan: 'fp pt cs pl wc',
  bottle: 'th ol ww sh fc gl sn sp hs',
  tent: 'tn sb bp cu bd tw',
  wheels: 'bk st sr tr',
  toy: 'lg dl bg db ym fr',
  chair: 'gc co ca bq',
};
for (const [shape, codes] of Object.entries(SHAPE_CODES)) {
  for (const code of codes.split(' ')) SHAPE_OF_CODE[code] = shape as ShapeName;
}
const SHAPE_NAMES = Object.keys(SHAPES) as ShapeName[];

function productShape(stem: string, seed: number): string {
  const code = stem.split('-')[0] ?? '';
  const name = Object.hasOwn(SHAPE_OF_CODE, code)
    ? SHAPE_OF_CODE[code]
    : SHAPE_NAMES[(seed >>> 4) % SHAPE_NAMES.length];
  return SHAPES[name ?? 'box'];
}

/** A font size at which `text` fits in `width` (`em` wide per character), capped at `max`. */
function fit(text: string, width: number, max: number, em = 0.62): number {
  return Math.round(Math.min(max, width / (Math.max(text.length, 1) * em)));
}

/**
 * An abstract banner: a diagonal gradient of two shop colours, soft light circles, a band of
 * rounded tiles and a few dots, placed by the name's hash (so every banner differs) and kept to
 * the right half, where a title over it leaves room. No words.
 */
function scene(width: number, height: number, seed: number, colour: string, accent: string) {
  const unit = Math.min(width, height);
  const at = (shift: number, span: number) => (((seed >>> shift) % 1000) / 1000) * span;
  const tiles = Array.from({ length: 4 }, (_, k) => {
    const size = unit * (0.16 + k * 0.05);
    const x = width * 0.55 + at(k * 3, width * 0.3);
    const y = height * 0.15 + at(k * 3 + 7, height * 0.55);
    const turn = Math.round(at(k * 2 + 1, 90)) - 45;
    return `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(size)}" height="${Math.round(size)}" rx="${Math.round(size / 5)}" fill="#fff" fill-opacity="${(0.1 + k * 0.05).toFixed(2)}" transform="rotate(${turn} ${Math.round(x + size / 2)} ${Math.round(y + size / 2)})"/>`;
  }).join('');
  const dots = Array.from({ length: 6 }, (_, k) => {
    const x = width * 0.5 + at(k * 5 + 2, width * 0.45);
    const y = at(k * 4 + 3, height);
    return `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${Math.round(unit * 0.015 + k)}" fill="#fff" fill-opacity=".35"/>`;
  }).join('');
  return (
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
    `<circle cx="${Math.round(width * 0.82)}" cy="${Math.round(height * 0.18)}" r="${Math.round(unit * 0.55)}" fill="#fff" fill-opacity=".12"/>` +
    `<circle cx="${Math.round(width * 0.62)}" cy="${Math.round(height * 1.05)}" r="${Math.round(unit * 0.45)}" fill="#000" fill-opacity=".08"/>` +
    `<path d="M${Math.round(width * 0.45)} ${height}L${width} ${Math.round(height * 0.25)}V${height}z" fill="#fff" fill-opacity=".08"/>` +
    tiles +
    dots
  );
}

/** The SVG of a kind and a (validated) name stem. */
export function renderMedia(kindName: string, kind: Kind, stem: string): string {
  const seed = hash(`${kindName}/${stem}`);
  const colour = PALETTE[seed % PALETTE.length] ?? '#334155';
  const accent = PALETTE[(seed >>> 8) % PALETTE.length] ?? '#e30613';
  const mobile = (kind.style === 'wide' || kind.style === 'scene') && stem.endsWith('-mobile');
  const width = mobile ? 750 : kind.width;
  const height = mobile ? 900 : kind.height;
  const text = escapeXml(label(stem));
  // A scene has no words: it is decoration, whatever its name says.
  const open =
    kind.style === 'scene'
      ? `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" aria-hidden="true">`
      : `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${text}">`;
  const font = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif"';

  switch (kind.style) {
    case 'product': {
      return (
        `${open}<rect width="800" height="800" fill="#f4f5f7"/>` +
        `<circle cx="400" cy="400" r="300" fill="${colour}" fill-opacity=".08"/>` +
        `<g fill="${colour}" stroke="${colour}" stroke-linecap="round" stroke-linejoin="round">${productShape(stem, seed)}</g></svg>`
      );
    }
    case 'badge': {
      const r = Math.min(width, height) / 2;
      return (
        `${open}<circle cx="${r}" cy="${r}" r="${r}" fill="${colour}"/>` +
        `<circle cx="${r * 1.45}" cy="${r * 0.55}" r="${r * 0.35}" fill="${accent}" fill-opacity=".35"/>` +
        `<text x="${r}" y="${r}" dy=".35em" text-anchor="middle" font-size="${Math.round(r * 0.7)}" font-weight="700" fill="#fff" ${font}>${escapeXml(initials(label(stem)))}</text></svg>`
      );
    }
    case 'logo':
      return (
        `${open}<rect width="${width}" height="${height}" rx="12" fill="#fff" stroke="#e2e8f0" stroke-width="2"/>` +
        `<text x="${width / 2}" y="${height / 2}" dy=".35em" text-anchor="middle" font-size="${fit(text, width * 0.86, height / 3.6, 0.8)}" font-weight="800" fill="${colour}" ${font}>${text.toUpperCase()}</text></svg>`
      );
    case 'scene':
      return `${open}${scene(width, height, seed, colour, accent)}</svg>`;
    case 'wide':
      return (
        `${open}<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
        `<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>` +
        `<rect width="${width}" height="${height}" fill="url(#g)"/>` +
        `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${height * 0.45}" fill="#fff" fill-opacity=".12"/>` +
        `<text x="${width / 2}" y="${height / 2}" dy=".35em" text-anchor="middle" font-size="${fit(text, width * 0.8, Math.min(width / 16, height / 6))}" font-weight="700" fill="#fff" ${font}>${text}</text></svg>`
      );
  }
}

export const mediaRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { kind: string; file: string } }>(
    '/media/:kind/:file',
    async (request, reply) => {
      const { kind: kindName, file } = request.params;
      const kind = Object.hasOwn(MEDIA_KINDS, kindName) ? MEDIA_KINDS[kindName] : undefined;
      const stem = file.length <= MAX_NAME ? NAME.exec(file)?.[1] : undefined;
      if (!kind || stem === undefined) {
        return reply.code(404).send({ detail: ERROR_DETAIL.notFound });
      }
      return reply
        .header('Content-Type', 'image/svg+xml')
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        )
        .send(renderMedia(kindName, kind, stem));
    },
  );
};
