import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

/**
 * Rich text from the shop's editors: spacing, lists, headings, quotes, tables and pictures for the
 * HTML the API sends, written out as selectors because the shop has no typography plugin.
 */
export const richTextVariants = cva(
  'shop:max-w-prose shop:text-base shop:leading-relaxed shop:break-words shop:[&_a]:text-settings-main shop:[&_a]:underline shop:[&_blockquote]:mt-3 shop:[&_blockquote]:border-l-4 shop:[&_blockquote]:border-settings-main shop:[&_blockquote]:pl-4 shop:[&_h2]:mt-4 shop:[&_h2]:text-xl shop:[&_h2]:font-semibold shop:[&_h3]:mt-3 shop:[&_h3]:text-lg shop:[&_h3]:font-semibold shop:[&_h4]:mt-3 shop:[&_h4]:font-semibold shop:[&_li]:mt-1 shop:[&_ol]:mt-3 shop:[&_ol]:list-decimal shop:[&_ol]:pl-6 shop:[&_p]:mt-3 shop:[&_strong]:font-semibold shop:[&_ul]:mt-3 shop:[&_ul]:list-disc shop:[&_ul]:pl-6 shop:[&>:first-child]:mt-0 shop:[&_img]:h-auto shop:[&_img]:max-w-full shop:[&_table]:w-full shop:[&_td]:border shop:[&_td]:border-black/10 shop:[&_td]:p-2 shop:[&_th]:border shop:[&_th]:border-black/10 shop:[&_th]:p-2',
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
}

/**
 * An editor's text (an article, a promotion's tab, a regulation, a client-service page, a product
 * description) in a readable column.
 */
export function RichText({ html, className, ...props }: RichTextProps) {
  const text = html?.trim() ?? '';
  if (!text) return null;
  const markup = isHtml(text);
  return (
    <div
      data-slot="rich-text"
      data-format={markup ? 'html' : 'text'}
      className={cn(richTextVariants(), className)}
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
