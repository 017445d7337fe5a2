import { describe, expect, it } from 'vitest';
import { VIDEO_EMBED_ORIGINS, videoView } from './video.js';

describe('videoView', () => {
  it('plays YouTube links in the privacy-mode player, autoplaying only when asked', () => {
    for (const link of [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=10',
      'https://youtu.be/aqz-KE-bpKQ',
      'https://m.youtube.com/shorts/aqz-KE-bpKQ',
      'https://www.youtube.com/embed/aqz-KE-bpKQ',
      'https://www.youtube.com/live/aqz-KE-bpKQ',
      ' https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ ',
    ]) {
      expect(videoView(link)).toEqual({
        kind: 'embed',
        src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
      });
    }
    expect(videoView('https://youtu.be/aqz-KE-bpKQ', { autoplay: true })).toEqual({
      kind: 'embed',
      src: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    });
  });

  it('plays Vimeo links in the Vimeo player', () => {
    expect(videoView('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871',
    });
    expect(videoView('https://player.vimeo.com/video/76979871', { autoplay: true })).toEqual({
      kind: 'embed',
      src: 'https://player.vimeo.com/video/76979871?autoplay=1',
    });
  });

  it('embeds only from the origins the pages allow in a frame', () => {
    for (const link of ['https://youtu.be/aqz-KE-bpKQ', 'https://vimeo.com/76979871']) {
      const view = videoView(link);
      expect(view?.kind).toBe('embed');
      if (view?.kind === 'embed') {
        expect(VIDEO_EMBED_ORIGINS).toContain(new URL(view.src).origin);
      }
    }
  });

  it('offers any other http(s) address as a plain link', () => {
    expect(videoView('http://localhost:8000/media/videos/botanica.mp4')).toEqual({
      kind: 'link',
      href: 'http://localhost:8000/media/videos/botanica.mp4',
    });
    expect(videoView('https://video.example.md/player/7')).toEqual({
      kind: 'link',
      href: 'https://video.example.md/player/7',
    });
    // Not a YouTube page with a video, and not a Vimeo video: a link, never a guessed player.
    expect(videoView('https://www.youtube.com/@casaplus')?.kind).toBe('link');
    expect(videoView('https://www.youtube.com/watch?v=<x>')).toEqual({
      kind: 'link',
      href: 'https://www.youtube.com/watch?v=%3Cx%3E',
    });
    expect(videoView('https://vimeo.com/channels/staffpicks')?.kind).toBe('link');
  });

  it('refuses empty, relative and unsafe addresses', () => {
    for (const address of [
      null,
      undefined,
      '',
      '   ',
      '/media/videos/botanica.mp4',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'ftp://example.md/video.mp4',
      'not a url',
    ]) {
      expect(videoView(address), String(address)).toBeNull();
    }
  });
});
