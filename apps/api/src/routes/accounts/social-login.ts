import { socialLoginRequestSchema } from '@shop/core/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { findByLogin } from '../../auth/accounts.js';
import { failureRules, limitFailures } from '../../auth/limits.js';
import { createSession } from '../../auth/sessions.js';
import {
  SocialProviderUnavailable,
  SocialTokenRejected,
  verifySocialToken,
  type SocialIdentity,
  type SocialProvider,
} from '../../auth/social.js';
import type { Database } from '../../db/client.js';
import { socialAccounts, users } from '../../db/schema.js';
import { ApiProblem, ERROR_DETAIL } from '../../http/errors.js';

/**
 * The account of a provider identity. Found by provider and subject; a first sign-in joins an
 * existing account only when the provider vouches for the e-mail (Google's email_verified), and
 * otherwise makes a new account (with the e-mail only if nobody uses it), so nobody can take over
 * an account by putting its e-mail on a provider profile.
 */
async function accountOf(db: Database, identity: SocialIdentity): Promise<number> {
  const linked = async () => {
    const [row] = await db
      .select({ userId: socialAccounts.userId })
      .from(socialAccounts)
      .where(
        and(
          eq(socialAccounts.provider, identity.provider),
          eq(socialAccounts.subject, identity.subject),
        ),
      )
      .limit(1);
    return row?.userId;
  };
  const existing = await linked();
  if (existing !== undefined) return existing;

  const owner = identity.email ? await findByLogin(db, identity.email) : undefined;
  try {
    return await db.transaction(async (tx) => {
      let userId = identity.emailVerified ? owner?.id : undefined;
      if (userId === undefined) {
        const [created] = await tx
          .insert(users)
          .values({
            email: owner ? null : identity.email,
            personType: 'physical',
            firstName: identity.firstName,
            lastName: identity.lastName,
          })
          .returning({ id: users.id });
        if (!created) throw new Error('the new account was not returned');
        userId = created.id;
      }
      await tx
        .insert(socialAccounts)
        .values({ userId, provider: identity.provider, subject: identity.subject });
      return userId;
    });
  } catch (error) {
    // Two first sign-ins at once: the other one linked the identity (or took the e-mail).
    const winner = await linked();
    if (winner !== undefined) return winner;
    throw error;
  }
}

/**
 * POST /accounts/google-login and /accounts/facebook-login (§7): the provider's access token is
 * confirmed with the provider, then traded for the shop's token.
 */
export const socialLoginRoutes: FastifyPluginAsync = async (app) => {
  const signIn = (provider: SocialProvider) => async (request: { body: unknown; ip: string }) => {
    const { access_token } = socialLoginRequestSchema.parse(request.body);
    const rules = failureRules('social-login', provider, request.ip);
    const token = await limitFailures(app.accounts.limiter, rules, async () => {
      let identity: SocialIdentity;
      try {
        identity = await verifySocialToken(
          provider,
          access_token,
          app.config.oauth,
          app.accounts.fetch,
        );
      } catch (error) {
        if (error instanceof SocialTokenRejected) {
          throw new ApiProblem(401, ERROR_DETAIL.socialLoginFailed);
        }
        if (error instanceof SocialProviderUnavailable) {
          app.log.warn({ provider, reason: error.message }, 'sign-in provider unavailable');
          throw new ApiProblem(502, ERROR_DETAIL.socialLoginFailed);
        }
        throw error;
      }
      return createSession(app.db, await accountOf(app.db, identity));
    });
    return { token };
  };
  app.post('/accounts/google-login', signIn('google'));
  app.post('/accounts/facebook-login', signIn('facebook'));
};
