import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { ChevronDownIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

export const accordionVariants = cva('w-full', {
  variants: {
    variant: {
      /** Lines between items (footer on phones, checkout sections). */
      divided: 'divide-y divide-black/10 border-y border-black/10',
      /** Separate cards (contacts: one card per shop). */
      cards: 'flex flex-col gap-3',
    },
  },
  defaultVariants: { variant: 'divided' },
});

export const accordionItemVariants = cva('', {
  variants: {
    variant: {
      divided: '',
      cards: 'rounded-lg border border-black/10 bg-white data-[state=open]:border-settings-main',
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
    <AccordionPrimitive.Header data-slot="accordion-header" aria-level={level} className="m-0 flex">
      <AccordionPrimitive.Trigger
        data-slot="accordion-trigger"
        className={cn(
          'group flex flex-1 cursor-pointer items-center justify-between gap-4 px-4 py-3 text-left font-medium hover:bg-black/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-settings-main disabled:cursor-not-allowed disabled:opacity-50 data-[state=open]:text-settings-main',
          className,
        )}
        {...props}
      >
        {children}
        <ChevronDownIcon className="size-5 shrink-0 text-settings-icons group-data-[state=open]:rotate-180" />
      </AccordionPrimitive.Trigger>
    </AccordionPrimitive.Header>
  );
}

export type AccordionContentProps = ComponentProps<typeof AccordionPrimitive.Content>;

/** The body of a section (a labelled region; hidden while closed). */
function Content({ className, children, ...props }: AccordionContentProps) {
  return (
    <AccordionPrimitive.Content data-slot="accordion-content" {...props}>
      <div className={cn('px-4 pt-1 pb-4', className)}>{children}</div>
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
