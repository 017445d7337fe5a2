import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../../test-env/src/gates.js';
import { browserForRun } from '../../../test-env/src/run-gates.js';

/**
 * Every docs page of the built Storybook opens in Chromium: it must show its content within
 * PAGE_LIMIT_MS, log no page error, and stay responsive afterwards (a page whose scripts loop
 * never answers the last check). Storybook is built once into a temporary folder and served
 * statically, as a reviewer's browser would get it; pages are opened a few at a time.
 *
 * As in Storybook's own manager, a page after the first is shown by the preview that is already
 * loaded (its channel's setCurrentStory), not by loading the preview again: a reviewer moving
 * from page to page does the same. A page with a problem is followed by a fresh load in a fresh
 * context, so that one page's trouble is not counted against the next.
 */
const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const PAGE_LIMIT_MS = 15_000;
/**
 * The most one page can take: its content, then a Tab and two frames, each within
 * PAGE_LIMIT_MS, and a context opened or closed after a page in trouble.
 */
const PAGE_WORST_MS = 3 * PAGE_LIMIT_MS + 5_000;
/**
 * The build is not what this test measures; its limit only stops a build that hangs (it took
 * 28 s on the two-core machine while another install was running).
 */
const BUILD_LIMIT_MS = 15 * 60_000;
/** Pages open at once: as many as the two cores of a CI machine keep busy. */
const PARALLEL_PAGES = 2;
/** A Storybook built beforehand (`pnpm build-storybook`) may be named here to skip the build. */
const PREBUILT = process.env.STORYBOOK_STATIC_DIR;

const executablePath = browserForRun();

interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
};

/** A static server of the built Storybook on a free local port. */
function serve(folder: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(folder, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(folder + sep)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
        response.writeHead(200, { 'content-type': type }).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The built preview's globals this test reads (the channel) and sets (what it rendered). */
interface PreviewWindow {
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, ...args: unknown[]): void;
    on(event: string, listener: (id: string) => void): void;
  };
  /** The docs page the preview last said it rendered, after the first of a load. */
  __docsRendered?: string | null;
  __docsListening?: boolean;
}

/** Why a check stopped when the preview it ran in was replaced by a reload. */
const PREVIEW_RELOADED = 'the preview reloaded';
/** What Playwright (or this test) says when the page it works on was reloaded under it. */
const RELOADED = new RegExp(`Execution context was destroyed|${PREVIEW_RELOADED}`);

/** What one docs page did: how long its content took, or why it failed. */
interface PageResult {
  id: string;
  /** Time until the content showed (the limit when it never did). */
  ms: number;
  problems: string[];
  page: Page;
}

