import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as root from './index.js';

/**
 * The public API of @shop/ui is written twice: each folder's index.ts (a `@shop/ui/<folder>`
 * subpath of package.json, an entry of tsup) and the root index.ts. These tests keep the two
 * the same list: every name a subpath exports is a root name with the same value, and the root
 * has no name of its own. Names are explicit (convention 11): an index only re-exports.
 */

const SRC = dirname(fileURLToPath(import.meta.url));

// The same folders as tsup's entries ('src/*/index.ts', 'src/*/*/index.ts').
const SUBPATHS: Record<string, Record<string, unknown>> = {
  ...import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true }),
  ...import.meta.glob<Record<string, unknown>>('./*/*/index.ts', { eager: true }),
};

interface Exported {
  name: string;
  type: boolean;
}

/** The names an index.ts re-exports, from its text (types included, which a module lacks). */
function exportedNames(file: string): Exported[] {
  const source = readFileSync(join(SRC, file), 'utf8');
  return Array.from(
    source.matchAll(/export\s+(type\s+)?\{([^}]*)\}\s*from\s*'[^']+'/g),
    ([, typeBlock, list]) =>
      (list ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .map((entry) => ({
          name:
            entry
              .split(/\s+as\s+/)
              .at(-1)
              ?.replace(/^type\s+/, '') ?? entry,
          type: typeBlock !== undefined || entry.startsWith('type '),
        })),
  ).flat();
}

/** What is left of an index.ts once its re-exports and comments are taken out. */
function otherStatements(file: string): string {
  return readFileSync(join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/export\s+(type\s+)?\{[^}]*\}\s*from\s*'[^']+';/g, '')
    .trim();
}

const files = Object.keys(SUBPATHS).sort();
const rootNames = exportedNames('index.ts');

describe('the public API of @shop/ui', () => {
  it('finds the subpaths (primitives, components, flows, i18n, theme, lib)', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        './i18n/index.ts',
        './lib/index.ts',
        './theme/index.ts',
        './primitives/button/index.ts',
        './components/header/index.ts',
        './flows/cart/index.ts',
      ]),
    );
    expect(files.length).toBeGreaterThan(50);
  });

  it.each(files)('%s only re-exports names, explicitly', (file) => {
    expect(otherStatements(file)).toBe('');
    expect(exportedNames(file).length).toBeGreaterThan(0);
  });

  it('the root only re-exports names, explicitly', () => {
    expect(otherStatements('index.ts')).toBe('');
  });

  it.each(files)('every name of %s is a root name with the same value', (file) => {
    const subpath = SUBPATHS[file] ?? {};
    const names = exportedNames(file);
    const rootTypes = new Set(rootNames.filter((entry) => entry.type).map((entry) => entry.name));
    for (const { name, type } of names) {
      if (type) {
        expect(rootTypes, `${file}: type ${name}`).toContain(name);
      } else {
        expect(Object.keys(root), `${file}: ${name}`).toContain(name);
        expect((root as Record<string, unknown>)[name], `${file}: ${name}`).toBe(subpath[name]);
      }
    }
    // The text and the module agree: no value hides behind an `export type`, none is missing.
    const values = names.filter((entry) => !entry.type).map((entry) => entry.name);
    expect(Object.keys(subpath).sort()).toEqual([...values].sort());
  });

  it('the root has no name that no subpath has, and no name twice', () => {
    const subpathNames = new Set(files.flatMap((file) => exportedNames(file)).map((e) => e.name));
    expect(rootNames.filter((entry) => !subpathNames.has(entry.name))).toEqual([]);
    const seen = new Set<string>();
    const twice = rootNames.filter(({ name }) => seen.size === seen.add(name).size);
    expect(twice).toEqual([]);
    expect(Object.keys(root).sort()).toEqual(
      rootNames
        .filter((entry) => !entry.type)
        .map((entry) => entry.name)
        .sort(),
    );
  });
});
