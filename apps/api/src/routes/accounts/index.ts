import type { FastifyPluginAsync } from 'fastify';
import { privateAnswers } from '../../http/cache.js';
import { authRoutes } from './auth.js';
import { passwordResetRoutes } from './password-reset.js';
import { profileRoutes } from './profile.js';
import { socialLoginRoutes } from './social-login.js';

/**
 * The session and auth calls of SPEC §7: registration, sign-in by password, Google or Facebook,
 * sign-out, the token check, the profile, password change and reset, and the newsletter. Nothing
 * here is cached: every answer is one account's.
 */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  privateAnswers(app);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(socialLoginRoutes);
};
