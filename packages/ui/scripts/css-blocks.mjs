// A small reader of built (minified) CSS for the build and the dist check: it splits a
// stylesheet into blocks (at-rules and style rules) with their preludes, bodies and offsets,
// skipping comments and strings, so the scripts can rewrite and check rules without a CSS
// library (the package ships none).

/**
 * @typedef {{ kind: 'at' | 'rule' | 'statement', prelude: string, body: string | null,
 *   start: number, end: number, children: Block[] }} Block
 */

/** The index after an escape, a string or a comment starting at `i`, or `i` when there is none. */
function skip(css, i) {
  const char = css[i];
  if (char === '\\') return i + 2; // an escaped character, as in .shop\:content-\[\'x\'\]
  if (char === '/' && css[i + 1] === '*') {
    const end = css.indexOf('*/', i + 2);
    return end < 0 ? css.length : end + 2;
  }
  if (char === '"' || char === "'") {
    let j = i + 1;
    while (j < css.length && css[j] !== char) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  }
  return i;
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function closing(css, open) {
  let depth = 0;
  for (let i = open; i < css.length;) {
    const next = skip(css, i);
    if (next !== i) {
      i = next;
      continue;
    }
    if (css[i] === '{') depth += 1;
    else if (css[i] === '}') {
      depth -= 1;
      if (depth === 0) return i;
    }
    i += 1;
  }
  throw new Error(`unbalanced braces from offset ${open}`);
}

/** Whether a block's body holds declarations only (a style rule, @font-face, @property…). */
const DECLARATION_AT_RULES = /^@(font-face|property|counter-style|page|font-palette-values)\b/;

/**
 * The blocks of `css` from `from` to `to`: statements (`@layer a, b;`, `@import …;`), at-rules
 * with a body (children read for grouping rules such as @layer, @media, @supports) and style
 * rules (whose body is declarations, or nested rules, read as children too).
 * @returns {Block[]}
 */
export function readBlocks(css, from = 0, to = css.length) {
  /** @type {Block[]} */
  const blocks = [];
  let start = from;
  for (let i = from; i < to;) {
    const next = skip(css, i);
    if (next !== i) {
      if (css[i] === '/' && start === i) start = next;
      i = next;
      continue;
    }
    const char = css[i];
    if (char === ';' || char === '{') {
      const prelude = css.slice(start, i).trim();
      if (char === ';') {
        if (prelude)
          blocks.push({ kind: 'statement', prelude, body: null, start, end: i + 1, children: [] });
        start = i + 1;
        i += 1;
        continue;
      }
      const end = closing(css, i);
      const body = css.slice(i + 1, end);
      const at = prelude.startsWith('@');
      const keyframes = /^@(-webkit-)?keyframes\b/.test(prelude);
      const flat = DECLARATION_AT_RULES.test(prelude) || keyframes;
      const children = flat
        ? []
        : readBlocks(css, i + 1, end).filter((child) => child.kind !== 'statement' || at);
      blocks.push({ kind: at ? 'at' : 'rule', prelude, body, start, end: end + 1, children });
      start = end + 1;
      i = end + 1;
      continue;
    }
    if (char === '}') throw new Error(`unexpected } at offset ${i}`);
    i += 1;
  }
  return blocks;
}

/** The top-level commas of a selector list (not those inside :is(), :where(), […]). */
export function splitSelectors(selector) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === '\\') i += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      parts.push(selector.slice(start, i).trim());
      start = i + 1;
    }
  }
  parts.push(selector.slice(start).trim());
  return parts.filter(Boolean);
}

/** The declared property names of a declaration body (nested rules left out). */
export function declaredProperties(body) {
  return readBlocks(`${body};`)
    .filter((block) => block.kind === 'statement')
    .map((block) => block.prelude.slice(0, block.prelude.indexOf(':')).trim());
}
