import type { SearchResponse } from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import { searchMachine } from '@shop/ui';
import { fromPromise } from 'xstate';

/**
 * The header's search flow with its real call: the storefront's own `/resources/search` (same
 * origin; the API's address stays private), which answers what the contract parsed on the
 * server, so the browser does not carry the schemas. One machine per language.
 */
const machines = new Map<LocaleCode, typeof searchMachine>();

export function searchMachineFor(locale: LocaleCode): typeof searchMachine {
  let machine = machines.get(locale);
  if (!machine) {
    machine = searchMachine.provide({
      actors: {
        searchProducts: fromPromise(async ({ input, signal }) => {
          const query = new URLSearchParams({ search: input.text, locale });
          const response = await fetch(`/resources/search?${query.toString()}`, { signal });
          if (!response.ok) throw new Error(`search answered ${response.status}`);
          return (await response.json()) as SearchResponse;
        }),
      },
    });
    machines.set(locale, machine);
  }
  return machine;
}
