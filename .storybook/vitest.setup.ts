import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual baselines: after each story's test (render, play function, axe), the story is
 * screenshot at a phone width (360 px) and a desktop width (1280 px) and compared with the
 * committed reference images in __screenshots__/. A changed pixel fails; `pnpm test:update-visual`
 * rewrites the references after an intended change.
 */
const WIDTHS = [360, 1280] as const;

afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  const root = document.querySelector<HTMLElement>('#storybook-root') ?? document.body;
  const story = task.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  for (const width of WIDTHS) {
    await page.viewport(width, 800);
    await expect.element(page.elementLocator(root)).toMatchScreenshot(`${story}-${width}`);
  }
});
