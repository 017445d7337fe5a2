import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  passwordResetConfirmRequestSchema,
  passwordResetEmailRequestSchema,
  passwordResetPhoneRequestSchema,
} from '@shop/core/contract';
import {
  localizePath,
  PASSWORD_RESET,
  RESET_PASSWORD_PARAM,
  type LocaleCode,
} from '@shop/core/rules';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { findByLogin } from '../../auth/accounts.js';
import {
  accountLockRule,
  failureRules,
  limitFailures,
  requestCapRule,
  resetMessagesRule,
  signInSubject,
} from '../../auth/limits.js';
import { hashPassword } from '../../auth/passwords.js';
import { shopNameIn } from '../../content/settings.js';
import { revokeOtherSessions, type UserRow } from '../../auth/sessions.js';
import { isTokenShaped, issueToken, tokenHash } from '../../auth/tokens.js';
import { passwordResets, users } from '../../db/schema.js';
import { ApiProblem, ERROR_DETAIL } from '../../http/errors.js';
import { passwordResetEmail, passwordResetSms } from '../../messages/templates.js';

type Channel = 'email' | 'phone';

const minutes = (ms: number) => Math.round(ms / 60_000);

/** The stored form of a phone code: bound to its account, so equal codes of two accounts differ. */
function codeHash(userId: number, code: string): string {
  return tokenHash(`${userId}:${code}`);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'utf8');
  const right = Buffer.from(b, 'utf8');
  return left.length === right.length && timingSafeEqual(left, right);
}

const invalidToken = () => new ApiProblem(400, ERROR_DETAIL.invalidToken);

/**
 * Password restore (§4 "Password restore", "New password", §7): a link by e-mail (single use, 30
 * minutes) or a six-digit code by SMS (10 minutes, 5 tries), then the new password with the token
 * or code. Asking answers 204 whether or not the account exists, and the message goes out after
 * the answer, so neither the answer nor its timing tells who has an account.
 */
