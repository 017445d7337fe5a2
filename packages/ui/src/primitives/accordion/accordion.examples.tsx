import { Accordion } from './accordion.js';

const footerSections = [
  { value: 'company', title: 'Compania', text: 'Despre noi, cariere, dealeri.' },
  { value: 'service', title: 'Serviciul clienți', text: 'Livrare, retur, garanție.' },
  { value: 'categories', title: 'Categorii', text: 'Unelte, grădină, vopsele.' },
];

/** The footer on phones: one section open at a time (SPEC §2). */
export function FooterAccordionExample(props: { defaultValue?: string }) {
  return (
    <Accordion.Root type="single" collapsible defaultValue={props.defaultValue}>
      {footerSections.map((section) => (
        <Accordion.Item key={section.value} value={section.value}>
          <Accordion.Trigger>{section.title}</Accordion.Trigger>
          <Accordion.Content>{section.text}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

const shops = [
  { value: 'chisinau', title: 'Chișinău, str. Ismail 88', text: 'Luni–Vineri 09:00–18:00' },
  { value: 'balti', title: 'Bălți, str. Independenței 5', text: 'Luni–Sâmbătă 09:00–17:00' },
  { value: 'cahul', title: 'Cahul, str. Republicii 12', text: 'Închis temporar', disabled: true },
];

/** The contacts page: shops as cards, any number open. */
export function ContactsAccordionExample(props: { defaultValue?: string[] }) {
  return (
    <Accordion.Root type="multiple" variant="cards" defaultValue={props.defaultValue}>
      {shops.map((shop) => (
        <Accordion.Item
          key={shop.value}
          value={shop.value}
          variant="cards"
          disabled={shop.disabled}
        >
          <Accordion.Trigger>{shop.title}</Accordion.Trigger>
          <Accordion.Content>{shop.text}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
