import { useLayoutEffect, useRef, type RefObject } from 'react';

/** What a form's named fields hold: a text's value, a checkbox's tick. */
export type FormFieldsNow = ReadonlyMap<string, string | boolean>;

/** The named inputs, text areas and selects of a form, as they are now in the page. */
export function formFieldsNow(form: HTMLFormElement): FormFieldsNow {
  const fields = new Map<string, string | boolean>();
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLInputElement) {
      if (element.name === '' || element.type === 'submit' || element.type === 'button') continue;
      fields.set(element.name, element.type === 'checkbox' ? element.checked : element.value);
    } else if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) {
      if (element.name !== '') fields.set(element.name, element.value);
    }
  }
  return fields;
}

/**
 * What a server-rendered form held when React took it over. The form's HTML comes before the
 * page's script: a shopper may type, tick or let the browser fill it in meanwhile. Hydration
 * leaves what the page shows, but the component's state does not know it, so the next render
 * would put the state's (empty) values back and a submit would send them. This reads the fields
 * once, at mount, in a layout effect (before anything renders again), and hands them to
 * `onFields`, which tells the state what differs. On a render in the browser (no server HTML)
 * the fields hold the state's values and nothing differs.
 *
 * @example
 * useFieldsAtMount(formRef, (fields) => {
 *   const name = fields.get('name');
 *   if (typeof name === 'string' && name !== values.name) onChange('name', name);
 * });
 */
export function useFieldsAtMount(
  form: RefObject<HTMLFormElement | null>,
  onFields: (fields: FormFieldsNow) => void,
): void {
  // The first render's: the values it compares with are those the server drew.
  const atMount = useRef(onFields);
  useLayoutEffect(() => {
    if (form.current) atMount.current(formFieldsNow(form.current));
  }, [form]);
}
