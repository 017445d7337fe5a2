export {
  Tabs,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  tabsListVariants,
  tabsTriggerVariants,
} from './tabs.js';
export type { TabsContentProps, TabsListProps, TabsRootProps, TabsTriggerProps } from './tabs.js';
