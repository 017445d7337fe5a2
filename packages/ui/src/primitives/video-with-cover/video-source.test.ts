import { describe, expect, it } from 'vitest';
import { videoSource } from './video-source.js';

describe('videoSource', () => {
  it('plays YouTube links in the no-cookie player, autoplaying only after a press', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
      'https://youtu.be/dQw4w9WgXcQ',
      'https://m.youtube.com/shorts/dQw4w9WgXcQ',
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    ]) {
      expect(videoSource(link)).toEqual({
        kind: 'embed',
        src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
      });
    }
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ', true)?.src).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it('plays Vimeo links in the Vimeo player', () => {
    expect(videoSource('https://vimeo.com/76979871', true)).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1',
    });
  });

  it('plays files in a video element and embeds other pages as they are', () => {
    expect(videoSource('https://cdn.example.md/shop.MP4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.md/shop.MP4',
    });
    expect(videoSource('/media/shop.webm')).toEqual({ kind: 'file', src: '/media/shop.webm' });
    expect(videoSource('https://video.example.md/player/7')).toEqual({
      kind: 'embed',
      src: 'https://video.example.md/player/7',
    });
  });

  it('refuses unsafe and empty addresses, and malformed video ids fall back to the page', () => {
    expect(videoSource('javascript:alert(1)')).toBeNull();
    expect(videoSource('')).toBeNull();
    expect(videoSource(null)).toBeNull();
    expect(videoSource('https://www.youtube.com/watch?v=<x>')?.src).toBe(
      'https://www.youtube.com/watch?v=%3Cx%3E',
    );
  });
});
