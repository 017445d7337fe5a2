import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The package boundaries of ARCHITECTURE (core ← ui ← storefront, core ← api, api domain ← api
 * routes) are rules of the root ESLint config. This lints small snippets as if they were files
 * of each package (nothing is written to disk, so `pnpm lint` never sees them) and checks that
 * every boundary rule fires on a violation and stays quiet on a legal import.
 */

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const BOUNDARY_RULES = new Set([
  'no-restricted-imports',
  'no-restricted-globals',
  'no-restricted-properties',
  'no-restricted-syntax',
]);

let eslint: ESLint;

beforeAll(async () => {
  eslint = new ESLint({
    cwd: ROOT,
    // The snippets belong to no TypeScript program; the boundary rules need no type information.
    overrideConfig: [{ ...tseslint.configs.disableTypeChecked, files: ['**/*.{ts,tsx}'] }],
  });
  // Loading the config and its plugins takes seconds on this machine: once, here, not in a test.
  await eslint.lintText('export {};', {
    filePath: path.join(ROOT, 'packages/core/src/warm-up.ts'),
  });
}, 60_000);

/** The boundary rules a snippet breaks, as if it were the file at `file` (from the root). */
async function broken(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, file) });
  if (!result) throw new Error(`${file} was not linted`);
  const fatal = result.messages.filter((message) => message.fatal);
  expect(fatal, `${file} must parse`).toEqual([]);
  return result.messages.flatMap((message) =>
    message.ruleId !== null && BOUNDARY_RULES.has(message.ruleId) ? [message.ruleId] : [],
  );
}

const IMPORTS = ['no-restricted-imports'];
const GLOBALS = ['no-restricted-globals'];
const PROPERTIES = ['no-restricted-properties'];

describe('core: no React, no DOM, no Node, no apps; I/O only in the client', () => {
  const rule = 'packages/core/src/rules/boundary-fixture.ts';
  const client = 'packages/core/src/client/boundary-fixture.ts';

  it.each([
    ['React', "import { useState } from 'react';\nexport const s = useState;", IMPORTS],
    ['the ui', "export { Button } from '@shop/ui';", IMPORTS],
    ['the router', "import { Link } from 'react-router';\nexport const l = Link;", IMPORTS],
    ['node:fs', "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;", IMPORTS],
    ['a bare Node module', "import path from 'path';\nexport const p = path;", IMPORTS],
    [
      'the API',
      "import { createTestApi } from '@shop/api/test-harness';\nexport const a = createTestApi;",
      IMPORTS,
    ],
    ['zod directly', "import { z } from 'zod';\nexport const s = z.string();", IMPORTS],
    ['the DOM', 'export const width = () => window.innerWidth;', GLOBALS],
    ['fetch', "export const load = () => fetch('/x');", GLOBALS],
    ['fetch via globalThis', "export const load = () => globalThis.fetch('/x');", PROPERTIES],
    ['the process', 'export const env = () => process.env.X;', GLOBALS],
  ])('a rule importing or using %s is refused', async (_what, code, rules) => {
    expect(await broken(rule, code)).toEqual(rules);
  });

  it('a rule may use core and zod types', async () => {
    const code = [
      "import type { z } from 'zod';",
      "import { shopDay } from './dates.js';",
      'export const today = (): string => shopDay(new Date());',
      'export type S = z.ZodString;',
    ].join('\n');
    expect(await broken(rule, code)).toEqual([]);
  });

  it('the client may fetch, and still has no DOM', async () => {
    const code =
      "export const get = () => globalThis.fetch('/x');\nexport const f = () => fetch('/y');";
    expect(await broken(client, code)).toEqual([]);
    expect(await broken(client, 'export const here = () => location.href;')).toEqual(GLOBALS);
  });
});

describe('ui: no router, no apps, no fetch', () => {
  const file = 'packages/ui/src/components/boundary-fixture/boundary-fixture.tsx';

  it.each([
    ['the router', "import { Link } from 'react-router';\nexport const l = Link;", IMPORTS],
    [
      'the API',
      "import { createTestApi } from '@shop/api/test-harness';\nexport const a = createTestApi;",
      IMPORTS,
    ],
    ['the storefront', "export { default } from '@shop/storefront/app/root';", IMPORTS],
    ['an app by path', "export { x } from '../../../../../apps/storefront/app/root.js';", IMPORTS],
    ['fetch', "export const load = () => fetch('/api');", GLOBALS],
    ['fetch via window', "export const load = () => window.fetch('/api');", PROPERTIES],
  ])('a component importing or using %s is refused', async (_what, code, rules) => {
    expect(await broken(file, code)).toEqual(rules);
  });

  it('a component may use React and core', async () => {
    const code = [
      "import { useState } from 'react';",
      "import { formatMoney } from '@shop/core/rules';",
      'export function useMoney() {',
      '  const [bani] = useState(100);',
      "  return formatMoney(bani, 'ro');",
      '}',
    ].join('\n');
    expect(await broken(file, code)).toEqual([]);
  });
});

