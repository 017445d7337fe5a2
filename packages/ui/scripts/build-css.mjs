// Builds @shop/ui's stylesheets with the Tailwind CLI and copies the font files they point at, so
// they work from any app:
// - dist/styles.css ('@shop/ui/styles.css'): the `shop:` utilities, tokens and fonts, every rule
//   in a `shop.*` cascade layer and none global (scripts/check-css.mjs proves it, or the build
//   fails);
// - dist/preflight.css ('@shop/ui/preflight.css'): the opt-in reset and page font;
// - dist/theme.css ('@shop/ui/theme.css'): the tokens as Tailwind source, for a host's own build.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readBlocks } from './css-blocks.mjs';
import { cssLayers, cssProblems } from './check-css.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const dist = join(root, 'dist');
const cli = join(dirname(require.resolve('@tailwindcss/cli/package.json')), 'dist', 'index.mjs');

/** Compiles src/<name> to dist/<name> and returns the CSS. */
function build(name) {
  const out = join(dist, name);
  execFileSync(process.execPath, [cli, '-i', `src/${name}`, '-o', out, '--minify'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return readFileSync(out, 'utf8');
}

/**
 * Tailwind names one layer itself, `properties` (the `--tw-*` defaults for browsers without
 * @property), for a `*, ::before, ::after, ::backdrop` rule, and leaves @keyframes outside any
 * layer. Here the layer becomes shop.properties, its rule applies to the elements that carry a
 * `shop:` class (the only ones reading those variables), and the keyframes move into
 * shop.utilities, so nothing of the stylesheet merges with a host's layers or names.
 */
function scopeToShop(css) {
  let out = '';
  let at = 0;
  for (const block of readBlocks(css)) {
    const text = css.slice(block.start, block.end).trim();
    out += css.slice(at, block.start).match(/^\s*\/\*[\s\S]*?\*\/\s*/)?.[0] ?? '';
    at = block.end;
    if (block.prelude === '@layer properties' && block.kind === 'statement') continue;
    if (block.prelude === '@layer properties') {
      const shopElement = ':where([class*="shop:"])';
      out += text
        .replace(/^@layer properties/, '@layer shop.properties')
        .replace(
          /\*,\s*:?:before,\s*:?:after,\s*::backdrop\s*\{/,
          `${shopElement},${shopElement}:before,${shopElement}:after,${shopElement}::backdrop{`,
        );
    } else if (/^@(-webkit-)?keyframes\b/.test(block.prelude)) {
      out += `@layer shop.utilities{${text}}`;
    } else {
      out += text;
    }
  }
  return out;
}

mkdirSync(dist, { recursive: true });
const sizes = [];
for (const name of ['styles.css', 'preflight.css']) {
  const css = scopeToShop(build(name));
  const problems = name === 'styles.css' ? cssProblems(css) : [];
  if (problems.length > 0) {
    throw new Error(`dist/${name} is not fit for a host:\n${problems.join('\n')}`);
  }
  const outside = cssLayers(css).filter((layer) => !layer.startsWith('shop.'));
  if (outside.length > 0) throw new Error(`dist/${name} has layers ${outside.join(', ')}`);
  writeFileSync(join(dist, name), css);
  sizes.push(`${name} ${css.length} B`);
}
copyFileSync(join(root, 'src', 'theme.css'), join(dist, 'theme.css'));

// The @fontsource stylesheets are inlined with their url(./files/…) references: bring the files.
const fontFiles = dirname(require.resolve('@fontsource/inter/400.css'));
const urls = new Set(
  [...readFileSync(join(dist, 'styles.css'), 'utf8').matchAll(/url\(\.\/files\/([^)]+)\)/g)].map(
    (match) => match[1],
  ),
);
mkdirSync(join(dist, 'files'), { recursive: true });
for (const file of urls) copyFileSync(join(fontFiles, 'files', file), join(dist, 'files', file));
console.log(`dist: ${sizes.join(', ')}, theme.css, ${urls.size} font files`);
