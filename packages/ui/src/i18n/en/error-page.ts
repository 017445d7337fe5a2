import type { Catalogue } from '../i18n.types.js';

export const errorPage = {
  notFound: 'This page could not be found',
  generic: 'Something went wrong',
  badRequest: 'The address is not valid',
  unavailable: 'The shop is briefly unavailable',
  home: 'Go to the home page',
} as const satisfies Catalogue<'en'>['errorPage'];
