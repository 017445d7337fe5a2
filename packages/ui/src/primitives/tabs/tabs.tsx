import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva, type VariantProps } from 'class-variance-authority';
import { createContext, useContext, type ComponentProps } from 'react';
import { cn } from '../../lib/cn.js';

export const tabsListVariants = cva('shop:flex shop:max-w-full shop:gap-1 shop:overflow-x-auto', {
  variants: {
    variant: {
      /** Profile tabs: text with a line under the selected one. */
      underline: 'shop:border-b shop:border-black/10',
      /** Category tabs of the sales page: rounded chips. */
      pill: 'shop:flex-wrap shop:gap-2',
    },
  },
  defaultVariants: { variant: 'underline' },
});

export const tabsTriggerVariants = cva(
  'shop:shrink-0 shop:cursor-pointer shop:font-medium shop:whitespace-nowrap shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:disabled:cursor-not-allowed shop:disabled:opacity-50',
  {
    variants: {
      variant: {
        underline:
          'shop:-mb-px shop:border-b-2 shop:border-transparent shop:px-4 shop:py-2 shop:text-black/70 shop:hover:text-ink shop:data-[state=active]:border-settings-main shop:data-[state=active]:text-settings-main',
        pill: 'shop:rounded-full shop:border shop:border-black/15 shop:px-4 shop:py-1.5 shop:text-sm shop:text-ink shop:hover:bg-black/5 shop:data-[state=active]:border-settings-main shop:data-[state=active]:bg-settings-buttons-bg shop:data-[state=active]:text-settings-buttons shop:data-[state=active]:hover:bg-settings-buttons-hover',
      },
    },
    defaultVariants: { variant: 'underline' },
  },
);

type TabsVariant = NonNullable<VariantProps<typeof tabsListVariants>['variant']>;

const TabsVariantContext = createContext<TabsVariant>('underline');

export interface TabsRootProps
  extends ComponentProps<typeof TabsPrimitive.Root>, VariantProps<typeof tabsListVariants> {}

/**
 * Tabs (Radix Tabs): arrow keys move between tabs (and select them), Home/End jump to the ends.
 * Controlled with `value`/`onValueChange` or uncontrolled with `defaultValue`.
 *
 * @example
 * <Tabs.Root defaultValue="orders">
 *   <Tabs.List aria-label={t('profile.tabs')}>
 *     <Tabs.Trigger value="orders">…</Tabs.Trigger>
 *   </Tabs.List>
 *   <Tabs.Content value="orders">…</Tabs.Content>
 * </Tabs.Root>
 */
function Root({ className, variant = 'underline', ...props }: TabsRootProps) {
  return (
    <TabsVariantContext value={variant ?? 'underline'}>
      <TabsPrimitive.Root
        data-slot="tabs"
        className={cn('shop:flex shop:flex-col shop:gap-4', className)}
        {...props}
      />
    </TabsVariantContext>
  );
}

export type TabsListProps = ComponentProps<typeof TabsPrimitive.List>;

/** The row of tabs; give it an `aria-label` (from the catalogues) when no heading names it. */
function List({ className, ...props }: TabsListProps) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={cn(tabsListVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsTriggerProps = ComponentProps<typeof TabsPrimitive.Trigger>;

/** One tab. */
function Trigger({ className, ...props }: TabsTriggerProps) {
  const variant = useContext(TabsVariantContext);
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
    />
  );
}

export type TabsContentProps = ComponentProps<typeof TabsPrimitive.Content>;

/** The panel of one tab (focusable, so the keyboard reaches it after the tab list). */
function Content({ className, ...props }: TabsContentProps) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn(
        'shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main',
        className,
      )}
      {...props}
    />
  );
}

/** Tabs as compound parts: `Tabs.Root`, `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`. */
export const Tabs = { Root, List, Trigger, Content };
export { Content as TabsContent, List as TabsList, Root as TabsRoot, Trigger as TabsTrigger };
