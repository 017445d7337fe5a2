// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../i18n/index.js';
import { videoWithCoverExamples } from './examples/video-with-cover.examples.js';
import { VideoWithCover } from './video-with-cover.js';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('VideoWithCover', () => {
  it('shows the cover and no player until play is pressed, then hides the cover', async () => {
    const user = userEvent.setup();
    const onPlay = vi.fn();
    render(<VideoWithCover {...videoWithCoverExamples.withCover} onPlay={onPlay} />);
    expect(screen.queryByTitle('Magazinul din Chișinău')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Redă videoclipul: Magazinul din Chișinău' }),
    );
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
    const player = screen.getByTitle('Magazinul din Chișinău');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveFocus();
  });

  it('asks YouTube to autoplay after the press (the visitor already chose to play)', async () => {
    const user = userEvent.setup();
    render(<VideoWithCover {...videoWithCoverExamples.youtube} />);
    await user.click(screen.getByRole('button'));
    expect(screen.getByTitle('Magazinul din Cahul').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0',
    );
  });

  it('starts a video file and focuses its controls', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    render(<VideoWithCover {...videoWithCoverExamples.file} />);
    await user.click(screen.getByRole('button'));
    const video = screen.getByTitle('Magazinul din Orhei');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(play).toHaveBeenCalledTimes(1);
    expect(video).toHaveFocus();
  });

  it('shows the player at once without a cover, without autoplay or stealing focus', () => {
    render(<VideoWithCover {...videoWithCoverExamples.withoutCover} />);
    const player = screen.getByTitle('Magazinul din Bălți');
    expect(player).toHaveAttribute('src', '/samples/video.html');
    expect(player).not.toHaveFocus();
  });

  it('names the play button in the current language', () => {
    render(
      <I18nProvider locale="ru">
        <VideoWithCover {...videoWithCoverExamples.withCover} />
      </I18nProvider>,
    );
    expect(
      screen.getByRole('button', { name: 'Воспроизвести видео: Magazinul din Chișinău' }),
    ).toBeInTheDocument();
  });

  it('draws nothing for an unsafe address', () => {
    const { container } = render(<VideoWithCover title="x" src="javascript:alert(1)" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations, with the cover and with the player', async () => {
    const { container, rerender } = render(
      <VideoWithCover {...videoWithCoverExamples.withCover} />,
    );
    expect((await axe.run(container, { iframes: false })).violations).toEqual([]);
    rerender(<VideoWithCover {...videoWithCoverExamples.withoutCover} />);
    expect((await axe.run(container, { iframes: false })).violations).toEqual([]);
  });
});
