import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual baselines: after each story's test (render, play function, axe), the story is
 * screenshot at a phone width (360 px) and a desktop width (1280 px) and compared with the
 * committed reference images in __screenshots__/. A changed pixel fails; `pnpm test:update-visual`
 * rewrites the references after an intended change.
 */
const WIDTHS = [360, 1280] as const;

/** Resolves when an image has loaded (or failed) and is decoded, so it is fully painted. */
function painted(image: HTMLImageElement): Promise<unknown> {
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });
  return loaded.then(() => image.decode().catch(() => undefined));
}

/**
 * Waits (at most 3 s) for the images a screenshot can show: eager ones, and lazy ones that are
 * on screen. Off-screen lazy images never load, so they are not waited for.
 */
async function imagesPainted(): Promise<void> {
  const visible = Array.from(document.images).filter((image) => {
    if (image.loading !== 'lazy') return true;
    const box = image.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
  });
  await Promise.race([
    Promise.all(visible.map(painted)),
    new Promise((resolve) => setTimeout(resolve, 3000)),
  ]);
}

/**
 * After a viewport change, the page is laid out again and components that measure themselves
 * (the carousel re-measures on a ResizeObserver callback) get the frame their observers run in.
 * No further wait: a layout still moving when the capture starts differs from the reference,
 * and the matcher then captures again until two captures in a row are the same. (Three frames
 * before every capture cost about 35 ms each, a minute over the 1,560 captures of a run.)
 */
async function layoutSettled(): Promise<void> {
  await new Promise((resolve) => requestAnimationFrame(resolve));
  // Text laid out in a script whose font file has not arrived yet (ș in latin-ext, Cyrillic) is
  // drawn in the fallback font until it does.
  await document.fonts.ready;
  await Promise.all(
    document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
  );
}

// Every story first renders at the desktop width, whichever story ran before it in the browser:
// an image rasterised at one size and shown at another differs at its edges, so the first render
// must not depend on the order of the files.
beforeEach(async () => {
  await page.viewport(WIDTHS[1], 800);
});

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await imagesPainted();
  const root = document.querySelector<HTMLElement>('#storybook-root') ?? document.body;
  const story = task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  for (const width of WIDTHS) {
    await page.viewport(width, 800);
    await layoutSettled();
    await imagesPainted();
    await expect.element(page.elementLocator(root)).toMatchScreenshot(`${story}-${width}`, {
      // Time to reach two identical captures; a busy CI machine (other suites run beside the
      // browser) needs more than the default 5 s. The comparison itself is unchanged.
      timeout: 20_000,
    });
  }
});
