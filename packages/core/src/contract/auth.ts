import { z } from '../zod.js';
import { MAX_LENGTH } from '../rules/constants.js';
import {
  bicField,
  companyNameField,
  currentPasswordField,
  emailField,
  ibanField,
  idnoField,
  passwordField,
  phonePayloadField,
  requiredText,
  tvaField,
} from '../rules/fields.js';
import { usernameKind } from '../rules/validation.js';
import {
  idSchema,
  messageKey,
  nullableTextSchema,
  optionalText,
  textOrEmptySchema,
} from './common.js';
import { userAccountSchema } from './account.js';

// ---------------------------------------------------------------------------------------------
// Sign-in
// ---------------------------------------------------------------------------------------------

/**
 * The login name: a phone as sent ('+373' and eight digits) or an e-mail (§7 "username (phone or
 * email)"). Text with '@' is checked as an e-mail, anything else as a phone, so the error key
 * matches the mode the shopper used.
 */
export const loginUsernameField = requiredText(MAX_LENGTH.email).superRefine((value, context) => {
  const asEmail = usernameKind(value) === 'email';
  const valid = asEmail
    ? emailField.safeParse(value).success
    : phonePayloadField.safeParse(value).success;
  if (!valid) context.addIssue({ code: 'custom', message: asEmail ? 'email' : 'phone' });
});

/** Body of POST /auth/token/login/ and of the local strategy's POST /api/auth/login. */
export const loginRequestSchema = z.strictObject({
  username: loginUsernameField,
  password: currentPasswordField,
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** Answer of POST /auth/token/login/. */
export const loginResponseSchema = z.object({ auth_token: z.string().min(1) });
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** Body of POST /accounts/facebook-login and /accounts/google-login. */
export const socialLoginRequestSchema = z.strictObject({
  access_token: requiredText(4096),
});
export type SocialLoginRequest = z.input<typeof socialLoginRequestSchema>;

/** Answer of the social logins and of the local strategy's login: the shop's token. */
export const tokenResponseSchema = z.object({ token: z.string().min(1) });
export type TokenResponse = z.output<typeof tokenResponseSchema>;

/**
 * Answer of GET /accounts/check-token?token=. The token field is read (§7): a string means the
 * token is valid; missing, null or '' means it is not.
 */
export const checkTokenResponseSchema = z.object({
  token: z
    .string()
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type CheckTokenResponse = z.output<typeof checkTokenResponseSchema>;

/** Answer of the local strategy's GET /api/auth/user: the user is read from `user`. */
export const localUserResponseSchema = z.object({
  user: userAccountSchema.nullish().transform((value) => value ?? null),
});
export type LocalUserResponse = z.output<typeof localUserResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Registration (POST /auth/users/)
// ---------------------------------------------------------------------------------------------

/**
 * Fields both person types send. `re_password` is optional (the payload of §3 has no
 * confirmation) but, when sent, must equal the password. The profile fields of §3 ("profile
 * fields are also sent") are the first and last name.
 */
const registrationFields = {
  email: emailField,
  username: phonePayloadField,
  password: passwordField,
  re_password: z.string(messageKey('required')).optional(),
  first_name: optionalText(MAX_LENGTH.name),
  last_name: optionalText(MAX_LENGTH.name),
};

export const physicalRegistrationSchema = z.strictObject({
  ...registrationFields,
  person_type: z.literal('physical'),
});

export const juridicalRegistrationSchema = z.strictObject({
  ...registrationFields,
  person_type: z.literal('juridical'),
  company_name: companyNameField,
  idno: idnoField,
  tva: tvaField,
  iban: ibanField,
  bic: bicField,
});

/** Registration payload of §3, physical or juridical by `person_type`, with the §5 rules. */
export const registerRequestSchema = z
  .discriminatedUnion(
    'person_type',
    [physicalRegistrationSchema, juridicalRegistrationSchema],
    messageKey('required'),
  )
  .refine((body) => body.re_password === undefined || body.re_password === body.password, {
    error: 'sameAs',
    path: ['re_password'],
  });
export type RegisterRequest = z.input<typeof registerRequestSchema>;

/** Answer of POST /auth/users/: the created account (no token; the shopper then signs in). */
export const registerResponseSchema = z.object({
  id: idSchema.optional(),
  email: textOrEmptySchema,
  username: textOrEmptySchema,
});
export type RegisterResponse = z.output<typeof registerResponseSchema>;

// ---------------------------------------------------------------------------------------------
// Passwords
// ---------------------------------------------------------------------------------------------

/** Body of POST /auth/users/set_password/ (the profile's security tab). */
export const setPasswordRequestSchema = z
  .strictObject({
    current_password: currentPasswordField,
    new_password: passwordField,
    re_new_password: z.string(messageKey('required')).optional(),
  })
  .refine(
    (body) => body.re_new_password === undefined || body.re_new_password === body.new_password,
    { error: 'sameAs', path: ['re_new_password'] },
  );
export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;

/** Body of POST /api/password_reset/ (restore by e-mail). */
export const passwordResetEmailRequestSchema = z.strictObject({ email: emailField });
export type PasswordResetEmailRequest = z.input<typeof passwordResetEmailRequestSchema>;

/** Body of POST /api/phone_password_reset (restore by phone, sent as '+' and digits, §5). */
export const passwordResetPhoneRequestSchema = z.strictObject({ phone: phonePayloadField });
export type PasswordResetPhoneRequest = z.input<typeof passwordResetPhoneRequestSchema>;

/**
 * Body of POST /api/password_reset/confirm/: the new password and the reset token. The e-mail
 * link carries the token (§4 "New password"). A reset by phone sends the six-digit code of the
 * SMS as `token` together with the `phone` it went to: a code alone is too short to name an
 * account.
 */
export const passwordResetConfirmRequestSchema = z.strictObject({
  password: passwordField,
  token: requiredText(512),
  phone: phonePayloadField.optional(),
});
export type PasswordResetConfirmRequest = z.input<typeof passwordResetConfirmRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Google OAuth (§7): the token endpoint and the userinfo endpoint of the provider
// ---------------------------------------------------------------------------------------------

/** The form body posted to the provider's token endpoint (§7). */
export const googleTokenRequestSchema = z.strictObject({
  code: z.string().min(1),
  client_id: z.string().min(1),
  redirect_uri: z.string().min(1),
  response_type: z.literal('code'),
  audience: z.string().optional(),
  grant_type: z.literal('authorization_code'),
  /** A web client's secret, sent by the storefront's server (never by a browser). */
  client_secret: z.string().optional(),
});
export type GoogleTokenRequest = z.input<typeof googleTokenRequestSchema>;

/** The provider's answer: the access token, which the shop then sends to /accounts/google-login. */
export const googleTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().default('Bearer'),
  expires_in: z.number().optional(),
  id_token: z.string().optional(),
  scope: z.string().optional(),
});
export type GoogleTokenResponse = z.output<typeof googleTokenResponseSchema>;

/** The provider's userinfo (OpenID Connect standard claims the shop reads). */
export const googleUserInfoSchema = z.object({
  sub: z.string(),
  email: nullableTextSchema,
  email_verified: z.boolean().optional(),
  name: nullableTextSchema,
  given_name: nullableTextSchema,
  family_name: nullableTextSchema,
  picture: nullableTextSchema,
  locale: nullableTextSchema,
});
export type GoogleUserInfo = z.output<typeof googleUserInfoSchema>;
