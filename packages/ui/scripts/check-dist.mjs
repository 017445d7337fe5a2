// Proves the built package works for a consumer: plain Node renders a component from dist (no
// TypeScript, no source condition), and a plain Vite app bundles '@shop/ui' and
// '@shop/ui/styles.css' from dist, fonts included.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
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
console.log(
  `@shop/ui dist: Node renders <Button>; a Vite app bundles it with ${assets.length} assets`,
);
