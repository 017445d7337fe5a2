import type { ReactNode } from 'react';
import * as brandIcons from '../brand-icons.js';
import type { IconComponent } from '../icon.js';
import * as interfaceIcons from '../interface-icons.js';
import * as pictureIcons from '../picture-icons.js';

/** A file of the icon set and its icons by component name, in alphabetical order. */
export interface IconGroup {
  /** The file's name: interface, brand or picture icons (a code name, not shop text). */
  file: string;
  icons: readonly (readonly [name: string, Icon: IconComponent])[];
}

/** Every exported icon component of a file, found by reading the module (so none is forgotten). */
function iconsOf(module: Record<string, unknown>): IconGroup['icons'] {
  return Object.entries(module)
    .filter((entry): entry is [string, IconComponent] => typeof entry[1] === 'function')
    .sort(([a], [b]) => a.localeCompare(b));
}

/** The whole set, shared by the gallery story and the test that checks every icon. */
export const ICON_GROUPS: readonly IconGroup[] = [
  { file: 'interface-icons', icons: iconsOf(interfaceIcons) },
  { file: 'brand-icons', icons: iconsOf(brandIcons) },
  { file: 'picture-icons', icons: iconsOf(pictureIcons) },
];

/** Every icon with its name. */
export const ALL_ICONS: readonly (readonly [string, IconComponent])[] = ICON_GROUPS.flatMap(
  (group) => group.icons,
);

/** The payment cards' marks: drawn as 48×32 cards, the footer's size. */
const CARD_MARKS: ReadonlySet<string> = new Set(['MastercardMark', 'VisaMark']);

/**
 * How big the gallery draws an icon: glyphs at their own grid's size (their default width and
 * height: 24, 20 or 16 px), pictures at 48 px, payment cards at 48×32.
 */
function gallerySize(file: string, name: string): string | undefined {
  if (CARD_MARKS.has(name)) return 'shop:h-8 shop:w-12';
  return file === 'picture-icons' ? 'shop:size-12' : undefined;
}

/**
 * The designer's view of the set: every icon in a grid with its component name (code names, the
 * same in every language, so not from the catalogues), grouped by file.
 *
 * @example
 * ```tsx
 * <IconGallery groups={[ICON_GROUPS[1]]} />
 * ```
 */
export function IconGallery({
  groups = ICON_GROUPS,
}: {
  /** The files to show. @default every file of the set */
  groups?: readonly IconGroup[];
}): ReactNode {
  return (
    <div className="shop:flex shop:flex-col shop:gap-4 shop:p-4 shop:text-ink">
      {groups.map((group) => (
        <section
          key={group.file}
          aria-label={group.file}
          className="shop:flex shop:flex-col shop:gap-2"
        >
          <h2 className="shop:font-mono shop:text-sm shop:text-muted">{group.file}</h2>
          <ul className="shop:grid shop:grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] shop:gap-1.5">
            {group.icons.map(([name, Icon]) => (
              <li
                key={name}
                data-icon={name}
                className="shop:flex shop:flex-col shop:items-center shop:gap-1 shop:rounded-md shop:bg-surface-muted shop:px-1 shop:py-2"
              >
                <span className="shop:flex shop:h-12 shop:items-center shop:justify-center">
                  <Icon className={gallerySize(group.file, name)} />
                </span>
                <code className="shop:text-center shop:text-2xs shop:break-all">{name}</code>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
