import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The folder layout of @shop/ui (ARCHITECTURE conventions 14 and 17): a flow's views live in its
 * flow folder, `components/` holds views no machine drives, and the top-level folders never
 * import each other in a circle. Read from the import statements of the sources, so a file put
 * in the wrong folder fails here rather than in a review.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

/** The top-level folders, lowest first. */
const FOLDERS = ['lib', 'i18n', 'theme', 'icons', 'primitives', 'components', 'flows'] as const;
type Folder = (typeof FOLDERS)[number];

interface Import {
  /** The importing file, relative to src (with `/`). */
  file: string;
  /** The imported module, relative to src (with `/`). */
  target: string;
}

/** Every .ts/.tsx file below src, screenshots and dependencies aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      return entry.name === '__screenshots__' || entry.name === 'node_modules'
        ? []
        : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Static imports and re-exports (`import … from`, `export … from`, `import '…'`), dynamic
 * `import('…')` and `vi.mock('…')`; comments are stripped first so an example in a comment does
 * not count.
 */
const IMPORT =
  /\b(?:import|export)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.mock\(\s*['"]([^'"]+)['"]/g;

function importsOf(path: string): Import[] {
  const source = readFileSync(path, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const file = relative(SRC, path).split(sep).join('/');
  return Array.from(source.matchAll(IMPORT), (match) => match.slice(1).find(Boolean) ?? '')
    .map((specifier) => {
      if (specifier.startsWith('.')) {
        return relative(SRC, resolve(dirname(path), specifier))
          .split(sep)
          .join('/');
      }
      // The package importing itself by name reaches the same folders.
      if (specifier.startsWith('@shop/ui/')) return specifier.slice('@shop/ui/'.length);
      return null;
    })
    .filter((target): target is string => target !== null)
    .map((target) => ({ file, target }));
}

function folderOf(path: string): Folder | undefined {
  const top = path.split('/')[0];
  return FOLDERS.find((folder) => folder === top);
}

const IMPORTS = sourceFiles(SRC).flatMap(importsOf);

/** Imports from one top-level folder into another. */
const CROSSING = IMPORTS.flatMap(({ file, target }) => {
  const from = folderOf(file);
  const to = folderOf(target);
  return from && to && from !== to ? [{ file, target, from, to }] : [];
});

function crossing(from: Folder, to: Folder): string[] {
  return CROSSING.filter((edge) => edge.from === from && edge.to === to).map(
    (edge) => `${edge.file} → ${edge.target}`,
  );
}

/** A circle of folders in the folder graph (a → b → … → a), or null. */
function findCycle(edges: ReadonlyMap<Folder, ReadonlySet<Folder>>): Folder[] | null {
  const done = new Set<Folder>();
  const path: Folder[] = [];
  function visit(folder: Folder): Folder[] | null {
    const at = path.indexOf(folder);
    if (at !== -1) return [...path.slice(at), folder];
    if (done.has(folder)) return null;
    path.push(folder);
    for (const next of edges.get(folder) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    done.add(folder);
    return null;
  }
  for (const folder of FOLDERS) {
    const cycle = visit(folder);
    if (cycle) return cycle;
  }
  return null;
}

describe('the folder layout of @shop/ui', () => {
  it('reads the imports it judges (the flows use components and primitives)', () => {
    expect(crossing('flows', 'components').length).toBeGreaterThan(0);
    expect(crossing('components', 'primitives').length).toBeGreaterThan(0);
    expect(IMPORTS).toContainEqual({
      file: 'flows/cart/cart-panel.container.tsx',
      target: 'flows/cart/cart-panel.js',
    });
  });

  it('keeps primitives free of components and flows', () => {
    expect([...crossing('primitives', 'components'), ...crossing('primitives', 'flows')]).toEqual(
      [],
    );
  });

  it('keeps components free of flows: a view a machine drives lives in its flow', () => {
    expect(crossing('components', 'flows')).toEqual([]);
  });

  it('has no circle between the top-level folders', () => {
    const edges = new Map<Folder, Set<Folder>>();
    for (const { from, to } of CROSSING) {
      edges.set(from, (edges.get(from) ?? new Set<Folder>()).add(to));
    }
    const cycle = findCycle(edges);
    const witnesses = cycle
      ? cycle.slice(1).flatMap((to, index) => crossing(cycle[index] as Folder, to).slice(0, 3))
      : [];
    expect({ cycle, witnesses }).toEqual({ cycle: null, witnesses: [] });
  });

  it('finds a circle when there is one', () => {
    const edges = new Map<Folder, Set<Folder>>([
      ['components', new Set<Folder>(['flows', 'primitives'])],
      ['flows', new Set<Folder>(['components'])],
    ]);
    expect(findCycle(edges)).toEqual(['components', 'flows', 'components']);
    expect(findCycle(new Map([['flows', new Set<Folder>(['components'])]]))).toBeNull();
  });
});
