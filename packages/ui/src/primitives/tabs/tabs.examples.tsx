import { Tabs, type TabsRootProps } from './tabs.js';

/** The profile tabs (SPEC §2), used by the stories and the test alike. */
export function ProfileTabsExample(props: Omit<TabsRootProps, 'children'>) {
  return (
    <Tabs.Root defaultValue="orders" {...props}>
      <Tabs.List aria-label="Profil">
        <Tabs.Trigger value="orders">Comenzi</Tabs.Trigger>
        <Tabs.Trigger value="data">Date personale</Tabs.Trigger>
        <Tabs.Trigger value="security">Securitate</Tabs.Trigger>
        <Tabs.Trigger value="newsletter" disabled>
          Newsletter
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="orders">Lista comenzilor dumneavoastră.</Tabs.Content>
      <Tabs.Content value="data">Numele, telefonul și adresa de e-mail.</Tabs.Content>
      <Tabs.Content value="security">Schimbarea parolei.</Tabs.Content>
      <Tabs.Content value="newsletter">Abonarea la noutăți.</Tabs.Content>
    </Tabs.Root>
  );
}

/** The category tabs of the sales page (pill tabs). */
export function CategoryTabsExample(props: Omit<TabsRootProps, 'children'>) {
  return (
    <Tabs.Root defaultValue="all" variant="pill" {...props}>
      <Tabs.List aria-label="Categorii">
        <Tabs.Trigger value="all">Toate</Tabs.Trigger>
        <Tabs.Trigger value="tools">Unelte</Tabs.Trigger>
        <Tabs.Trigger value="garden">Grădină</Tabs.Trigger>
        <Tabs.Trigger value="paint">Vopsele</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">Toate reducerile.</Tabs.Content>
      <Tabs.Content value="tools">Reduceri la unelte.</Tabs.Content>
      <Tabs.Content value="garden">Reduceri pentru grădină.</Tabs.Content>
      <Tabs.Content value="paint">Reduceri la vopsele.</Tabs.Content>
    </Tabs.Root>
  );
}
