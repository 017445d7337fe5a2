import { describe, expect, it } from 'vitest';
import { safeFrameUrl } from './frame-url.js';

describe('safeFrameUrl', () => {
  it('accepts http(s) addresses and paths on this site', () => {
    expect(safeFrameUrl('https://maps.example.md/embed?q=1')).toBe(
      'https://maps.example.md/embed?q=1',
    );
    expect(safeFrameUrl(' http://example.md/v ')).toBe('http://example.md/v');
    expect(safeFrameUrl('/samples/map.html')).toBe('/samples/map.html');
  });

  it('refuses scripts, data, protocol-relative and malformed addresses', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>1</script>',
      '//evil.example/x',
      'maps.example.md',
      '',
      null,
      undefined,
    ]) {
      expect(safeFrameUrl(url)).toBeNull();
    }
  });
});
