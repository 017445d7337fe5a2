import { cva, type VariantProps } from 'class-variance-authority';
import { useCallback, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { PlayButtonIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { videoSource } from './video-source.js';

export const videoWithCoverVariants = cva(
  'shop:relative shop:w-full shop:overflow-hidden shop:rounded-md shop:bg-ink',
  {
    variants: {
      ratio: { wide: 'shop:aspect-video', square: 'shop:aspect-square' },
    },
    defaultVariants: { ratio: 'wide' },
  },
);

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
          className="shop:group shop:absolute shop:inset-0 shop:flex shop:size-full shop:items-center shop:justify-center shop:focus-visible:outline-4 shop:focus-visible:-outline-offset-4 shop:focus-visible:outline-settings-main"
        >
          <img
            src={coverSrc}
            alt=""
            className="shop:absolute shop:inset-0 shop:size-full shop:object-cover"
            decoding="async"
          />
          <span className="shop:relative shop:transition-transform shop:group-hover:scale-110 shop:motion-reduce:transition-none">
            <PlayButtonIcon className="shop:size-16 shop:drop-shadow-md" />
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
          className="shop:absolute shop:inset-0 shop:size-full"
        />
      ) : (
        <iframe
          ref={takeOver}
          src={source.src}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="shop:absolute shop:inset-0 shop:size-full shop:border-0"
        />
      )}
    </div>
  );
}
