import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

/**
 * Rich text from the shop's editors: spacing, lists, headings, quotes, tables and pictures for the
 * HTML the API sends, written out as selectors because the shop has no typography plugin. Every
 * colour is a theme token (`ink-soft`, `line`, `surface-muted`, the settings’ main colour),
 * so a text reads the same in an article, a card or a popup.
 */
export const richTextVariants = cva(
  'shop:max-w-prose shop:break-words shop:[&_a]:text-settings-main shop:[&_a]:underline shop:[&_a:hover]:no-underline shop:[&_blockquote]:border-l-4 shop:[&_blockquote]:border-settings-main shop:[&_blockquote]:pl-4 shop:[&_blockquote]:text-ink-soft shop:[&_h2]:font-semibold shop:[&_h3]:font-semibold shop:[&_h4]:font-semibold shop:[&_li]:mt-1 shop:[&_ol]:list-decimal shop:[&_ol]:pl-6 shop:[&_strong]:font-semibold shop:[&_ul]:list-disc shop:[&_ul]:pl-6 shop:[&_li>ul]:mt-1 shop:[&_li>ol]:mt-1 shop:[&>:first-child]:mt-0 shop:[&_img]:h-auto shop:[&_img]:max-w-full shop:[&_table]:w-full shop:[&_table]:border-collapse shop:[&_td]:border shop:[&_td]:border-line shop:[&_td]:p-2 shop:[&_th]:border shop:[&_th]:border-line shop:[&_th]:bg-surface-muted shop:[&_th]:p-2 shop:[&_th]:text-left shop:[&_hr]:border-line',
  {
    variants: {
      /**
       * `base`: a page's body (an article, a client-service page). `sm`: a text inside a card or
       * a popup (a vacancy, a shop, a promotion's popup), smaller and closer.
       */
      size: {
        base: 'shop:text-base shop:leading-relaxed shop:[&_blockquote]:mt-3 shop:[&_h2]:mt-4 shop:[&_h2]:text-xl shop:[&_h3]:mt-3 shop:[&_h3]:text-lg shop:[&_h4]:mt-3 shop:[&_ol]:mt-3 shop:[&_p]:mt-3 shop:[&_table]:mt-3 shop:[&_ul]:mt-3 shop:[&_hr]:my-4',
        sm: 'shop:text-sm shop:[&_blockquote]:mt-2 shop:[&_h2]:mt-3 shop:[&_h2]:text-base shop:[&_h3]:mt-2 shop:[&_h3]:text-base shop:[&_h4]:mt-2 shop:[&_ol]:mt-2 shop:[&_p]:mt-2 shop:[&_table]:mt-2 shop:[&_ul]:mt-2 shop:[&_hr]:my-3',
      },
    },
    defaultVariants: { size: 'base' },
  },
);

/** Whether a text holds markup (otherwise it is plain text, shown as paragraphs). */
export function isHtml(text: string): boolean {
  return /<[a-z][\s\S]*>/i.test(text);
}

/** Plain text as paragraphs: a blank line ends a paragraph, a single break stays a break. */
export function textParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

export interface RichTextProps extends Omit<ComponentProps<'div'>, 'children'> {
  /**
   * The text as the API sends it. HTML is inserted as it comes, so **the API must send sanitised
   * HTML** (an allow-list of tags and attributes, no scripts, event handlers or `javascript:`
   * URLs: the API's safeHtml does it for every editor's text). Plain text without tags is shown
   * as paragraphs. Null or blank: nothing is rendered.
   * @example '<h2>Garanție</h2><p>Toate produsele au garanție de la 12 luni.</p>'
   */
  html: string | null | undefined;
  /**
   * `base` for a page's body, `sm` for a text inside a card or a popup.
   * @default 'base'
   * @example <RichText size="sm" html={vacancy.text} />
   */
  size?: 'base' | 'sm';
}

/**
 * An editor's text (an article, a promotion's tab, a regulation, a client-service page, a product
 * description, a shop, a vacancy, a popup) in a readable column: the one place the shop puts an
 * editor's HTML into a page.
 *
 * @example <RichText html={article.content} />
 */
export function RichText({ html, size, className, ...props }: RichTextProps) {
  const text = html?.trim() ?? '';
  if (!text) return null;
  const markup = isHtml(text);
  return (
    <div
      data-slot="rich-text"
      data-format={markup ? 'html' : 'text'}
      className={cn(richTextVariants({ size }), className)}
      {...props}
      // Trusted: the API sanitises editors' HTML before sending it (see the prop's docs).
      {...(markup ? { dangerouslySetInnerHTML: { __html: text } } : {})}
    >
      {markup
        ? undefined
        : textParagraphs(text).map((paragraph, position) => (
            <p key={position} className="shop:whitespace-pre-line">
              {paragraph}
            </p>
          ))}
    </div>
  );
}
