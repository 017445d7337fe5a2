import {
  checkTokenResponseSchema,
  localUserResponseSchema,
  loginResponseSchema,
  registerResponseSchema,
  tokenResponseSchema,
  type LoginRequest,
  type PasswordResetConfirmRequest,
  type PasswordResetEmailRequest,
  type PasswordResetPhoneRequest,
  type RegisterRequest,
  type SetPasswordRequest,
  type SocialLoginRequest,
} from '../contract/auth.js';
import { emptyResponseSchema } from '../contract/common.js';
import type { CallOptions, Send } from './transport.js';

/**
 * Session and auth calls of §7. The store actions the spec lists without a path (user/login,
 * register, loginFacebook, logout, restorePassword, restorePasswordByPhone, confirmPasswordChange)
 * are these calls.
 */
export function authCalls(send: Send) {
  return {
    /**
     * Checks the `token` cookie at start (§4). A null `token` in the answer means the session is
     * gone: the storefront removes the cookie and reloads.
     */
    checkToken: (token: string, options?: CallOptions) =>
      send(
        {
          method: 'GET',
          path: '/accounts/check-token',
          query: { token },
          response: checkTokenResponseSchema,
        },
        options,
      ),

    /** Registers a physical or juridical customer; the server enforces §5 with the same schema. */
    register: (body: RegisterRequest, options?: CallOptions) =>
      send(
        { method: 'POST', path: '/auth/users/', json: body, response: registerResponseSchema },
        options,
      ),

    /** Signs in by phone or e-mail; the answer's `auth_token` becomes the `token` cookie. */
    login: (body: LoginRequest, options?: CallOptions) =>
      send(
        { method: 'POST', path: '/auth/token/login/', json: body, response: loginResponseSchema },
        options,
      ),

    /** Ends the server session before the storefront clears cart, favourites and token (§4). */
    logout: (options?: CallOptions) =>
      send({ method: 'POST', path: '/auth/token/logout/', response: emptyResponseSchema }, options),

    /** Trades a Facebook access token for the shop's token. */
    facebookLogin: (body: SocialLoginRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/accounts/facebook-login',
          json: body,
          response: tokenResponseSchema,
        },
        options,
      ),

    /** Trades a Google access token (from the redirect hash or the code exchange) for ours. */
    googleLogin: (body: SocialLoginRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/accounts/google-login',
          json: body,
          response: tokenResponseSchema,
        },
        options,
      ),

    /** Changes the password from the profile's security tab; needs the session token. */
    setPassword: (body: SetPasswordRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/auth/users/set_password/',
          json: body,
          response: emptyResponseSchema,
        },
        options,
      ),

    /** Sends a reset link by e-mail. The ui swallows failures (§4), the client still reports them. */
    requestPasswordResetByEmail: (body: PasswordResetEmailRequest, options?: CallOptions) =>
      send(
        { method: 'POST', path: '/api/password_reset/', json: body, response: emptyResponseSchema },
        options,
      ),

    /** Sends a reset code by SMS; the phone goes as '+' and digits (§5). */
    requestPasswordResetByPhone: (body: PasswordResetPhoneRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/api/phone_password_reset',
          json: body,
          response: emptyResponseSchema,
        },
        options,
      ),

    /** Sets the new password with the token of the `resetPassword` link. */
    confirmPasswordReset: (body: PasswordResetConfirmRequest, options?: CallOptions) =>
      send(
        {
          method: 'POST',
          path: '/api/password_reset/confirm/',
          json: body,
          response: emptyResponseSchema,
        },
        options,
      ),

    /** Local auth strategy: signs in; the token is read from `token`. */
    localLogin: (body: LoginRequest, options?: CallOptions) =>
      send(
        { method: 'POST', path: '/api/auth/login', json: body, response: tokenResponseSchema },
        options,
      ),

    /** Local auth strategy: signs out. */
    localLogout: (options?: CallOptions) =>
      send({ method: 'POST', path: '/api/auth/logout', response: emptyResponseSchema }, options),

    /** Local auth strategy: the signed-in user, read from `user`. */
    localUser: (options?: CallOptions) =>
      send({ method: 'GET', path: '/api/auth/user', response: localUserResponseSchema }, options),
  };
}

export type AuthCalls = ReturnType<typeof authCalls>;
