import type { OAuthMock } from '@shop/api/oauth-mock';

/**
 * The storefront's settings that point Google and Facebook sign-in at the local stand-in for
 * the providers (see lib/oauth.server.ts), for the suites that sign in through it.
 */
export function storefrontOAuthEnv(mock: OAuthMock): Record<string, string> {
  return {
    GOOGLE_CLIENT_ID: mock.config.googleClientId ?? '',
    GOOGLE_AUTHORIZATION_URL: mock.googleAuthorizeUrl,
    GOOGLE_TOKEN_URL: mock.googleTokenUrl,
    FACEBOOK_APP_ID: mock.config.facebookAppId ?? '',
    FACEBOOK_DIALOG_URL: mock.facebookDialogUrl,
  };
}
