import { PASSWORD_RESET } from '@shop/core/rules';
import type { Translator } from '../../i18n/index.js';
import type { ResultModalTone } from './result-modal.js';

/**
 * The outcomes the shop reports in a result modal so far (SPEC §2, §8): the password changed or
 * not (password-success, password-error), the restore request sent by e-mail or by SMS, and a
 * sign-in with Google or Facebook refused (§8: an alert meaning wrong login or password), and
 * the profile's newsletter switches saved (newsletter-success), its password changed and its
 * personal data saved (profile-data-success). The last one's texts are the profile page's
 * (`profileData.saved`, a namespace loaded with that page): it opens only from there. The
 * company forms add the contact form sent (contacts-success), the partner form or dealer
 * application sent (partner-success), the careers form sent (form success) and a form that could
 * not be sent (§8 "Something goes wrong...", with the reason when one is known).
 */
export const RESULT_MODAL_KINDS = [
  'passwordSuccess',
  'passwordError',
  'restoreEmail',
  'restorePhone',
  'socialError',
  'newsletterSuccess',
  'passwordChanged',
  'profileDataSuccess',
  'contactsSuccess',
  'partnerSuccess',
  'formSuccess',
  'formError',
] as const;
export type ResultModalKind = (typeof RESULT_MODAL_KINDS)[number];

/** The props of `ResultModal` that say what happened. */
export interface ResultModalContent {
  tone: ResultModalTone;
  title: string;
  message: string;
}

export interface ResultModalContentOptions {
  /**
   * passwordError only: the `detail` of `passwordChangeFailed`. A rate limit, a lost connection
   * or a server error is explained by its own text; an invalid link or code (or no detail) by
   * the password-error message. formError: why the form was not sent; a rate limit or a lost
   * connection is said by its own text, anything else by the form-error message.
   */
  detail?: unknown;
}

const TONES: Readonly<Record<ResultModalKind, ResultModalTone>> = {
  passwordSuccess: 'success',
  passwordError: 'error',
  restoreEmail: 'success',
  restorePhone: 'success',
  socialError: 'error',
  newsletterSuccess: 'success',
  passwordChanged: 'success',
  profileDataSuccess: 'success',
  contactsSuccess: 'success',
  partnerSuccess: 'success',
  formSuccess: 'success',
  formError: 'error',
};

/**
 * The tone, title and message of a known outcome, in the translator's language.
 *
 * @example
 * ```tsx
 * <ResultModal id="password-success" {...resultModalContent(useT(), 'passwordSuccess')} />
 * ```
 * @example resultModalContent(t, 'passwordError', { detail: 'too_many_requests' }).message
 * // 'Prea multe încercări. Încercați din nou mai târziu.'
 */
export function resultModalContent(
  translator: Translator,
  kind: ResultModalKind,
  options: ResultModalContentOptions = {},
): ResultModalContent {
  const { t, apiDetail } = translator;
  const tone = TONES[kind];
  switch (kind) {
    case 'passwordSuccess':
      return {
        tone,
        title: t('resultModal.passwordSuccess.title'),
        message: t('resultModal.passwordSuccess.message'),
      };
    case 'passwordError': {
      const { detail } = options;
      const ownText = detail === undefined || detail === null || detail === 'invalid_token';
      return {
        tone,
        title: t('resultModal.passwordError.title'),
        message: ownText ? t('resultModal.passwordError.message') : apiDetail(detail),
      };
    }
    case 'restoreEmail':
      return {
        tone,
        title: t('resultModal.restoreEmail.title'),
        message: t('resultModal.restoreEmail.message', {
          minutes: Math.round(PASSWORD_RESET.emailLinkMs / 60_000),
        }),
      };
    case 'restorePhone':
      return {
        tone,
        title: t('resultModal.restorePhone.title'),
        message: t('resultModal.restorePhone.message', { digits: PASSWORD_RESET.phoneCodeDigits }),
      };
    case 'socialError':
      return {
        tone,
        title: t('resultModal.socialError.title'),
        message: t('resultModal.socialError.message'),
      };
    case 'newsletterSuccess':
      return {
        tone,
        title: t('resultModal.newsletterSuccess.title'),
        message: t('resultModal.newsletterSuccess.message'),
      };
    case 'passwordChanged':
      return {
        tone,
        title: t('resultModal.passwordChanged.title'),
        message: t('resultModal.passwordChanged.message'),
      };
    case 'contactsSuccess':
    case 'partnerSuccess':
    case 'formSuccess':
      return {
        tone,
        title: t(`resultModal.${kind}.title`),
        message: t(`resultModal.${kind}.message`),
      };
    case 'formError': {
      const { detail } = options;
      const ownText = detail !== 'too_many_requests' && detail !== 'network';
      return {
        tone,
        title: t('resultModal.formError.title'),
        message: ownText ? t('resultModal.formError.message') : apiDetail(detail),
      };
    }
    case 'profileDataSuccess':
      return {
        tone,
        title: t('profileData.saved.title'),
        message: t('profileData.saved.message'),
      };
  }
}