export const passwordResetRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  /** Replaces the account's open resets on a channel with a new one; answers the secret. */
  async function startReset(user: UserRow, channel: Channel): Promise<string> {
    const now = new Date();
    let secret: string;
    let secretHash: string;
    if (channel === 'email') {
      const issued = issueToken(now, PASSWORD_RESET.emailLinkMs);
      secret = issued.token;
      secretHash = issued.hash;
    } else {
      secret = String(randomInt(0, 10 ** PASSWORD_RESET.phoneCodeDigits)).padStart(
        PASSWORD_RESET.phoneCodeDigits,
        '0',
      );
      secretHash = codeHash(user.id, secret);
    }
    const lifetime = channel === 'email' ? PASSWORD_RESET.emailLinkMs : PASSWORD_RESET.phoneCodeMs;
    await db.transaction(async (tx) => {
      await tx
        .update(passwordResets)
        .set({ usedAt: now })
        .where(
          and(
            eq(passwordResets.userId, user.id),
            eq(passwordResets.channel, channel),
            isNull(passwordResets.usedAt),
          ),
        );
      await tx.insert(passwordResets).values({
        userId: user.id,
        channel,
        secretHash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + lifetime),
      });
    });
    return secret;
  }

  /** Sends the reset message, unless the account has had its hourly share of them. */
  async function sendReset(user: UserRow, channel: Channel, locale: LocaleCode): Promise<void> {
    const { limiter, outbox } = app.accounts;
    try {
      await limiter.consume([resetMessagesRule(user.id)]);
    } catch (error) {
      if (error instanceof ApiProblem && error.statusCode === 429) {
        app.log.warn({ userId: user.id }, 'reset message cap reached; nothing sent');
        return;
      }
      throw error;
    }
    const secret = await startReset(user, channel);
    const shopName = await shopNameIn(app.db, locale, app.config.shopName);
    if (channel === 'email' && user.email) {
      const link = new URL(localizePath('/', locale), `${app.config.storefrontUrl}/`);
      link.searchParams.set(RESET_PASSWORD_PARAM, secret);
      const mail = passwordResetEmail(locale, {
        link: link.toString(),
        minutes: minutes(PASSWORD_RESET.emailLinkMs),
        shopName,
      });
      await outbox.send({ kind: 'password_reset', channel: 'email', to: user.email, ...mail });
    } else if (channel === 'phone' && user.phone) {
      const text = passwordResetSms(locale, {
        code: secret,
        minutes: minutes(PASSWORD_RESET.phoneCodeMs),
        shopName,
      });
      await outbox.send({ kind: 'password_reset', channel: 'sms', to: user.phone, text });
    }
  }

  /** Counts the request, then answers 204 and sends the message (if any) afterwards. */
  async function requestReset(
    request: { ip: string; locale: LocaleCode },
    login: string,
    channel: Channel,
  ): Promise<void> {
    const { limiter } = app.accounts;
    await limiter.consume([
      ...failureRules('password-reset', login, request.ip),
      requestCapRule('password-reset', request.ip),
    ]);
    const locale = request.locale;
    app.accounts.background('password reset', async () => {
      const user = await findByLogin(db, login);
      if (user) await sendReset(user, channel, locale);
    });
  }

  app.post('/api/password_reset/', async (request, reply) => {
    const { email } = passwordResetEmailRequestSchema.parse(request.body);
    await requestReset(request, email, 'email');
    return reply.code(204).send();
  });

  app.post('/api/phone_password_reset', async (request, reply) => {
    const { phone } = passwordResetPhoneRequestSchema.parse(request.body);
    await requestReset(request, phone, 'phone');
    return reply.code(204).send();
  });

  /** Uses an e-mailed token: answers the account, having marked the token used. */
  async function claimEmailToken(token: string): Promise<number> {
    if (!isTokenShaped(token)) throw invalidToken();
    const [claimed] = await db
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(passwordResets.secretHash, tokenHash(token)),
          eq(passwordResets.channel, 'email'),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, new Date()),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw invalidToken();
    return claimed.userId;
  }

  /**
   * Uses an SMS code: the account's latest open code; a wrong one spends one of its tries. Each
   * outcome is ONE conditional statement on the row (tries left, still open), so parallel guesses
   * cannot all read "tries left" before any of them counts: the database serialises the updates
   * of the row and re-checks the condition for each, so at most five ever count, and once five
   * have, the right code is refused too.
   */
  async function claimPhoneCode(phone: string, code: string): Promise<number> {
    const user = await findByLogin(db, phone);
    if (!user) throw invalidToken();
    const now = new Date();
    const [open] = await db
      .select({ id: passwordResets.id, secretHash: passwordResets.secretHash })
      .from(passwordResets)
      .where(
        and(
          eq(passwordResets.userId, user.id),
          eq(passwordResets.channel, 'phone'),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
      .limit(1);
    if (!open) throw invalidToken();
    const stillOpen = and(
      eq(passwordResets.id, open.id),
      isNull(passwordResets.usedAt),
      gt(passwordResets.expiresAt, now),
      lt(passwordResets.failedAttempts, PASSWORD_RESET.phoneCodeTries),
    );
    if (!sameHash(open.secretHash, codeHash(user.id, code.trim()))) {
      await db
        .update(passwordResets)
        .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
        .where(stillOpen);
      throw invalidToken();
    }
    const [claimed] = await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(stillOpen)
      .returning({ userId: passwordResets.userId });
    if (!claimed) throw invalidToken();
    return claimed.userId;
  }

  app.post('/api/password_reset/confirm/', async (request, reply) => {
    const body = passwordResetConfirmRequestSchema.parse(request.body);
    const rules = failureRules('confirm', body.phone ?? body.token, request.ip);
    const userId = await limitFailures(app.accounts.limiter, rules, () =>
      body.phone === undefined
        ? claimEmailToken(body.token)
        : claimPhoneCode(body.phone, body.token),
    );
    const passwordHash = await hashPassword(body.password, app.accounts.passwordParams);
    const now = new Date();
    await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
    // The other open resets die with the old password, and so does every session.
    await db
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await revokeOtherSessions(db, userId);
    // The owner proved who they are: the account's sign-in lock (if any) ends with the reset.
    await app.accounts.limiter.clear([accountLockRule(signInSubject('', userId)).key]);
    return reply.code(204).send();
  });
};
