import type { ProductAttribute } from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { useLocale, useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { Button } from '../../primitives/button/index.js';
import { RichText } from '../../primitives/rich-text/index.js';

/** How many attributes show before 'show more': three full rows of the desktop grid. */
export const ATTRIBUTES_PREVIEW_COUNT = 9;

export const productAttributesVariants = cva('shop:flex shop:flex-col shop:gap-4 shop:text-ink');

/** Pairs in one column on phones and three from 744 px (SPEC §9 "attributes 3 (1 below 745)"). */
export const productAttributesGridVariants = cva(
  'shop:grid shop:grid-cols-1 shop:gap-x-6 shop:border-t shop:border-black/10 shop:bp744:grid-cols-3',
);

export const productDescriptionVariants = cva('shop:flex shop:flex-col shop:gap-4 shop:text-ink');

type HeadingLevel = 2 | 3;

/** An attribute row as shown: its title in one language and its value. */
export interface AttributeRow {
  title: string;
  value: string;
}

/**
 * The attributes in a language: the title in that language, else in Romanian (the shop's
 * default), else in any language the server filled. Rows without a title or a value are dropped.
 */
export function attributeRows(
  attributes: readonly ProductAttribute[],
  locale: LocaleCode,
): AttributeRow[] {
  return attributes.flatMap((attribute) => {
    const { titles } = attribute;
    const localised = { ro: titles.title_ro, ru: titles.title_ru, en: titles.title_en }[locale];
    const title = (localised || titles.title_ro || titles.title_en || titles.title_ru).trim();
    const value = attribute.value.title.trim();
    return title && value ? [{ title, value }] : [];
  });
}

export interface ProductAttributesProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** The product's `product_attributes`; titles are picked for the current language. */
  attributes: readonly ProductAttribute[];
  /**
   * How many pairs show until 'show more' is pressed; with no more than this, there is no button.
   * @default ATTRIBUTES_PREVIEW_COUNT (9)
   */
  previewCount?: number;
  /** Every pair shown (controlled). Use with `onExpandedChange`. */
  expanded?: boolean;
  /**
   * Every pair shown at first (uncontrolled).
   * @default false
   */
  defaultExpanded?: boolean;
  /** Called when 'show more' / 'show less' is pressed. */
  onExpandedChange?: (expanded: boolean) => void;
  /**
   * The level of the 'Specifications' heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

/**
 * The product page's attributes table (SPEC §2 "attributes table with show more"): title and
 * value pairs as a description list, in three columns from 744 px and one below. The first
 * `previewCount` pairs show; the rest are in the page (for search engines) but hidden until
 * 'show more'. Nothing is rendered when the product has no attributes.
 *
 * @example
 * ```tsx
 * <ProductAttributes attributes={product.product_attributes} />
 * ```
 */
export function ProductAttributes({
  attributes,
  previewCount = ATTRIBUTES_PREVIEW_COUNT,
  expanded: expandedProp,
  defaultExpanded = false,
  onExpandedChange,
  headingLevel = 2,
  className,
  ...props
}: ProductAttributesProps): ReactNode {
  const { t } = useT();
  const locale = useLocale();
  const id = useId();
  const [expanded, setExpanded] = useControllableState(
    expandedProp,
    defaultExpanded,
    onExpandedChange,
  );
  const rows = attributeRows(attributes, locale);
  if (rows.length === 0) return null;

  const limit = Math.max(1, Math.trunc(previewCount));
  const collapsible = rows.length > limit;
  const Heading = `h${headingLevel}` as const;
  const toggle = () => setExpanded(!expanded);

  return (
    <section
      data-slot="product-attributes"
      data-state={collapsible ? (expanded ? 'expanded' : 'collapsed') : undefined}
      aria-labelledby={`${id}-title`}
      className={cn(productAttributesVariants(), className)}
      {...props}
    >
      <Heading id={`${id}-title`} className="shop:text-xl shop:font-bold">
        {t('attributes.title')}
      </Heading>
      <dl id={`${id}-list`} className={productAttributesGridVariants()}>
        {rows.map((row, position) => (
          <div
            // Titles may repeat (two 'Dimensions' rows), so the position is part of the key.
            key={`${String(position)}-${row.title}`}
            data-slot="product-attribute"
            hidden={collapsible && !expanded && position >= limit}
            className="shop:flex shop:items-baseline shop:justify-between shop:gap-4 shop:border-b shop:border-black/10 shop:py-2.5 shop:text-sm"
          >
            <dt className="shop:text-muted">{row.title}</dt>
            <dd className="shop:text-right shop:font-medium shop:break-words">{row.value}</dd>
          </div>
        ))}
      </dl>
      {collapsible ? (
        <Button
          variant="secondary"
          data-slot="product-attributes-toggle"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          className="shop:min-h-11 shop:self-start"
          onClick={toggle}
        >
          {expanded ? t('attributes.showLess') : t('attributes.showMore')}
        </Button>
      ) : null}
    </section>
  );
}

export interface ProductDescriptionProps extends Omit<ComponentProps<'section'>, 'children'> {
  /**
   * The product's `description`. The API sends HTML (the contract says so); it is inserted as
   * it comes, so **the API must send sanitised HTML** (an allow-list of tags and attributes, no
   * scripts, event handlers or `javascript:` URLs). Plain text without tags is shown as
   * paragraphs instead. Null or blank: nothing is rendered.
   */
  description: string | null;
  /**
   * The level of the 'Description' heading, to fit the page's outline.
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

/**
 * The product page's description (SPEC §2): the HTML from the API in a readable text column, or
 * plain text as paragraphs.
 *
 * @example
 * ```tsx
 * <ProductDescription description={product.description} />
 * ```
 */
export function ProductDescription({
  description,
  headingLevel = 2,
  className,
  ...props
}: ProductDescriptionProps): ReactNode {
  const { t } = useT();
  const id = useId();
  const text = description?.trim() ?? '';
  if (!text) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-slot="product-description"
      aria-labelledby={`${id}-title`}
      className={cn(productDescriptionVariants(), className)}
      {...props}
    >
      <Heading id={`${id}-title`} className="shop:text-xl shop:font-bold">
        {t('product.description')}
      </Heading>
      <RichText data-slot="product-description-body" html={text} />
    </section>
  );
}
