import {
  googleTokenResponseSchema,
  googleUserInfoSchema,
  type GoogleTokenRequest,
} from '../contract/auth.js';
import type { CallOptions, Send } from './transport.js';

export { bearerAuthorization } from './transport.js';

/** The provider's endpoints; configurable so tests and a proxy can stand in for Google. */
export interface GoogleEndpoints {
  authorization: string;
  token: string;
  userinfo: string;
}

/** Google's OpenID Connect endpoints. */
export const GOOGLE_ENDPOINTS: Readonly<GoogleEndpoints> = Object.freeze({
  authorization: 'https://accounts.google.com/o/oauth2/v2/auth',
  token: 'https://oauth2.googleapis.com/token',
  userinfo: 'https://openidconnect.googleapis.com/v1/userinfo',
});

/** The scopes of §7. */
export const GOOGLE_SCOPES = ['openid', 'profile', 'email'] as const;

export interface GoogleAuthorizationRequest {
  clientId: string;
  redirectUri: string;
  /** Kept by the storefront and compared on the callback (§4). */
  state: string;
}

function formOf(request: GoogleTokenRequest): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(request)) {
    if (typeof value === 'string') form[key] = value;
  }
  return form;
}

/**
 * Google OAuth of §7. These calls go to the provider, not to the shop's API, so they never carry
 * the shop's token.
 */
export function googleCalls(send: Send, endpoints: GoogleEndpoints) {
  return {
    /** Where to send the browser to sign in with Google (authorization code flow). */
    authorizationUrl: (request: GoogleAuthorizationRequest): string => {
      const url = new URL(endpoints.authorization);
      url.searchParams.set('client_id', request.clientId);
      url.searchParams.set('redirect_uri', request.redirectUri);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', GOOGLE_SCOPES.join(' '));
      url.searchParams.set('state', request.state);
      return url.toString();
    },

    /** Exchanges the callback's code for an access token (a form body, as OAuth requires). */
    exchangeCode: (request: GoogleTokenRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: endpoints.token,
          form: formOf(request),
          authorization: 'none',
          response: googleTokenResponseSchema,
        },
        options,
      ),

    /** The signed-in Google user, read with the access token. */
    userInfo: (accessToken: string, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: endpoints.userinfo,
          authorization: { bearer: accessToken },
          response: googleUserInfoSchema,
        },
        options,
      ),
  };
}

export type GoogleCalls = ReturnType<typeof googleCalls>;
