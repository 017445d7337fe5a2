import { afterEach } from 'vitest';
// Tests render in all three languages: Romanian (the default, which the package never registers
// by itself) and the catalogues a browser page would fetch are all here.
import { en, registerCatalogues, ro, ru } from './i18n/index.js';
import { forgetInputModality } from './lib/input-modality.js';

registerCatalogues({ ro, en, ru });

// Each test in a page starts as a page just opened, whatever ran before it in this file or in an
// earlier file of the same worker: nothing rendered is left in the document (Testing Library's
// own cleanup registers itself only with global test functions), and no earlier key press counts
// as the shopper's last input.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    forgetInputModality();
  });
}
