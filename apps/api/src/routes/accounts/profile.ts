import {
  newsletterPreferencesRequestSchema,
  newsletterSubscribeRequestSchema,
  profileCompleteRequestSchema,
  profileUpdateRequestSchema,
  type NewsletterSettings,
} from '@shop/core/contract';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { assertContactsFree, profileData, writeUser } from '../../auth/accounts.js';
import { requestCapRule } from '../../auth/limits.js';
import { optionalSession, requireSession, type UserRow } from '../../auth/sessions.js';
import { newsletterSubscriptions, users } from '../../db/schema.js';
import { ApiProblem, ERROR_DETAIL } from '../../http/errors.js';

type UserChanges = Partial<typeof users.$inferInsert>;

/** Company fields a juridical account must have (§5 "Register juridical"). */
const COMPANY_FIELDS = [
  ['company_name', 'companyName'],
  ['idno', 'idno'],
  ['iban', 'iban'],
  ['bic', 'bic'],
] as const;

/**
 * A juridical account keeps its company data: after the change, every required company field
 * must be there, or the change is refused with those fields 'required'.
 */
function assertCompanyComplete(user: UserRow, changes: UserChanges): void {
  const personType = changes.personType ?? user.personType;
  if (personType !== 'juridical') return;
  const missing = COMPANY_FIELDS.filter(([, column]) => !(changes[column] ?? user[column]));
  if (missing.length > 0) {
    throw new ApiProblem(
      400,
      ERROR_DETAIL.invalidRequest,
      Object.fromEntries(missing.map(([field]) => [field, { key: 'required' as const }])),
    );
  }
}

function newsletterSettings(user: UserRow): NewsletterSettings {
  return {
    email: user.email,
    email_subscription: user.newsletter,
    sms_subscription: user.newsletterSms,
  };
}

/**
 * The account calls of §7: the profile and its changes, the wholesale data after a login, and
 * the newsletter. Role fields (manager, dealer, discount) are not in any request schema: a body
 * that carries them is refused (strict schemas), so no public call can grant a role.
 */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  async function update(user: UserRow, changes: UserChanges): Promise<UserRow> {
    assertCompanyComplete(user, changes);
    await assertContactsFree(
      db,
      { email: changes.email ?? undefined, phone: changes.phone ?? undefined },
      user.id,
    );
    if (Object.keys(changes).length === 0) return user;
    const [row] = await writeUser(() =>
      db.update(users).set(changes).where(eq(users.id, user.id)).returning(),
    );
    return row ?? user;
  }

  app.get('/accounts/user-profile/', async (request) => {
    const { user } = await requireSession(db, request);
    return profileData(user);
  });

  /** §4 "Login": the wholesale user data loaded after a login (the profile with its role blocks). */
  app.post('/accounts/', async (request) => {
    const { user } = await requireSession(db, request);
    return profileData(user);
  });

  app.post('/accounts/profile-update/', async (request) => {
    const { user } = await requireSession(db, request);
    const body = profileUpdateRequestSchema.parse(request.body);
    const changes: UserChanges = {};
    if (body.first_name !== undefined) changes.firstName = body.first_name;
    if (body.last_name !== undefined) changes.lastName = body.last_name;
    if (body.email !== undefined) changes.email = body.email;
    if (body.username !== undefined) changes.phone = body.username;
    if (body.birth_date !== undefined) changes.birthDate = body.birth_date;
    if (body.address !== undefined) changes.address = body.address;
    if (body.person_type !== undefined) changes.personType = body.person_type;
    if (body.company_name !== undefined) changes.companyName = body.company_name;
    if (body.idno !== undefined) changes.idno = body.idno;
    if (body.tva !== undefined) changes.tva = body.tva === '' ? null : body.tva;
    if (body.iban !== undefined) changes.iban = body.iban;
    if (body.bic !== undefined) changes.bic = body.bic;
    return profileData(await update(user, changes));
  });

  /** Completes an account made by a Google or Facebook sign-in: phone, person type, company. */
  app.post('/accounts/profile-complete-data/', async (request) => {
    const { user } = await requireSession(db, request);
    const body = profileCompleteRequestSchema.parse(request.body);
    const changes: UserChanges = { phone: body.username, personType: body.person_type };
    if (body.email !== undefined) changes.email = body.email;
    if (body.first_name !== undefined) changes.firstName = body.first_name;
    if (body.last_name !== undefined) changes.lastName = body.last_name;
    if (body.person_type === 'juridical') {
      Object.assign(changes, {
        companyName: body.company_name,
        idno: body.idno,
        tva: body.tva ? body.tva : null,
        iban: body.iban,
        bic: body.bic,
      } satisfies UserChanges);
    }
    return profileData(await update(user, changes));
  });

  app.get('/accounts/newsletter-set/', async (request) => {
    const { user } = await requireSession(db, request);
    return newsletterSettings(user);
  });

  /**
   * A newsletter request without a valid session counts against the address's hourly cap before
   * its body is read, so junk counts too; signed-in shoppers only set their own switches.
   */
  const newsletterCap = {
    onRequest: async (request: FastifyRequest) => {
      if (await optionalSession(db, request)) return;
      await app.accounts.limiter.consume([requestCapRule('newsletter', request.ip)]);
    },
  };

  /**
   * Either the newsletter block (name, last name, an e-mail or a phone, agreement; no account
   * needed; 204 also for an address or number already subscribed) or the profile's switches
   * (signed in; answers them). A signed-in shopper who signs up their own e-mail or phone turns
   * the profile's matching switch on.
   */
  app.post('/accounts/newsletter-set/', newsletterCap, async (request, reply) => {
    if (!isSwitchesBody(request.body)) {
      const body = newsletterSubscribeRequestSchema.parse(request.body);
      const contact = body.email === undefined ? { phone: body.phone } : { email: body.email };
      await db
        .insert(newsletterSubscriptions)
        .values({
          ...contact,
          firstName: body.name,
          lastName: body.last_name,
          locale: request.locale,
        })
        .onConflictDoNothing();
      const session = await optionalSession(db, request);
      const { user } = session ?? {};
      if (user && contact.email && user.email?.toLowerCase() === contact.email.toLowerCase()) {
        await db.update(users).set({ newsletter: true }).where(eq(users.id, user.id));
      }
      if (user && contact.phone && user.phone === contact.phone) {
        await db.update(users).set({ newsletterSms: true }).where(eq(users.id, user.id));
      }
      return reply.code(204).send();
    }
    const { user } = await requireSession(db, request);
    const switches = newsletterPreferencesRequestSchema.parse(request.body);
    const [row] = await db
      .update(users)
      .set({ newsletter: switches.email_subscription, newsletterSms: switches.sms_subscription })
      .where(eq(users.id, user.id))
      .returning();
    return newsletterSettings(row ?? user);
  });
};

/** The profile's switches are told from the newsletter block by their keys. */
function isSwitchesBody(body: unknown): boolean {
  return (
    typeof body === 'object' &&
    body !== null &&
    ('email_subscription' in body || 'sms_subscription' in body)
  );
}
