// A consumer app at the floor of every range: proves that the lowest versions a published
// package's peer ranges (and its dependencies' ranges) allow are enough for its shipped code and
// declarations. It packs the built packages with `pnpm pack`, writes a scratch app outside the
// workspace (TypeScript strict, moduleResolution bundler) that installs the tarballs and pins each
// peer and dependency to the floor of its range, then type-checks it with the workspace's
// TypeScript (library declarations included), renders from the installed packages in plain Node
// and, for @shop/ui, bundles the app with Vite.
//
//   node scripts/check-consumer.mjs core   # @shop/core alone (its dependency zod at its floor)
//   node scripts/check-consumer.mjs ui     # @shop/ui with @shop/core, every peer at its floor
//
// The install reuses the workspace's pnpm store (`--prefer-offline`), so only a version never
// installed here is fetched from the registry. When the app fails, each pinned package is raised
// alone to the version the workspace develops with, and the message names the package and the
// peer whose floor is too low.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const started = performance.now();
const workspace = dirname(dirname(fileURLToPath(import.meta.url)));
const target = process.argv[2];
assert.ok(target === 'ui' || target === 'core', 'usage: check-consumer.mjs <ui|core>');

/** The packages under test: the one named and what it needs from the workspace. */
const dirs = target === 'ui' ? ['packages/ui', 'packages/core'] : ['packages/core'];
const scratch = mkdtempSync(join(tmpdir(), `shop-${target}-consumer-`));
const keep = process.env.KEEP_CONSUMER === '1';

/** The lowest version a range allows; only the forms our manifests use (`^x.y.z`, `x.y.z`). */
function floorOf(name, range, owner) {
  const match = /^\^?(\d+\.\d+\.\d+)$/.exec(range);
  assert.ok(match, `${owner}: ${name} takes "${range}"; write it as ^x.y.z so its floor is clear`);
  return match[1];
}

function run(command, args, cwd) {
  return spawnSync(command, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: '1' } });
}