describe('storefront: the API only over HTTP', () => {
  it.each([
    ["import { createTestApi } from '@shop/api/test-harness';\nexport const a = createTestApi;"],
    ["export { buildApp } from '../../../api/src/app.js';"],
  ])('a page may not import the API’s code: %s', async (code) => {
    expect(await broken('apps/storefront/app/routes/boundary-fixture.tsx', code)).toEqual(IMPORTS);
  });

  it('a page may use the router, the ui and core’s client; its tests may start the API', async () => {
    const page = [
      "import { Link } from 'react-router';",
      "import { createClient } from '@shop/core/client';",
      "import { ShopLink } from '@shop/ui';",
      'export const parts = [Link, createClient, ShopLink];',
    ].join('\n');
    expect(await broken('apps/storefront/app/routes/boundary-fixture.tsx', page)).toEqual([]);
    const test =
      "import { createTestApi } from '@shop/api/test-harness';\nexport const a = createTestApi;";
    expect(await broken('apps/storefront/tests/boundary-fixture.ts', test)).toEqual([]);
  });
});

describe('api: no ui or React; domain modules never import routes', () => {
  it.each([
    [
      'apps/api/src/orders/boundary-fixture.ts',
      "export { shopDay } from '../routes/content/shared.js';",
    ],
    [
      'apps/api/src/shop/boundary-fixture.ts',
      "export { loadProducts } from '../routes/catalogue/products.js';",
    ],
    ['apps/api/src/boundary-fixture.ts', "export { healthRoutes } from './routes/health.js';"],
    ['apps/api/src/seed/deep/boundary-fixture.ts', "export { x } from '../../routes/media.js';"],
  ])('%s may not import a route module', async (file, code) => {
    expect(await broken(file, code)).toEqual(IMPORTS);
  });

  it.each([
    ["import React from 'react';\nexport const r = React;"],
    ["export { Button } from '@shop/ui';"],
    ["export { default } from '@shop/storefront/app/root';"],
  ])('no part of the API imports the ui, React or the storefront: %s', async (code) => {
    expect(await broken('apps/api/src/routes/boundary-fixture.ts', code)).toEqual(IMPORTS);
    expect(await broken('apps/api/src/orders/boundary-fixture.ts', code)).toEqual(IMPORTS);
  });

  it('routes import the domain and each other; the app, and tests, may import routes', async () => {
    const route = [
      "import { placeOrder } from '../../orders/place.js';",
      "import { pageOf } from '../content/shared.js';",
      'export const parts = [placeOrder, pageOf];',
    ].join('\n');
    expect(await broken('apps/api/src/routes/orders/boundary-fixture.ts', route)).toEqual([]);
    const app = "export { orderRoutes } from './routes/orders/index.js';";
    expect(await broken('apps/api/src/app.ts', app)).toEqual([]);
    const test = "export { checkoutOrder } from '../routes/orders/orders.test-helpers.js';";
    expect(await broken('apps/api/src/orders/boundary-fixture.test.ts', test)).toEqual([]);
  });

  it('a domain module may import the domain and core', async () => {
    const code = [
      "import { shopDay } from '@shop/core/rules';",
      "import { loadProducts } from '../catalogue/product-json.js';",
      'export const parts = [shopDay, loadProducts];',
    ].join('\n');
    expect(await broken('apps/api/src/orders/boundary-fixture.ts', code)).toEqual([]);
  });
});

describe('ui and storefront: colours from the theme, icons from the icon module', () => {
  const SYNTAX = ['no-restricted-syntax'];

  it.each([
    ['an arbitrary hex colour', 'export const c = "mt-2 text-[#1f2933]";'],
    ['a palette colour behind a variant', 'export const c = `hover:bg-red-50 ${1}`;'],
    ['a palette border side', "export const c = 'border-t-emerald-600';"],
    ['a prefixed arbitrary colour', 'export const c = "shop:mt-2 shop:text-[#1f2933]";'],
    ['a prefixed palette colour behind a variant', 'export const c = `shop:hover:bg-red-50 ${1}`;'],
    ['a prefixed palette ring', "export const c = 'shop:bp768:ring-sky-300';"],
  ])('refuses %s in a ui or storefront file', async (_name, code) => {
    expect(await broken('packages/ui/src/components/x/boundary-fixture.ts', code)).toEqual(SYNTAX);
    expect(await broken('apps/storefront/app/pages/boundary-fixture.ts', code)).toEqual(SYNTAX);
  });

  it('refuses an inline svg outside the icon module, and allows it inside', async () => {
    const code = 'export const I = () => <svg viewBox="0 0 24 24" />;';
    expect(await broken('packages/ui/src/components/x/boundary-fixture.tsx', code)).toEqual(SYNTAX);
    expect(await broken('apps/storefront/app/pages/boundary-fixture.tsx', code)).toEqual(SYNTAX);
    expect(await broken('packages/ui/src/icons/boundary-fixture.tsx', code)).toEqual([]);
  });

  it('lets theme tokens, white and black through', async () => {
    const code =
      "export const c = 'text-ink bg-surface-muted border-danger-line text-white bg-black/50';";
    expect(await broken('packages/ui/src/components/x/boundary-fixture.ts', code)).toEqual([]);
    const prefixed =
      "export const c = 'shop:text-ink shop:hover:bg-surface-muted shop:bp768:border-danger-line';";
    expect(await broken('packages/ui/src/components/x/boundary-fixture.ts', prefixed)).toEqual([]);
    expect(
      await broken(
        'packages/ui/src/icons/boundary-fixture.ts',
        "export const c = 'text-[#123456]';",
      ),
    ).toEqual(SYNTAX);
  });
});
