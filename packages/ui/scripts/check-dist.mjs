// Proves the built package works for a consumer and stays small: plain Node renders a component
// from dist (no TypeScript, no source condition); every subpath of dist is the root's (same
// values, with its declarations); the packed tarball ships only what it should (every .d.ts with
// its .js, no source map pointing at a source that is not shipped, no story examples, peers
// instead of pinned copies); a plain Vite app bundles '@shop/ui' and '@shop/ui/styles.css' from
// dist, fonts included; and a consumer's production build of a lone Button, a ProductCard and the
// sign-in flow adds no more than its budget (KiB gzip) over a React-only app built the same way.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
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

// A ProductCard with only the namespaces fixtures/budget registers for it (from the
// `@shop/ui/catalogues/ro/*` parts): every text it shows is translated, no key shows instead.
await import('../fixtures/budget/product-card.texts.js');
const { product } = await import('../fixtures/budget/product-card.sample.js');
const { ProductCard, ro } = await import('@shop/ui');
const keys = [];
(function collect(tree, prefix) {
  for (const [name, value] of Object.entries(tree)) {
    if (typeof value === 'object' && !('other' in value)) collect(value, `${prefix}${name}.`);
    else keys.push(`${prefix}${name}`);
  }
})(ro, '');
for (const userRole of ['visitor', 'dealer']) {
  const card = renderToStaticMarkup(
    createElement(ProductCard, { product, userRole, onAddToCart() {}, onToggleFavourite() {} }),
  );
  assert.match(card, /Bormașină/);
  const untranslated = keys.filter((key) => card.includes(key));
  assert.deepEqual(untranslated, [], `a ${userRole}'s ProductCard shows keys`);
}

// Each folder's entry (`@shop/ui/flows/cart`, …) exports values the root exports too, and the
// very same ones: a module loaded twice would give a provider and its hook two contexts.
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

// The tarballs, packed for real into a temporary folder: what ships, and its size.
const packs = mkdtempSync(join(tmpdir(), 'shop-ui-pack-'));
function pack(dir) {
  const report = JSON.parse(
    execFileSync('pnpm', ['pack', '--json', '--pack-destination', packs], {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }),
  );
  const tarball = resolve(packs, report.filename);
  const manifest = JSON.parse(
    execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }),
  );
  return { files: report.files.map((file) => file.path), size: statSync(tarball).size, manifest };
}
const ui = pack(root);
const core = pack(join(root, '..', 'core'));
rmSync(packs, { recursive: true, force: true });

const own = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
assert.deepEqual(own.files, ['dist', 'README.md', 'CHANGELOG.md'], '`files` lists what ships');
const shipped = new Set(ui.files);
for (const file of ui.files) {
  assert.match(file, /^(dist\/|package\.json$|README\.md$|CHANGELOG\.md$)/, `${file} ships`);
  assert.doesNotMatch(file, /\/examples\/|\.examples\.|\.stories\.|\.test\.|test-setup/, file);
  if (file.endsWith('.d.ts')) {
    assert.ok(shipped.has(file.replace(/\.d\.ts$/, '.js')), `${file} ships with its code`);
  }
  if (file.endsWith('.map')) {
    const map = JSON.parse(readFileSync(join(root, file), 'utf8'));
    for (const source of map.sources) {
      const target = join(dirname(file), source);
      assert.ok(shipped.has(target), `${file} points at ${target}, which ships`);
    }
  }
}
const { manifest } = ui;
for (const name of ['react', 'react-dom', 'xstate', '@xstate/react', '@shop/core']) {
  assert.ok(manifest.peerDependencies?.[name], `${name} is a peer`);
  assert.equal(manifest.dependencies?.[name], undefined, `${name} is not a dependency`);
}
assert.equal(manifest.peerDependencies['@shop/core'], `^${core.manifest.version}`);
for (const [name, range] of Object.entries({
  ...manifest.dependencies,
  ...core.manifest.dependencies,
})) {
  assert.match(range, /^\^\d/, `${name} takes a caret range, not ${range}`);
}

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

// Consumer entries (fixtures/budget), each built alone for production, in memory. Budgets in KiB
// gzip over the React-only baseline: a lone Button 12; ProductCard and the sign-in flow (with
// the Romanian namespaces they register) their measured size rounded up, plus 1. The sign-in
// flow was 75.8 and is 77.9 since its modal returns focus to whatever opened it, or near it, or
// to the new page's heading after a navigation (use-focus-return, shared by every dialog).
const BUDGETS_KIB = { 'button.js': 12, 'product-card.js': 16, 'sign-in.js': 79 };
const budgetApp = join(root, 'fixtures', 'budget');
async function gzipKib(entry) {
  const result = await build({
    root: budgetApp,
    configFile: false,
    logLevel: 'error',
    build: { write: false, rollupOptions: { input: join(budgetApp, entry) } },
  });
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => output.output)
    .filter((file) => file.type === 'chunk');
  return chunks.reduce((total, chunk) => total + gzipSync(chunk.code).length, 0) / 1024;
}
const baseline = await gzipKib('baseline.js');
const rows = [];
for (const [entry, budget] of Object.entries(BUDGETS_KIB)) {
  const over = (await gzipKib(entry)) - baseline;
  rows.push({ entry, over, budget });
}

const kib = (bytes) => (bytes / 1024).toFixed(1);
console.log(`consumer build, KiB gzip over React alone (${baseline.toFixed(1)} KiB):`);
for (const { entry, over, budget } of rows) {
  console.log(`  ${entry.padEnd(16)} ${over.toFixed(1).padStart(6)}   budget ${budget}`);
}
console.log(
  `tarballs: @shop/ui ${kib(ui.size)} KiB (${ui.files.length} files), ` +
    `@shop/core ${kib(core.size)} KiB (${core.files.length} files)`,
);
for (const { entry, over, budget } of rows) {
  assert.ok(over <= budget, `${entry} adds ${over.toFixed(1)} KiB gzip, over its ${budget} KiB`);
}
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
console.log(
  `@shop/ui dist: Node renders <Button>; ${subpaths.length} subpaths give the root's ` +
    `${subpathValues} values; a Vite app bundles it with ${assets.length} assets`,
);
