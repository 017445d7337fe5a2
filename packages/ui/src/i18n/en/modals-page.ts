import type { Catalogue } from '../i18n.types.js';

export const modalsPage = {
  lead: 'Every dialog of the shop, opened with its real texts and data, for review.',
  account: 'Account',
  signIn: 'Sign-in and registration',
  restore: 'Password restore',
  buying: 'Buying',
  oneClick: 'One-click order for “{name}”',
  shopStock: 'Stock in shops for “{name}”',
  results: 'Success and error messages',
  open: 'Open',
  forms: 'Forms',
  contactForm: 'Contact form',
  partnerForm: 'Partner form',
  kinds: {
    passwordSuccess: 'Password restored',
    passwordError: 'Password not changed',
    restoreEmail: 'Restore link sent by e-mail',
    restorePhone: 'New password sent by SMS',
    socialError: 'Social sign-in refused',
    newsletterSuccess: 'Subscriptions saved',
    passwordChanged: 'Password changed in the profile',
    profileDataSuccess: 'Personal data saved',
    contactsSuccess: 'Contact message sent',
    partnerSuccess: 'Partner application sent',
    formSuccess: 'Form sent',
    formError: 'Form could not be sent',
  },
  elsewhere:
    'The unit choice (managers only) opens when adding to the cart, the stock availability when placing an order with too little stock, and the new password from the link received by e-mail.',
} as const satisfies Catalogue<'en'>['modalsPage'];
