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
  it('shows the cover and no player until play is pressed, then the autoplaying player', async () => {
    const user = userEvent.setup();
    const onPlay = vi.fn();
    render(<VideoWithCover {...videoWithCoverExamples.withCover} onPlay={onPlay} />);
    expect(screen.queryByTitle('Magazinul din Chișinău')).toBeNull();
    await user.click(
      screen.getByRole('button', { name: 'Redă videoclipul: Magazinul din Chișinău' }),
    );
    expect(onPlay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('img', { hidden: true })).toBeNull();
    const player = screen.getByTitle('Magazinul din Chișinău');
    expect(player.tagName).toBe('IFRAME');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
    );
    expect(player).toHaveFocus();
  });

  it('plays from the keyboard: Enter or Space on the focused play button', async () => {
    const user = userEvent.setup();
    render(<VideoWithCover {...videoWithCoverExamples.vimeo} />);
    await user.tab();
    expect(screen.getByRole('button')).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByTitle('Magazinul din Cahul')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    );
  });

  it('shows the player at once without a cover, without autoplay or stealing focus', () => {
    render(<VideoWithCover {...videoWithCoverExamples.withoutCover} />);
    const player = screen.getByTitle('Magazinul din Bălți');
    expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?rel=0',
    );
    expect(player).not.toHaveFocus();
  });

  it('links to a video it may not frame, in a new tab, instead of a player', () => {
    render(<VideoWithCover {...videoWithCoverExamples.link} />);
    const link = screen.getByRole('link', {
      name: 'Urmăriți videoclipul: Magazinul din Orhei (se deschide într-o fereastră nouă)',
    });
    expect(link).toHaveAttribute('href', 'https://video.example.md/magazin-orhei.mp4');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
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

  it('draws nothing for an unsafe or relative address', () => {
    const { container, rerender } = render(<VideoWithCover title="x" src="javascript:alert(1)" />);
    expect(container).toBeEmptyDOMElement();
    rerender(<VideoWithCover title="x" src="/media/videos/x.mp4" />);
    expect(container).toBeEmptyDOMElement();
  });

  it('has no axe violations: the cover, the player and the link', async () => {
    const { container, rerender } = render(
      <VideoWithCover {...videoWithCoverExamples.withCover} />,
    );
    expect((await axe.run(container, { iframes: false })).violations).toEqual([]);
    rerender(<VideoWithCover {...videoWithCoverExamples.withoutCover} />);
    expect((await axe.run(container, { iframes: false })).violations).toEqual([]);
    rerender(<VideoWithCover {...videoWithCoverExamples.link} />);
    expect((await axe.run(container, { iframes: false })).violations).toEqual([]);
  });
});
