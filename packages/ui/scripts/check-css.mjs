// What a host may rely on in @shop/ui's built default stylesheet (dist/styles.css): every rule is
// in a layer under `shop` (so none merges with the host's own layers), and no rule styles the
// page as a whole: each selector is scoped by a class or an attribute, save `:root`/`:host`
// rules that only define custom properties. The @property registrations stay outside layers
// (CSS applies them globally; they register Tailwind's `--tw-*` variables, the same as a host's
// Tailwind does). Used by the build (which fails on a problem) and by check-dist.
import { declaredProperties, readBlocks, splitSelectors } from './css-blocks.mjs';

/** The layer names of an `@layer a, b;` statement or an `@layer a { … }` block. */
const layerNames = (prelude) =>
  prelude
    .replace(/^@layer\s*/, '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);

const inShop = (name) => name === 'shop' || name.startsWith('shop.');

/** A selector with a class or an attribute in it (strings and escapes do not count). */
function scoped(selector) {
  const bare = selector.replace(/\\./g, 'x').replace(/"[^"]*"|'[^']*'/g, '""');
  return /\.[-_a-zA-Z]/.test(bare) || bare.includes('[') || bare.includes('&');
}

/**
 * The problems of a stylesheet, as sentences (none: it is fit for a host).
 * @param {string} css
 * @returns {string[]}
 */
export function cssProblems(css) {
  const problems = [];
  const layers = new Set();
  /** @param {import('./css-blocks.mjs').Block[]} blocks */
  const visit = (blocks) => {
    for (const block of blocks) {
      if (block.kind === 'rule') {
        const onlyVariables = declaredProperties(block.body ?? '').every((name) =>
          name.startsWith('--'),
        );
        for (const selector of splitSelectors(block.prelude)) {
          const root = /^:(root|host)$/.test(selector) && onlyVariables;
          if (!root && !scoped(selector)) problems.push(`a global selector: ${selector}`);
        }
      } else if (block.kind === 'statement' && block.prelude.startsWith('@layer')) {
        for (const name of layerNames(block.prelude)) layers.add(name);
      } else if (block.kind === 'at' && block.prelude.startsWith('@layer')) {
        for (const name of layerNames(block.prelude)) layers.add(name);
      }
      visit(block.children);
    }
  };
  for (const block of readBlocks(css)) {
    if (block.prelude.startsWith('@layer')) {
      const outside = layerNames(block.prelude).filter((name) => !inShop(name));
      if (outside.length > 0) problems.push(`a layer outside shop: ${outside.join(', ')}`);
      visit([block]);
    } else if (!block.prelude.startsWith('@property')) {
      problems.push(`a rule outside the layers: ${block.prelude.slice(0, 80)}`);
    }
  }
  for (const name of layers) {
    if (!inShop(name)) problems.push(`a layer outside shop: ${name}`);
  }
  return problems;
}

/** The layer names a stylesheet declares, in order of first appearance. */
export function cssLayers(css) {
  return [...new Set([...css.matchAll(/@layer\s*([^{;]+)[{;]/g)].flatMap((m) => layerNames(m[1])))];
}
