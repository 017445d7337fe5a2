import { cva, type VariantProps } from 'class-variance-authority';
import { useCallback, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { PlayButtonIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { videoSource } from './video-source.js';

export const videoWithCoverVariants = cva('relative w-full overflow-hidden rounded-md bg-ink', {
  variants: {
    ratio: { wide: 'aspect-video', square: 'aspect-square' },
  },
  defaultVariants: { ratio: 'wide' },
});

export interface VideoWithCoverProps extends VariantProps<typeof videoWithCoverVariants> {
  /** The video address (a shop's `video`): a YouTube or Vimeo link, a file, or a player page. */
  src: string | null | undefined;
  /** The cover image (a shop's `video_cover`); without one the player shows at once. */
  cover?: string | null;
  /** What the video is about: names the play button and the player. */
  title: string;
  /** Called when the visitor presses play on the cover. */
  onPlay?: () => void;
  className?: string;
}

/**
 * A video behind its cover image (the single shop page, SPEC §4: the cover hides on play). The
 * player is not loaded until the visitor presses play, so a page with a video costs one image;
 * then the cover goes, the video starts and focus moves to the player.
 *
 * @example
 * ```tsx
 * <VideoWithCover src={shop.video} cover={shop.video_cover} title={shop.title} />
 * ```
 */
export function VideoWithCover({
  src,
  cover,
  title,
  onPlay,
  ratio,
  className,
}: VideoWithCoverProps): ReactNode {
  const { t } = useT();
  const coverSrc = cover?.trim() || null;
  // 'cover' until the visitor presses play; 'pressed' then (the player starts and takes focus);
  // 'player' when there is no cover and the player simply shows.
  const [mode, setMode] = useState<'cover' | 'pressed' | 'player'>(coverSrc ? 'cover' : 'player');
  const source = videoSource(src, mode === 'pressed');

  // Runs when the player mounts: after a press, focus follows the visitor's action.
  const takeOver = useCallback(
    (element: HTMLElement | null) => {
      if (!element || mode !== 'pressed') return;
      element.focus();
      if (element instanceof HTMLVideoElement) {
        // Browsers may refuse to start (data saver, autoplay rules): the controls stay there.
        element.play().catch(() => undefined);
      }
    },
    [mode],
  );

  if (!source) return null;

  const play = () => {
    setMode('pressed');
    onPlay?.();
  };

  const playing = mode !== 'cover';

  return (
    <div
      data-slot="video-with-cover"
      data-state={playing ? 'playing' : 'cover'}
      className={cn(videoWithCoverVariants({ ratio }), className)}
    >
      {!playing && coverSrc ? (
        <button
          type="button"
          onClick={play}
          aria-label={t('video.play', { title })}
          className="group absolute inset-0 flex size-full items-center justify-center focus-visible:outline-4 focus-visible:-outline-offset-4 focus-visible:outline-settings-main"
        >
          <img
            src={coverSrc}
            alt=""
            className="absolute inset-0 size-full object-cover"
            decoding="async"
          />
          <span className="relative transition-transform group-hover:scale-110 motion-reduce:transition-none">
            <PlayButtonIcon className="size-16 drop-shadow-md" />
          </span>
        </button>
      ) : source.kind === 'file' ? (
        // Captions come with the shop's own videos when it has them; the spec gives none.
        // eslint-disable-next-line jsx-a11y/media-has-caption
        <video
          ref={takeOver}
          src={source.src}
          title={title}
          // Focusable everywhere (some engines only focus a video that says so).
          tabIndex={0}
          controls
          playsInline
          preload="metadata"
          className="absolute inset-0 size-full"
        />
      ) : (
        <iframe
          ref={takeOver}
          src={source.src}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="absolute inset-0 size-full border-0"
        />
      )}
    </div>
  );
}