try {
  // Pack what a registry would receive (workspace: ranges rewritten, `files` applied).
  const packed = dirs.map((dir) => {
    const cwd = join(workspace, dir);
    const report = JSON.parse(
      execFileSync('pnpm', ['pack', '--json', '--pack-destination', scratch], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    );
    const tarball = resolve(scratch, report.filename);
    const manifest = JSON.parse(
      execFileSync('tar', ['-xOzf', tarball, 'package/package.json'], { encoding: 'utf8' }),
    );
    const source = JSON.parse(readFileSync(join(cwd, 'package.json'), 'utf8'));
    return { tarball, manifest, dev: source.devDependencies ?? {} };
  });
  const ours = new Set(packed.map(({ manifest }) => manifest.name));

  /** Every peer and dependency pinned to its floor, with who asks for it and the dev version. */
  const pins = new Map();
  for (const { manifest, dev } of packed) {
    const owner = `${manifest.name} ${manifest.version}`;
    for (const [kind, ranges] of [
      ['peer', manifest.peerDependencies ?? {}],
      ['dependency', manifest.dependencies ?? {}],
    ]) {
      for (const [name, range] of Object.entries(ranges)) {
        if (ours.has(name)) continue;
        const floor = floorOf(name, range, owner);
        const known = pins.get(name);
        if (known && known.floor !== floor) {
          assert.fail(`${name}: ${known.owner} asks for ${known.range}, ${owner} for ${range}`);
        }
        const devVersion = dev[name] ?? packed.map((p) => p.dev[name]).find(Boolean);
        pins.set(name, { floor, range, kind, owner, dev: devVersion });
      }
    }
  }
  // Declarations of React for the app: the @types release of React's floor (React ships none).
  const react = pins.get('react');
  const types = {};
  if (react) {
    const minor = react.floor.replace(/\.\d+$/, '.0');
    Object.assign(types, { '@types/react': minor, '@types/react-dom': minor });
  }

  const app = join(scratch, 'app');
  mkdirSync(join(app, 'src'), { recursive: true });
  const writeManifest = (versions) =>
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify(
        {
          name: 'shop-consumer',
          private: true,
          type: 'module',
          dependencies: {
            ...Object.fromEntries(packed.map((p) => [p.manifest.name, `file:${p.tarball}`])),
            ...Object.fromEntries(
              [...pins].filter(([, pin]) => pin.kind === 'peer').map(([n]) => [n, versions[n]]),
            ),
            ...types,
          },
          // A dependency pinned for the whole tree, as a consumer's deduped lockfile may hold it.
          pnpm: {
            overrides: Object.fromEntries(
              [...pins]
                .filter(([, pin]) => pin.kind === 'dependency')
                .map(([n]) => [n, versions[n]]),
            ),
          },
        },
        null,
        2,
      ),
    );
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        module: 'ESNext',
        moduleResolution: 'Bundler',
        jsx: 'react-jsx',
        strict: true,
        noUncheckedIndexedAccess: true,
        verbatimModuleSyntax: true,
        // The packages' own declarations are checked (a wrong one fails here, as in the app).
        skipLibCheck: false,
        skipDefaultLibCheck: true,
        noEmit: true,
        types: [],
      },
      include: ['src'],
    }),
  );
  writeFileSync(join(app, 'src', 'main.tsx'), consumerSource(target));
  writeFileSync(join(app, 'render.mjs'), renderSource(target));
  writeFileSync(
    join(app, 'index.html'),
    '<!doctype html><html lang="ro"><body><div id="root"></div>' +
      '<script type="module" src="/src/main.tsx"></script></body></html>',
  );

  const floors = Object.fromEntries([...pins].map(([name, pin]) => [name, pin.floor]));
  const tsc = join(createRequire(import.meta.url).resolve('typescript/package.json'), '../bin/tsc');

  /** Installs the app with these versions; returns the first failing step's output, or null. */
  function attempt(versions) {
    writeManifest(versions);
    rmSync(join(app, 'node_modules'), { recursive: true, force: true });
    rmSync(join(app, 'pnpm-lock.yaml'), { force: true });
    const install = run(
      'pnpm',
      [
        'install',
        '--prefer-offline',
        '--ignore-scripts',
        '--ignore-workspace',
        '--config.strict-peer-dependencies=true',
        '--config.auto-install-peers=false',
        '--config.resolve-peers-from-workspace-root=false',
        '--reporter=append-only',
      ],
      app,
    );
    if (install.status !== 0) return `pnpm install failed:\n${install.stdout}${install.stderr}`;
    // The versions the app really got: a range that let pnpm pick another would test nothing.
    for (const [name, version] of Object.entries(versions)) {
      const installed = installedVersions(app, name);
      if (installed !== version) return `${name}: ${version} was asked for, ${installed} installed`;
    }
    const check = run(process.execPath, [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], app);
    if (check.status !== 0) return `tsc failed:\n${check.stdout}${check.stderr}`;
    const render = run(process.execPath, ['render.mjs'], app);
    if (render.status !== 0) return `rendering in Node failed:\n${render.stdout}${render.stderr}`;
    return null;
  }

  const failure = attempt(floors);
  let bundled = '';
  if (failure === null && target === 'ui') {
    const { build } = await import('vite');
    const result = await build({
      root: app,
      configFile: false,
      logLevel: 'error',
      build: { write: false },
    });
    const output = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
    const js = output.filter((file) => file.type === 'chunk');
    assert.ok(js.length > 0, 'the consumer app bundles');
    bundled = `, Vite bundles it (${output.length} files)`;
  }

  if (failure !== null) {
    // Which floor is too low: raise each pinned package alone to its development version.
    const culprits = [];
    for (const [name, pin] of pins) {
      if (!pin.dev || pin.dev === pin.floor) continue;
      if (attempt({ ...floors, [name]: pin.dev }) === null) culprits.push([name, pin]);
    }
    const blame = culprits.length
      ? culprits
          .map(
            ([name, pin]) =>
              `${pin.owner}: the ${pin.kind} range ${name}@"${pin.range}" is not true: ` +
              `the floor ${pin.floor} fails and ${pin.dev} passes; raise the floor`,
          )
          .join('\n')
      : 'raising no single pinned package alone fixes it (see the output above)';
    // Paths inside pnpm's store are long: name a file by its package (`@shop/ui/dist/…`).
    const lines = failure
      .trim()
      .replaceAll(/node_modules\/\.pnpm\/\S*?\/node_modules\//g, '')
      .split('\n');
    const shown = lines.slice(0, 12).join('\n');
    const more = lines.length > 12 ? `\n… ${lines.length - 12} more lines` : '';
    console.error(
      `${blame}\n\nA consumer of ${[...ours].join(' + ')} at the floor of every range fails.\n` +
        `Pinned: ${Object.entries(floors)
          .map(([n, v]) => `${n}@${v}`)
          .join(', ')}\n${shown}${more}`,
    );
    process.exitCode = 1;
  } else {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(
      `${[...ours].join(' + ')} at the floor of every range (` +
        `${Object.entries({ ...floors, ...types })
          .map(([n, v]) => `${n}@${v}`)
          .join(', ')}): installs, type-checks, renders in Node${bundled}; ${seconds} s`,
    );
  }
} finally {
  if (!keep) rmSync(scratch, { recursive: true, force: true });
  else console.log(`kept ${scratch}`);
}

