import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SearchBoxExample, SearchBoxViewExample } from './examples/search.examples.js';

describe('SearchBox on the server', () => {
  it('renders without a DOM: the view with results and the wired box', () => {
    expect(typeof document).toBe('undefined');
    expect(renderToString(<SearchBoxViewExample state="many" />)).toContain('role="listbox"');
    const html = renderToString(<SearchBoxExample defaultText="bor" />);
    expect(html).toContain('role="combobox"');
    expect(html).toContain('value="bor"');
  });
});