/** Waits for a step, or fails with `message` once `ms` have passed. */
async function withinLimit(step: Promise<unknown>, ms: number, message: string): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      step,
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe.skipIf(!executablePath)('the docs pages of the built Storybook', () => {
  let folder = '';
  let server: Server | undefined;
  let browser: Browser | undefined;
  let base = '';

  // The build's own limit (BUILD_LIMIT_MS) bounds this hook, so vitest's is turned off.
  beforeAll(async () => {
    if (PREBUILT) {
      folder = resolve(PREBUILT);
    } else {
      folder = await mkdtemp(join(tmpdir(), 'shop-storybook-'));
      const started = performance.now();
      await promisify(execFile)(
        join(ROOT, 'node_modules/.bin/storybook'),
        ['build', '--quiet', '--disable-telemetry', '-o', folder],
        { cwd: ROOT, maxBuffer: 64 * 1024 * 1024, timeout: BUILD_LIMIT_MS },
      );
      console.warn(`storybook build: ${String(Math.round(performance.now() - started))} ms`);
    }
    server = await serve(folder);
    base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS] });
  }, Number.POSITIVE_INFINITY);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    if (folder && !PREBUILT) await rm(folder, { recursive: true, force: true });
  });

  /**
   * Shows a docs page and waits for its content: on `page` as loaded by an earlier call
   * (`shown`, through the preview's channel), or in a new page of `context`. A page error, an
   * error screen, a document element inside a description, or a page that stops answering
   * (after its content shows, and after a Tab moves the focus, as a reviewer's first key does)
   * is a problem.
   */
  async function showDocs(
    context: BrowserContext,
    entry: IndexEntry,
    shown: Page | undefined,
  ): Promise<PageResult> {
    let page = shown ?? (await context.newPage());
    const problems: string[] = [];
    const onError = (error: Error) => problems.push(`page error: ${error.message}`);
    page.on('pageerror', onError);
    const started = performance.now();
    const deadline = () => Math.max(started + PAGE_LIMIT_MS - performance.now(), 1_000);
    let ms = PAGE_LIMIT_MS;
    const load = () =>
      page.goto(`${base}/iframe.html?id=${entry.id}&viewMode=docs`, {
        waitUntil: 'domcontentloaded',
        timeout: deadline(),
      });
    const check = async () => {
      // The docs container is filled, or Storybook shows its error screen instead. After a
      // switch, the content must be this page's: the preview says it rendered it (a document
      // loaded afresh has no listener yet, and shows the page of its address).
      await page.waitForFunction(
        (id) => {
          const preview = window as unknown as PreviewWindow;
          if (document.body.classList.contains('sb-show-errordisplay')) return true;
          if (preview.__docsListening && preview.__docsRendered !== id) return false;
          return (
            (document.querySelector('#storybook-docs .sbdocs-content')?.textContent ?? '').trim()
              .length > 0
          );
        },
        entry.id,
        { timeout: deadline(), polling: 100 },
      );
      ms = performance.now() - started;
      const shownNow = await page.evaluate(() => {
        const preview = window as unknown as PreviewWindow;
        // A document that has just replaced the one checked above (no preview yet).
        if (!preview.__STORYBOOK_ADDONS_CHANNEL__) return null;
        // The pages after this one say when they are rendered.
        if (!preview.__docsListening) {
          preview.__docsListening = true;
          preview.__STORYBOOK_ADDONS_CHANNEL__?.on('docsRendered', (id) => {
            preview.__docsRendered = id;
          });
        }
        return {
          failed: document.body.classList.contains('sb-show-errordisplay')
            ? (document.querySelector('#error-message')?.textContent ?? '').trim().slice(0, 300)
            : null,
          // A tag written into a description (a TSDoc `@example <Tag …/>`) became an element.
          strays: document.querySelectorAll('#storybook-docs .sbdocs-content :is(body, html, head)')
            .length,
        };
      });
      if (shownNow === null) throw new Error(PREVIEW_RELOADED);
      if (shownNow.failed !== null) problems.push(`error screen: ${shownNow.failed}`);
      if (shownNow.strays > 0) problems.push('a description holds a body, html or head element');
      // A frozen page never answers; a slow one answers within another limit of its own.
      await withinLimit(page.keyboard.press('Tab'), PAGE_LIMIT_MS, 'a Tab froze the page');
      await withinLimit(
        page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
        PAGE_LIMIT_MS,
        'the page stopped answering after its content showed',
      );
    };
    /** In a new page: the one a reload of Storybook's own went through would reload again. */
    const afresh = async () => {
      page.off('pageerror', onError);
      void page.close({ runBeforeUnload: false }).catch(() => undefined);
      page = await context.newPage();
      page.on('pageerror', onError);
      await load();
      await check();
    };
    try {
      if (shown) {
        try {
          const switched = await page.evaluate((id) => {
            const preview = window as unknown as PreviewWindow;
            // Not the document the last page was checked in: it has reloaded since.
            if (!preview.__docsListening || !preview.__STORYBOOK_ADDONS_CHANNEL__) return false;
            preview.__docsRendered = null;
            preview.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', {
              storyId: id,
              viewMode: 'docs',
            });
            return true;
          }, entry.id);
          await (switched ? check() : afresh());
        } catch (error) {
          // Storybook reloads the preview, instead of switching, when the page it leaves still
          // has a story rendering (PreviewWeb's teardown), and that reload may come at any point
          // of the checks.
          if (!RELOADED.test(String(error))) throw error;
          await afresh();
        }
      } else {
        await load();
        await check();
      }
    } catch (error) {
      problems.push(error instanceof Error ? error.message.split('\n')[0]! : String(error));
    }
    page.off('pageerror', onError);
    return { id: entry.id, ms, problems, page };
  }

  // The walk's limit is derived from the number of docs pages below, so vitest's fixed one is off:
  // under load every page may be within its limit while the whole walk takes longer than usual.
  it(
    'opens every docs page within the limit, without a page error',
    async () => {
      const index = JSON.parse(await readFile(join(folder, 'index.json'), 'utf8')) as {
        entries: Record<string, IndexEntry>;
      };
      const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
      expect(docs.length).toBeGreaterThan(60);

      const queue = [...docs];
      const results: PageResult[] = [];
      // A context and a loaded preview per worker; a page in trouble takes its context with it
      // (a frozen renderer may not close politely), and the next page loads afresh.
      const newContext = () => browser!.newContext({ viewport: { width: 1280, height: 800 } });
      const walkLimit = Math.ceil(docs.length / PARALLEL_PAGES) * PAGE_WORST_MS;
      const walk = Promise.all(
        Array.from({ length: PARALLEL_PAGES }, async () => {
          let context = await newContext();
          let shown: Page | undefined;
          for (let entry = queue.shift(); entry; entry = queue.shift()) {
            const result = await showDocs(context, entry, shown);
            results.push(result);
            if (result.problems.length === 0) {
              shown = result.page;
            } else {
              void context.close().catch(() => undefined);
              context = await newContext();
              shown = undefined;
            }
          }
          await context.close();
        }),
      );
      await withinLimit(
        walk,
        walkLimit,
        `the walk of ${String(docs.length)} docs pages took over ${String(walkLimit)} ms`,
      );

      const slowest = results.reduce((a, b) => (b.ms > a.ms ? b : a));
      console.warn(
        `docs pages: ${String(results.length)} opened; the slowest, ${slowest.id}, in ${String(Math.round(slowest.ms))} ms`,
      );
      const failed = results
        .filter((result) => result.problems.length > 0)
        .map((result) => `${result.id}: ${result.problems.join('; ')}`);
      expect(failed).toEqual([]);
    },
    Number.POSITIVE_INFINITY,
  );
});
