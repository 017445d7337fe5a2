// Proves the built package works for a consumer: plain Node renders a component from dist (no
// TypeScript, no source condition), every subpath of dist is the root's (same values, with its
// declarations), and a plain Vite app bundles '@shop/ui' and '@shop/ui/styles.css' from dist,
// fonts included.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build } from 'vite';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const { Button } = await import('@shop/ui');
const { Button: ButtonSubpath } = await import('@shop/ui/primitives/button');
assert.equal(Button, ButtonSubpath);
const html = renderToStaticMarkup(createElement(Button, null, 'Adaugă în coș'));
assert.match(
  html,
  /^<button data-slot="button" type="button" class="[^"]+">Adaugă în coș<\/button>$/,
);

// Each folder's entry (`@shop/ui/flows/cart`, …) exports values the root exports too, and the
// very same ones: a chunk bundled twice would give a provider and its hook two contexts.
const rootModule = await import('@shop/ui');
const dist = join(root, 'dist');
const subpaths = readdirSync(dist, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((entry) => [
    entry.name,
    ...readdirSync(join(dist, entry.name), { withFileTypes: true })
      .filter((child) => child.isDirectory())
      .map((child) => `${entry.name}/${child.name}`),
  ])
  .filter((subpath) => existsSync(join(dist, subpath, 'index.js')));
assert.ok(subpaths.includes('flows/cart') && subpaths.includes('primitives/button'));
let subpathValues = 0;
for (const subpath of subpaths) {
  assert.ok(existsSync(join(dist, subpath, 'index.d.ts')), `${subpath} has its declarations`);
  const module = await import(`@shop/ui/${subpath}`);
  for (const [name, value] of Object.entries(module)) {
    assert.equal(rootModule[name], value, `@shop/ui/${subpath} ${name} is the root's`);
    subpathValues += 1;
  }
}
assert.equal(subpathValues, Object.keys(rootModule).length, 'the root is the sum of the subpaths');

const app = join(root, 'fixtures', 'vite-app');
const outDir = join(root, 'fixtures', 'vite-app', 'dist');
// 'error': Radix's "use client" directives are reported as warnings when bundled for the browser.
await build({ root: app, logLevel: 'error', build: { outDir, emptyOutDir: true } });
const assets = readdirSync(join(outDir, 'assets'));
const css = assets
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
  .join('');
assert.match(css, /--shop-buttons-bg-color/, 'the theme variables are in the app CSS');
assert.match(css, /@font-face/, 'the font faces are in the app CSS');
assert.ok(
  assets.some((file) => file.endsWith('.woff2')),
  'the font files are emitted',
);
const js = assets
  .filter((file) => file.endsWith('.js'))
  .map((file) => readFileSync(join(outDir, 'assets', file), 'utf8'))
  .join('');
assert.match(js, /data-slot/, 'the Button is bundled');
rmSync(outDir, { recursive: true, force: true });

// --- CSS for a host (task "css") ---------------------------------------------------------------
// dist/styles.css sits beside a host's own Tailwind: every rule in a `shop.*` layer, no global
// element rule (the reset is dist/preflight.css), the `shop:` prefix; the tokens ship as theme.css.
{
  const { cssLayers, cssProblems } = await import('./check-css.mjs');
  const styles = readFileSync(join(dist, 'styles.css'), 'utf8');
  assert.deepEqual(cssProblems(styles), [], 'dist/styles.css has no global or unlayered rule');
  assert.ok(
    cssLayers(styles).every((layer) => layer.startsWith('shop.')),
    'every layer is under shop',
  );
  assert.match(styles, /\.shop\\:flex\{/, 'the utilities carry the shop: prefix');
  assert.doesNotMatch(styles, /(^|[{}])\.flex\{/, 'no unprefixed utility');
  const preflight = readFileSync(join(dist, 'preflight.css'), 'utf8');
  assert.match(preflight, /@layer shop\.base\{/, 'the reset is in shop.base');
  assert.match(preflight, /html\{/, 'the reset styles the page');
  assert.match(readFileSync(join(dist, 'theme.css'), 'utf8'), /--breakpoint-bp768: 768px;/);
  assert.match(css, /shop\\:/, 'the app CSS has the prefixed utilities');
  assert.match(css, /@layer shop\.base\{[^]*html\{/, 'the app took the opt-in reset');
  console.log(
    `@shop/ui CSS: styles.css ${styles.length} B in ${cssLayers(styles).join(', ')}; ` +
      `preflight.css ${preflight.length} B`,
  );
}
// --- end of the CSS block ----------------------------------------------------------------------
console.log(
  `@shop/ui dist: Node renders <Button>; ${subpaths.length} subpaths give the root's ` +
    `${subpathValues} values; a Vite app bundles it with ${assets.length} assets`,
);
