import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTestApi, type TestApi, type TestApiOptions } from '@shop/api/test-harness';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, resolveBrowser } from '../../../packages/test-env/src/gates.js';

/**
 * The shop as a shopper sees it, for the Playwright suites (`*.e2e.test.ts`): a seeded API on
 * PGlite, the storefront's production build served by its own server (server.mjs) against it,
 * and the Debian Chromium.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const WAIT = { timeout: 15_000 };

export interface Shop {
  api: TestApi;
  apiUrl: string;
  /** The storefront's address ('http://127.0.0.1:port'). */
  baseUrl: string;
  browser: Browser;
  /**
   * A new browser context: Romanian, a desktop window, the seed's picture host cut off; without
   * script when `javaScriptEnabled` is false (the page as the server drew it, forms posting).
   */
  newContext(options?: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
  }): Promise<BrowserContext>;
  close(): Promise<void>;
}

export interface ShopOptions {
  seed?: NonNullable<TestApiOptions['seed']>;
  /** The storefront's environment on top of the test's (e.g. OAuth settings). */
  env?: Record<string, string>;
  /** The API's configuration on top of the test harness's (e.g. the OAuth stand-in's). */
  apiConfig?: TestApiOptions['config'];
}

/** A port nothing listens on now (the OS's pick, released for the server to take). */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Polls until the storefront answers its health check (or gives up with its output). */
async function waitUntilAnswers(
  server: ChildProcess,
  url: string,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) {
      throw new Error(`the storefront stopped (${server.exitCode}):\n${output()}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the storefront did not answer:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const gate = resolveBrowser();
  if (!gate.run) throw new Error(gate.skipLine);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // E-mailed links (the password reset) lead to this storefront.
  const api = await createTestApi('pglite', {
    seed: options.seed ?? {},
    config: { ...options.apiConfig, storefrontUrl: baseUrl },
  });
  const apiUrl = await api.app.listen({ port: 0, host: '127.0.0.1' });

  let output = '';
  const server = spawn(process.execPath, ['server.mjs', inject('serverBuild')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: baseUrl,
      API_URL: apiUrl,
      // Tests change the shop's data between pages: every page is rendered unless a test turns
      // the cache of anonymous pages on.
      PAGE_CACHE_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // The health check answers even in maintenance, when every page is a 503.
  await waitUntilAnswers(server, `${baseUrl}/healthz`, () => output);

  const browser = await chromium.launch({
    executablePath: gate.executablePath,
    args: [...CHROMIUM_ARGS],
  });
  return {
    api,
    apiUrl,
    baseUrl,
    browser,
    async newContext({ viewport = { width: 1366, height: 900 }, javaScriptEnabled = true } = {}) {
      const context = await browser.newContext({ viewport, locale: 'ro-MD', javaScriptEnabled });
      // The seed's images live on the API's public address (http://api.test), which does not resolve.
      await context.route('http://api.test/**', (route) => route.abort());
      return context;
    },
    async close() {
      await browser.close();
      if (server.exitCode === null) {
        const exited = once(server, 'exit');
        server.kill('SIGTERM');
        const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
        await exited;
        clearTimeout(timer);
      }
      await api.close();
    },
  };
}

/**
 * Waits until React has hydrated the server-rendered page, so a click reaches its handlers: React
 * marks the elements it has taken over with a `__reactFiber…` property.
 */
export async function hydrated(target: Page): Promise<void> {
  await target.waitForFunction(() => {
    const main = document.querySelector('main');
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'));
  });
}

/**
 * Waits until the whole page is drawn as a shopper sees it: React has hydrated its main and its
 * footer (the shell's last chunk, after the page's own lazy parts), its fonts are in, and a frame
 * has been painted since, so what hydration changed (and anything it reported) is on the page.
 */
export async function settled(target: Page): Promise<void> {
  await target.waitForFunction(
    () =>
      ['main', 'footer'].every((selector) => {
        const element = document.querySelector(selector);
        return element !== null && Object.keys(element).some((key) => key.startsWith('__react'));
      }),
    undefined,
    WAIT,
  );
  await target.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/**
 * Whether the element has the keyboard focus. An element the page replaced while it was being
 * looked at (the header search's plain box giving way to the live one) is looked up again.
 */
export async function focused(target: Locator): Promise<boolean> {
  for (;;) {
    const answer = await target.evaluate((element) =>
      element.isConnected ? element === document.activeElement : null,
    );
    if (answer !== null) return answer;
  }
}

/** Presses Tab (or Shift+Tab) until the element has the focus, at most `max` times. */
export async function tabTo(page: Page, target: Locator, max: number, key = 'Tab'): Promise<void> {
  for (let step = 0; step < max; step += 1) {
    if (await focused(target)) return;
    await page.keyboard.press(key);
  }
  const where = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  expect(await focused(target), `the focus is on ${where}`).toBe(true);
}

/** One rule axe-core found broken, with where (for the failure message). */
export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** axe-core's browser build, read once per test file. */
let axeScript: Promise<string> | undefined;
const axeSource = () =>
  (axeScript ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Runs axe-core (the version Storybook's a11y checks use) on the page as it is now: WCAG 2.x A and
 * AA and axe's best practices. Returns what it found broken; a clean page gives [].
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated by the browser's devtools side, which the page's Content-Security-Policy (rightly)
  // does not let an inline <script> through; once per document (a page checked again at another
  // width keeps the axe it has).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource());
  return page.evaluate(async () => {
    // What the page's `axe` (axe.min.js) offers that is used here.
    interface Axe {
      run(
        context: Document,
        options: { runOnly: string[] },
      ): Promise<{
        violations: {
          id: string;
          impact?: string | null;
          help: string;
          nodes: { target: string[]; html: string }[];
        }[];
      }>;
    }
    const axe = (window as unknown as { axe: Axe }).axe;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? null,
      help: violation.help,
      targets: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.html}`),
    }));
  });
}
