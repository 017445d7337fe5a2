import type { Catalogue } from '../i18n.types.js';

export const resultModal = {
  close: 'Got it',
  passwordSuccess: {
    title: 'Password changed',
    message: 'You can now sign in with your new password.',
  },
  passwordError: {
    title: 'Password not changed',
    message: 'The link or code is no longer valid. Request a new one from the sign-in window.',
  },
  restoreEmail: {
    title: 'Check your e-mail',
    message:
      'If the address belongs to an account, we have sent it a link to choose a new password. The link is valid for {minutes} minutes.',
  },
  restorePhone: {
    title: 'Check your SMS',
    message:
      'If the number belongs to an account, we have sent it a {digits}-digit code by SMS. Enter it in the next window.',
  },
  socialError: {
    title: 'Sign-in failed',
    message:
      'Wrong login or password: the social network account was not accepted. Try again, or sign in with your phone or e-mail.',
  },
  passwordChanged: {
    title: 'Your password is changed',
    message:
      'From now on, sign in with the new password. The account was signed out on your other devices.',
  },
  newsletterSuccess: {
    title: 'Your subscriptions are saved',
    message: 'You will receive news and offers only the ways you chose.',
  },
  contactsSuccess: {
    title: 'Message sent',
    message: 'Thank you! A consultant will reply within one working day.',
  },
  partnerSuccess: {
    title: 'Application sent',
    message: 'Thank you for your interest! Our partnership manager will contact you soon.',
  },
  formSuccess: {
    title: 'Form sent',
    message: 'Thank you! We will contact you once we have read what you sent.',
  },
  formError: {
    title: 'Something went wrong...',
    message:
      'The form could not be sent. What you typed is kept: open it again and try in a few minutes.',
  },
} as const satisfies Catalogue<'en'>['resultModal'];
