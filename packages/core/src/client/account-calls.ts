import {
  newsletterSettingsSchema,
  optionalProfileDataSchema,
  profileDataSchema,
  type NewsletterPreferencesRequest,
  type NewsletterSubscribeRequest,
  type ProfileCompleteRequest,
  type ProfileUpdateRequest,
} from '../contract/account.js';
import { emptyResponseSchema } from '../contract/common.js';
import type { CallOptions, Send } from './transport.js';

/** Account calls of §7: the profile, its updates and the newsletter. All need the token. */
export function accountCalls(send: Send) {
  return {
    /** The signed-in user's profileData: who they are and whether they are a dealer or a manager. */
    profile: (options?: CallOptions) =>
      send(
        { method: 'GET', path: '/accounts/user-profile/', response: profileDataSchema },
        options,
      ),

    /**
     * Saves the profile form or one checkout section. Resolves with the updated profile, or null
     * when the server answers without a body.
     */
    updateProfile: (body: ProfileUpdateRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/accounts/profile-update/',
          json: body,
          response: optionalProfileDataSchema,
        },
        options,
      ),

    /** Completes an account made by a social sign-in (phone, person type, company data). */
    completeProfile: (body: ProfileCompleteRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/accounts/profile-complete-data/',
          json: body,
          response: optionalProfileDataSchema,
        },
        options,
      ),

    /**
     * POST /accounts/ (§7 gives no body or purpose). Read as the "wholesale user data" load that
     * follows a login (§4): it answers the profileData with the agent and dealer blocks.
     */
    wholesaleData: (options?: CallOptions) =>
      send({ method: 'POST', path: '/accounts/', response: profileDataSchema }, options),

    /** The newsletter switches of the profile. */
    newsletter: (options?: CallOptions) =>
      send(
        { method: 'GET', path: '/accounts/newsletter-set/', response: newsletterSettingsSchema },
        options,
      ),

    /** The newsletter block (name, last name, e-mail, agreement); works without a token. */
    subscribeNewsletter: (body: NewsletterSubscribeRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/accounts/newsletter-set/',
          json: body,
          response: emptyResponseSchema,
        },
        options,
      ),

    /** Saves the profile's newsletter switches and answers the stored state. */
    setNewsletterPreferences: (body: NewsletterPreferencesRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/accounts/newsletter-set/',
          json: body,
          response: newsletterSettingsSchema,
        },
        options,
      ),
  };
}

export type AccountCalls = ReturnType<typeof accountCalls>;
