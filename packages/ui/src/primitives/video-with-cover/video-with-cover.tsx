import { videoView } from '@shop/core/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import { useCallback, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { PlayButtonIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

export const videoWithCoverVariants = cva(
  'shop:relative shop:w-full shop:overflow-hidden shop:rounded-md shop:bg-ink',
  {
    variants: {
      ratio: { wide: 'shop:aspect-video', square: 'shop:aspect-square' },
    },
    defaultVariants: { ratio: 'wide' },
  },
);

/** A video that cannot be embedded: a plain link, opening elsewhere. */
export const videoLinkVariants = cva(
  'shop:inline-flex shop:items-center shop:gap-2 shop:self-start shop:font-medium shop:text-settings-main shop:underline shop:underline-offset-2 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main',
);

export interface VideoWithCoverProps extends VariantProps<typeof videoWithCoverVariants> {
  /**
   * The video address (a shop's `video`). YouTube and Vimeo links play in their players (YouTube
   * in its privacy mode); any other http(s) address is a plain link (core's `videoView`).
   * @example src="https://youtu.be/aqz-KE-bpKQ"
   */
  src: string | null | undefined;
  /** The cover image (a shop's `video_cover`); without one the player shows at once. */
  cover?: string | null;
  /** What the video is about: names the play button, the player and the link. */
  title: string;
  /** Called when the visitor presses play on the cover. */
  onPlay?: () => void;
  className?: string;
}

/**
 * A video behind its cover image (the single shop page, SPEC §2: the cover hides on play). The
 * player is not loaded until the visitor presses play, so a page with a video costs one image;
 * then the cover goes, the privacy-mode player starts (autoplay: the visitor asked for it) and
 * takes focus. A video the shop's pages may not frame is a plain link; an unsafe address draws
 * nothing.
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
  const view = videoView(src, { autoplay: mode === 'pressed' });

  // Runs when the player mounts: after a press, focus follows the visitor's action.
  const takeOver = useCallback(
    (element: HTMLIFrameElement | null) => {
      if (element && mode === 'pressed') element.focus();
    },
    [mode],
  );

  if (!view) return null;

  if (view.kind === 'link') {
    return (
      <a
        data-slot="video-with-cover"
        data-state="link"
        href={view.href}
        target="_blank"
        rel="noopener noreferrer"
        className={cn(videoLinkVariants(), className)}
      >
        <PlayButtonIcon className="shop:size-6 shop:shrink-0" />
        <span>
          {t('video.open', { title })}{' '}
          <span className="shop:sr-only">{t('externalLink.newWindow')}</span>
        </span>
      </a>
    );
  }

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
      ) : (
        <iframe
          ref={takeOver}
          src={view.src}
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
