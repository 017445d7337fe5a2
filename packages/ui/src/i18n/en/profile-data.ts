import type { Catalogue } from '../i18n.types.js';

export const profileData = {
  lead: 'The details we know you by for orders and deliveries. Your phone or email also signs you in.',
  person: 'Person',
  company: 'Company',
  missingTitle: 'Your account is not complete',
  missingLead: 'Fill in the details below to be able to order:',
  firstName: 'First name',
  lastName: 'Last name',
  missingField: 'To complete',
  submit: 'Save details',
  submitting: 'Saving the details…',
  saved: {
    title: 'Your details are saved',
    message: "Your account's personal details have been updated.",
  },
} as const satisfies Catalogue<'en'>['profileData'];
