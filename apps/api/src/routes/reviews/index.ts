import { createReviewRequestSchema, type reviewSchema } from '@shop/core/contract';
import type { LocaleCode } from '@shop/core/rules';
import type { FastifyPluginAsync } from 'fastify';
import type { z } from 'zod';
import { requireSession, type UserRow } from '../../auth/sessions.js';
import { sqlRefusal } from '../../db/client.js';
import { reviews } from '../../db/schema.js';
import { privateAnswers } from '../../http/cache.js';
import { ApiProblem, ERROR_DETAIL, fieldProblem } from '../../http/errors.js';
import { limitKey, type LimitRule } from '../../http/rate-limit.js';
import { existingProductIds } from '../favourites/known-products.js';

type ReviewAnswer = z.input<typeof reviewSchema>;

/** Reviews one account may post in an hour (every well-formed attempt counts, refused or not). */
export const REVIEWS_PER_HOUR = 20;
const HOUR = 60 * 60_000;

/**
 * The author's name when the account has neither a first nor a last name (an account made by a
 * social sign-in may have none). Stored with the review in the language it was posted in: the
 * name is part of the review as it was written, like its text. The message catalogue
 * (messages/catalogue.ts) holds only the texts of outbound e-mails and SMS, so this one word
 * lives here.
 */
export const ANONYMOUS_AUTHOR: Readonly<Record<LocaleCode, string>> = {
  ro: 'Cumpărător',
  en: 'Customer',
  ru: 'Покупатель',
};

/** The unique index that allows one review of a product per account. */
const ONE_REVIEW_PER_ACCOUNT = 'reviews_user_product_key';
/** The foreign key of reviews.product_id: the product went between the check and the insert. */
const REVIEW_PRODUCT_KEY = 'reviews_product_id_products_id_fk';

/**
 * POST /shop/reviews/ (§7; the product page's create-review button, §2): a signed-in account
 * reviews a product once, with a grade of 1 to 5 and a plain text of 10 to 2000 characters. The
 * author's name is the account's (never sent by the client), its language the request's. The
 * review shows on the product page at once, first in its list and counted in its rating and
 * per-star bars (no moderation step exists in this shop).
 *
 * Answers 201 with the review in the shape of the product page's reviews; 400 for a bad body or
 * a product that does not exist (`product: invalid`); 401 without a valid token; 409
 * `already_reviewed` for a second review of the same product, also when two arrive at once (the
 * unique index decides); 429 with Retry-After past REVIEWS_PER_HOUR.
 */
export const reviewRoutes: FastifyPluginAsync = async (app) => {
  privateAnswers(app);
  const { db } = app;

  app.post('/shop/reviews/', async (request, reply) => {
    const { user } = await requireSession(db, request);
    const body = createReviewRequestSchema.parse(request.body);
    // Plain text, shown escaped by the storefront; controls other than tab and line breaks have no
    // place in a review (and NUL is refused by PostgreSQL itself, which would be a 500).
    if (hasControlCharacters(body.text)) throw fieldProblem('text', 'invalid');
    await app.accounts.limiter.consume([reviewRateRule(user.id)]);
    if (!(await existingProductIds(db, [body.product])).has(body.product)) {
      throw fieldProblem('product', 'invalid');
    }
    let row: typeof reviews.$inferSelect | undefined;
    try {
      [row] = await db
        .insert(reviews)
        .values({
          productId: body.product,
          userId: user.id,
          userName: authorName(user, request.locale),
          grade: body.grade,
          text: body.text,
          // Written in the language the shopper reads the shop in.
          lang: request.locale,
        })
        .returning();
    } catch (error) {
      const refusal = sqlRefusal(error);
      if (refusal?.code === '23505' && refusal.constraint === ONE_REVIEW_PER_ACCOUNT) {
        throw new ApiProblem(409, ERROR_DETAIL.alreadyReviewed);
      }
      if (refusal?.code === '23503' && refusal.constraint === REVIEW_PRODUCT_KEY) {
        throw fieldProblem('product', 'invalid');
      }
      throw error;
    }
    if (!row) throw new Error('review insert returned no row');
    const answer: ReviewAnswer = {
      id: row.id,
      user_name: row.userName,
      initial: row.userName.trim().charAt(0).toUpperCase() || null,
      date: row.createdAt.toISOString(),
      grade: row.grade,
      text: row.text,
      lang: row.lang,
    };
    return reply.code(201).send(answer);
  });
};

/** The hourly cap of reviews posted by one account. */
export function reviewRateRule(userId: number): LimitRule {
  return { key: limitKey('reviews', String(userId)), limit: REVIEWS_PER_HOUR, windowMs: HOUR };
}

/**
 * The name a review is signed with: the account's first and last name, trimmed and with runs of
 * blanks made one space; the locale's neutral word when both are empty.
 */
export function authorName(
  user: Pick<UserRow, 'firstName' | 'lastName'>,
  locale: LocaleCode,
): string {
  const name = `${user.firstName} ${user.lastName}`.replace(/\s+/g, ' ').trim();
  return name === '' ? ANONYMOUS_AUTHOR[locale] : name;
}

/**
 * Whether a text holds a C0 control other than tab, line feed and carriage return, DEL, a C1
 * control or a lone surrogate (not a character at all: it cannot be stored as UTF-8).
 */
export function hasControlCharacters(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
    if (code >= 0xd800 && code <= 0xdfff) return true;
  }
  return false;
}
