import {
  loginRequestSchema,
  registerRequestSchema,
  setPasswordRequestSchema,
  type RegisterResponse,
} from '@shop/core/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { assertContactsFree, findByLogin, profileData, writeUser } from '../../auth/accounts.js';
import {
  accountLockRule,
  failureRules,
  limitFailures,
  requestCapRule,
  signInSubject,
} from '../../auth/limits.js';
import { hashPassword, needsRehash, verifyPassword } from '../../auth/passwords.js';
import {
  createSession,
  findSession,
  requireSession,
  revokeOtherSessions,
  revokeSession,
} from '../../auth/sessions.js';
import { users } from '../../db/schema.js';
import { ApiProblem, ERROR_DETAIL } from '../../http/errors.js';

/**
 * A hash to check wrong logins against, so an unknown account costs the same scrypt time as a
 * known one and the answer's timing does not tell them apart.
 */
let decoyHash: Promise<string> | undefined;

const checkTokenQuerySchema = z.object({ token: z.string().max(512) });

/**
 * Session and auth calls of §7: registration, sign-in and sign-out (the token API and the local
 * strategy), the token check, and the password change.
 */
export const authRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  const services = () => app.accounts;

  /** Signs in by phone or e-mail; the same refusal for a wrong password and an unknown login. */
  async function signIn(request: FastifyRequest): Promise<string> {
    const body = loginRequestSchema.parse(request.body);
    // Looked up first: the account's failures are counted whatever address they come from.
    const user = await findByLogin(db, body.username);
    const rules = [
      ...failureRules('login', body.username.trim(), request.ip),
      accountLockRule(signInSubject(body.username, user?.id)),
    ];
    return limitFailures(services().limiter, rules, async () => {
      decoyHash ??= hashPassword('not a password of anyone', services().passwordParams);
      const stored = user?.passwordHash ?? (await decoyHash);
      const valid = await verifyPassword(body.password, stored);
      if (!user || !user.passwordHash || !valid) {
        throw new ApiProblem(400, ERROR_DETAIL.invalidCredentials);
      }
      if (needsRehash(user.passwordHash, services().passwordParams)) {
        const passwordHash = await hashPassword(body.password, services().passwordParams);
        await db.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      }
      return createSession(db, user.id);
    });
  }

  app.post('/auth/users/', async (request, reply) => {
    await services().limiter.consume([requestCapRule('register', request.ip)]);
    const body = registerRequestSchema.parse(request.body);
    const rules = failureRules('register', body.email, request.ip);
    const created = await limitFailures(services().limiter, rules, async () => {
      await assertContactsFree(db, { email: body.email, phone: body.username });
      const passwordHash = await hashPassword(body.password, services().passwordParams);
      const company =
        body.person_type === 'juridical'
          ? {
              companyName: body.company_name,
              idno: body.idno,
              tva: body.tva ?? null,
              iban: body.iban,
              bic: body.bic,
            }
          : {};
      const [row] = await writeUser(() =>
        db
          .insert(users)
          .values({
            email: body.email,
            phone: body.username,
            passwordHash,
            personType: body.person_type,
            firstName: body.first_name ?? '',
            lastName: body.last_name ?? '',
            ...company,
          })
          .returning(),
      );
      if (!row) throw new Error('the new account was not returned');
      return row;
    });
    const answer: RegisterResponse = {
      id: created.id,
      email: created.email ?? '',
      username: created.phone ?? '',
    };
    return reply.code(201).send(answer);
  });

  app.post('/auth/token/login/', async (request) => ({ auth_token: await signIn(request) }));
  app.post('/api/auth/login', async (request) => ({ token: await signIn(request) }));

  const signOut = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = await requireSession(db, request);
    await revokeSession(db, session.tokenHash);
    return reply.code(204).send();
  };
  app.post('/auth/token/logout/', signOut);
  app.post('/api/auth/logout', signOut);

  app.get('/api/auth/user', async (request) => {
    const session = await requireSession(db, request);
    return { user: profileData(session.user).user };
  });

  /**
   * §4 "Session": the storefront checks its token cookie at start. A live token is echoed back;
   * anything else answers `token: null`, and the storefront drops the cookie.
   */
  app.get('/accounts/check-token', async (request) => {
    const { token } = checkTokenQuerySchema.parse(request.query);
    const rules = failureRules('check-token', token, request.ip);
    try {
      return await limitFailures(services().limiter, rules, async () => {
        const session = await findSession(db, token);
        if (!session) throw new ApiProblem(400, ERROR_DETAIL.invalidToken);
        return { token };
      });
    } catch (error) {
      if (error instanceof ApiProblem && error.detail === ERROR_DETAIL.invalidToken) {
        return { token: null };
      }
      throw error;
    }
  });

  /** The profile's password change: the current password again, then every other session ends. */
  app.post('/auth/users/set_password/', async (request, reply) => {
    const session = await requireSession(db, request);
    const body = setPasswordRequestSchema.parse(request.body);
    // Guessing the current password with a stolen session is guessing the sign-in password:
    // its failures count toward the account's lock from any address too.
    const rules = [
      ...failureRules('set-password', String(session.user.id), request.ip),
      accountLockRule(signInSubject('', session.user.id)),
    ];
    await limitFailures(services().limiter, rules, async () => {
      const stored = session.user.passwordHash;
      if (!stored || !(await verifyPassword(body.current_password, stored))) {
        throw new ApiProblem(400, ERROR_DETAIL.invalidCredentials);
      }
    });
    const passwordHash = await hashPassword(body.new_password, services().passwordParams);
    await db.update(users).set({ passwordHash }).where(eq(users.id, session.user.id));
    await revokeOtherSessions(db, session.user.id, session.tokenHash);
    return reply.code(204).send();
  });
};
