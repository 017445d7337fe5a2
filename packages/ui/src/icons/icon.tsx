import { useId, type ReactNode, type SVGProps } from 'react';
import { cn } from '../lib/cn.js';

/** What every icon takes: any SVG attribute (size, stroke width, class, …) and an optional title. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /**
   * Makes the icon meaningful: it becomes an image named by this text (a `<title>` inside that
   * the svg is labelled by). Without a title, `aria-label` or `aria-labelledby` an icon is
   * decoration and hidden from assistive technology, as it should be beside a control's own name.
   * @default undefined
   * @example <StarIcon title={t('rating.label', { value: '4.5' })} />
   */
  title?: string;
}

/** An icon of the module: a named component drawing one svg. */
export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

/**
 * The svg element every icon renders: hidden from assistive technology and out of the tab order
 * by default, an image with an accessible name when given a `title` (or an `aria-label`). Every
 * other SVG attribute passes through, so a caller can size an icon, change its stroke width or
 * colour; the class goes through `cn`, so a caller's utilities win over conflicting ones.
 *
 * @example
 * ```tsx
 * <Icon viewBox="0 0 24 24" className="size-5"><path d="…" /></Icon>
 * ```
 */
export function Icon({
  title,
  className,
  children,
  ...props
}: IconProps & { children?: ReactNode }): ReactNode {
  const titleId = useId();
  const named = Boolean(title) || Boolean(props['aria-label']) || Boolean(props['aria-labelledby']);
  return (
    <svg
      aria-hidden={named ? undefined : 'true'}
      role={named ? 'img' : undefined}
      aria-labelledby={title ? titleId : undefined}
      focusable="false"
      className={cn(className) || undefined}
      {...props}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}

/**
 * The svg's own attributes of a drawing: its viewBox and how it is painted. They are defaults a
 * caller can override (`strokeWidth`, `width`…); the drawing's parts keep theirs.
 */
export type IconDrawing = Omit<SVGProps<SVGSVGElement>, 'children' | 'className' | 'ref'> & {
  viewBox: string;
};

/** A line drawing: stroked in the current text colour, not filled, with round ends and corners. */
export const ICON_LINE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const satisfies Partial<IconDrawing>;

/** A solid shape filled with the current text colour. */
export const ICON_SOLID = { fill: 'currentColor' } as const satisfies Partial<IconDrawing>;

/**
 * Makes a named icon component from a drawing: `drawing` holds the svg's attributes (viewBox,
 * fill, stroke, size), `children` its shapes. Exact paths and sizes are part of the design: an
 * icon drawn on a 16 px grid is another drawing than its 24 px sibling, not a scaled copy.
 *
 * @example export const PlusIcon = createIcon('PlusIcon', { viewBox: '0 0 16 16', ...ICON_LINE }, <path d="M3 8h10M8 3v10" />);
 */
// Pure (no side effects), so a consumer's bundler drops the icons nobody renders.
/* @__NO_SIDE_EFFECTS__ */
export function createIcon(
  displayName: string,
  drawing: IconDrawing,
  children: ReactNode,
): IconComponent {
  function DrawnIcon(props: IconProps): ReactNode {
    return (
      <Icon {...drawing} {...props}>
        {children}
      </Icon>
    );
  }
  DrawnIcon.displayName = displayName;
  return DrawnIcon;
}
