import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

export const accordionVariants = cva('shop:w-full', {
  variants: {
    variant: {
      /** Lines between items (footer on phones, checkout sections). */
      divided: 'shop:divide-y shop:divide-black/10 shop:border-y shop:border-black/10',
      /** Separate cards (contacts: one card per shop). */
      cards: 'shop:flex shop:flex-col shop:gap-3',
    },
  },
  defaultVariants: { variant: 'divided' },
});

export const accordionItemVariants = cva('', {
  variants: {
    variant: {
      divided: '',
      cards:
        'shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:data-[state=open]:border-settings-main',
    },
  },
  defaultVariants: { variant: 'divided' },
});

export type AccordionRootProps = ComponentProps<typeof AccordionPrimitive.Root> &
  VariantProps<typeof accordionVariants>;

/**
 * Accordion (Radix Accordion): `type="single"` keeps at most one item open (add `collapsible`
 * to allow closing it), `type="multiple"` any number. Arrow keys move between headers, Home/End
 * jump to the ends, Enter/Space toggle. Controlled with `value`/`onValueChange` or uncontrolled
 * with `defaultValue`.
 *
 * @example
 * <Accordion.Root type="single" collapsible>
 *   <Accordion.Item value="shops">
 *     <Accordion.Trigger>…</Accordion.Trigger>
 *     <Accordion.Content>…</Accordion.Content>
 *   </Accordion.Item>
 * </Accordion.Root>
 */
function Root({ className, variant, ...props }: AccordionRootProps) {
  return (
    <AccordionPrimitive.Root
      data-slot="accordion"
      data-variant={variant ?? 'divided'}
      className={cn(accordionVariants({ variant }), className)}
      {...props}
    />
  );
}

export type AccordionItemProps = ComponentProps<typeof AccordionPrimitive.Item> &
  VariantProps<typeof accordionItemVariants>;

/** One section: a header and its content. Use the same `variant` as the root. */
function Item({ className, variant, ...props }: AccordionItemProps) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn(accordionItemVariants({ variant }), className)}
      {...props}
    />
  );
}

export interface AccordionTriggerProps extends ComponentProps<typeof AccordionPrimitive.Trigger> {
  /**
   * Heading level around the button, so the sections appear in the page outline.
   * @default 3
   */
  level?: 2 | 3 | 4;
}

/** The header button of a section, with a chevron that turns when open. */
function Trigger({ className, children, level = 3, ...props }: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header
      data-slot="accordion-header"
      aria-level={level}
      className="shop:m-0 shop:flex"
    >
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'shop:group shop:flex shop:flex-1 shop:cursor-pointer shop:items-center shop:justify-between shop:gap-4 shop:px-4 shop:py-3 shop:text-left shop:font-medium shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main shop:disabled:cursor-not-allowed shop:disabled:opacity-50 shop:data-[state=open]:text-settings-main',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon className="shop:size-5 shop:shrink-0 shop:text-settings-icons shop:group-data-[state=open]:rotate-180" />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content>;

/** The body of a section (a labelled region; hidden while closed). */
function Content({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" {...props}>
      <div className={cn('shop:px-4 shop:pt-1 shop:pb-4', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

/** Accordion as compound parts: `Accordion.Root`, `.Item`, `.Trigger`, `.Content`. */
export const Accordion = { Root, Item, Trigger, Content };
export {
  Content as AccordionContent,
  Item as AccordionItem,
  Root as AccordionRoot,
  Trigger as AccordionTrigger,
};