/** Every version of `name` the app's install holds (pnpm's virtual store names each copy). */
function installedVersions(app, name) {
  const prefix = `${name.replace('/', '+')}@`;
  const versions = readdirSync(join(app, 'node_modules', '.pnpm'))
    .filter((entry) => entry.startsWith(prefix))
    .map((entry) => entry.slice(prefix.length).replace(/_.*$/, ''));
  return [...new Set(versions)].sort().join(' and ') || 'nothing';
}

/** The app's source: the main entries, a few subpaths, and a machine's types in use. */
function consumerSource(which) {
  const core = `import { createClient, type ShopClient } from '@shop/core/client';
import { productSchema, type Product } from '@shop/core/contract';
import { formatMoney, unitPrice, type PricingContext } from '@shop/core/rules';
import { formatMoney as rootFormatMoney } from '@shop/core';

export const client: ShopClient = createClient({ baseUrl: 'http://localhost:8000', locale: 'ro' });
const context: PricingContext = { role: 'dealer', dealerDiscount: 10 };
export const parse = (value: unknown): Product => productSchema.parse(value);
export const shown = (product: Product): string => formatMoney(unitPrice(product, context), 'ru');
export const same: boolean = rootFormatMoney === formatMoney;
`;
  if (which === 'core') return core;
  return `${core}
import { createRoot } from 'react-dom/client';
import { createActor, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import {
  Button,
  I18nProvider,
  registerCatalogues,
  ro,
  SignIn,
  signInMachine,
  type SignInLoginInput,
  type SignInMachine,
  type SignInRegisterInput,
} from '@shop/ui';
import type { ProfileData } from '@shop/core/contract';
import { Button as SubpathButton } from '@shop/ui/primitives/button';
import { SignIn as SubpathSignIn } from '@shop/ui/flows/sign-in';
import { common } from '@shop/ui/catalogues/ro/common';
import { CartIcon } from '@shop/ui/icons';
import '@shop/ui/styles.css';

registerCatalogues({ ro: { ...ro, common } });

// The app gives the flow its I/O, as the README shows; the machine keeps its type.
const profile = (signal: AbortSignal): Promise<ProfileData> =>
  fetch('/profile', { signal }).then((answer) => answer.json() as Promise<ProfileData>);
const machine: SignInMachine = signInMachine.provide({
  actors: {
    login: fromPromise<ProfileData, SignInLoginInput>(({ signal }) => profile(signal)),
    register: fromPromise<ProfileData, SignInRegisterInput>(({ signal }) => profile(signal)),
  },
});
type SignInRef = ActorRefFrom<typeof machine>;
export const actor: SignInRef = createActor(machine, { input: { tab: 'register' } }).start();
export const tab = (snapshot: SnapshotFrom<typeof machine>): unknown => snapshot.value;

function Tab({ actorRef }: { actorRef: SignInRef }) {
  const value = useSelector(actorRef, (snapshot) => snapshot.value);
  return <SubpathButton>{JSON.stringify(value)}</SubpathButton>;
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <I18nProvider locale="ru">
      <Button>
        <CartIcon />
      </Button>
      <Tab actorRef={actor} />
      <SignIn machine={machine} defaultOpen onSignedIn={() => {}} />
      <SubpathSignIn machine={machine} />
    </I18nProvider>,
  );
}
`;
}

/** Plain Node, at the floors: the packages import, and a component renders on the server. */
function renderSource(which) {
  const core = `import assert from 'node:assert/strict';
const rules = await import('@shop/core/rules');
assert.equal(rules.formatMoney(123450, 'ro'), '1.234,50\\u00a0lei');
await import('@shop/core/contract');
await import('@shop/core/client');
`;
  if (which === 'core') return core;
  return `${core}
const { createElement } = await import('react');
const { renderToString } = await import('react-dom/server');
const { createActor } = await import('xstate');
const ui = await import('@shop/ui');
ui.registerCatalogues({ ro: ui.ro });
const html = renderToString(createElement(ui.Button, null, 'Adaugă în coș'));
assert.match(html, /data-slot="button"/);
// A toast calls React 19.2's useEffectEvent while it renders: the react floor is tested too.
const toasts = [{ id: 'a', key: 'a', tone: 'success', message: 'Gata', durationMs: 0, paused: false }];
const noop = () => {};
const toast = renderToString(
  createElement(ui.ToastView, { toasts, onDismiss: noop, onPause: noop, onResume: noop }),
);
assert.match(toast, /Gata/);
const actor = createActor(ui.signInMachine, { input: {} }).start();
assert.ok(actor.getSnapshot().value);
actor.stop();
`;
}
