import type { Catalogue } from '../i18n.types.js';

export const careersPage = {
  lead: 'Choose the job that suits you and send us your application.',
  empty: 'We have no open vacancies right now. Come back soon.',
  listLabel: 'Open vacancies',
  apply: 'Apply',
  applyFor: 'Apply for {title}',
  readMore: 'Read more',
  readLess: 'Show less',
  form: {
    description: 'Leave us your contact details; we call back within a few working days.',
    name: 'Full name',
    phone: 'Phone',
    email: 'E-mail',
    message: 'About you',
    messageHint: 'Your experience, when you could start, anything that helps us.',
    cv: 'CV',
    cvHint: 'Optional: PDF, Word (DOC, DOCX), ODT or RTF, at most {max} MB.',
    cvChosen: 'Chosen file: {name}, {size}',
    cvRemove: 'Remove the file {name}',
    kilobytes: '{size} KB',
    megabytes: '{size} MB',
    submit: 'Send the application',
    sending: 'Sending…',
  },
} as const satisfies Catalogue<'en'>['careersPage'];
