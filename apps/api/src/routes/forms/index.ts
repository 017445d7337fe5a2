import multipart from '@fastify/multipart';
import {
  contactFormRequestSchema,
  dealerFormRequestSchema,
  partnerFormRequestSchema,
  vacancyFormRequestSchema,
} from '@shop/core/contract';
import {
  CV_FILE,
  CV_MAX_MEGABYTES,
  cvFileError,
  DEFAULT_LOCALE,
  LOCALE_CODES,
  type LocaleCode,
} from '@shop/core/rules';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { requestCapRule } from '../../auth/limits.js';
import { optionalSession } from '../../auth/sessions.js';
import { vacancies } from '../../db/schema.js';
import { cleanFileName, detectCvType } from '../../forms/cv-file.js';
import { readMultipartForm, type MultipartFormRules } from '../../forms/multipart.js';
import {
  notifyShop,
  storeSubmission,
  type NewSubmission,
  type SubmissionFile,
} from '../../forms/submissions.js';
import { privateAnswers } from '../../http/cache.js';
import { ApiProblem, ERROR_DETAIL, fieldProblem } from '../../http/errors.js';
import { refuseUnstorable } from '../../http/input.js';
import { pick, prefixedLocale } from '../../http/locale.js';
import type { FormKind } from '../../messages/catalogue.js';

const CV_RULES: MultipartFormRules = {
  fileField: 'cv',
  maxFileBytes: CV_FILE.maxBytes,
  maxFileMegabytes: CV_MAX_MEGABYTES,
};

/** Multipart text is text: a vacancy id of digits becomes the number the JSON body carries. */
function idFromText(value: unknown): unknown {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
}

/** Likewise a ticked agreement arrives as 'true' and becomes the `true` the JSON body carries. */
function tickFromText(value: unknown): unknown {
  return value === 'true' ? true : value;
}

/**
 * The shop's forms (§1, §7): the vacancy form (JSON, or multipart with a CV), the partner form,
 * the dealer application and the contact form. Each stores one row of `form_submissions` (the CV in
 * `form_attachments`), answers 201 `{ id }` and then e-mails the shop's support address. Sign-in
 * is optional: a valid token records the account, anything else is a visitor. Every submission
 * counts against an hourly cap per address and form, counted before the body is read so that
 * junk counts too.
 */
export const formRoutes: FastifyPluginAsync = async (app) => {
  privateAnswers(app);
  // Registered here, so only these routes read multipart bodies (elsewhere they stay a 415).
  await app.register(multipart);
  const { db } = app;

  const capped = (action: `${FormKind}-form`) =>
    async function formRequestCap(request: FastifyRequest): Promise<void> {
      await app.accounts.limiter.consume([requestCapRule(action, request.ip)]);
    };

  /** Stores the form, answers 201 `{ id }` and tells the staff afterwards. */
  async function submit(
    request: FastifyRequest,
    reply: FastifyReply,
    form: Omit<NewSubmission, 'userId' | 'locale'> & { locale?: LocaleCode; vacancyTitle?: string },
  ): Promise<FastifyReply> {
    const session = await optionalSession(db, request);
    const locale = form.locale ?? request.locale;
    const id = await storeSubmission(db, {
      kind: form.kind,
      data: form.data,
      locale,
      userId: session?.user.id ?? null,
      ...(form.file ? { file: form.file } : {}),
    });
    notifyShop(app, {
      kind: form.kind,
      id,
      senderLocale: locale,
      data: form.data,
      ...(form.vacancyTitle === undefined ? {} : { vacancyTitle: form.vacancyTitle }),
      ...(form.file ? { cv: { fileName: form.file.fileName, size: form.file.bytes.length } } : {}),
    });
    return reply.code(201).send({ id });
  }

  /** The fields and CV of a multipart vacancy form, checked as the JSON body is. */
  async function vacancyMultipart(request: FastifyRequest, reply: FastifyReply) {
    let form;
    try {
      form = await readMultipartForm(app, request, CV_RULES);
    } catch (error) {
      // The upload may not have been read to its end (a CV over the limit): closing the
      // connection stops it, where keeping it alive would read and drop the rest first.
      void reply.header('connection', 'close');
      throw error;
    }
    // Multipart fields bypass the check of parsed bodies (http/input.ts): the same refusal here.
    refuseUnstorable(form.fields);
    const body = vacancyFormRequestSchema.parse({
      ...form.fields,
      vacancy: idFromText(form.fields.vacancy),
      agreement: tickFromText(form.fields.agreement),
    });
    if (!form.file) return { body };
    // The name and size by the rule the screen checks before upload; then the bytes, API-only.
    const refusal = cvFileError({ name: form.file.fileName, size: form.file.bytes.length });
    if (refusal?.key === 'fileTooLarge') {
      throw new ApiProblem(413, ERROR_DETAIL.payloadTooLarge, { cv: refusal });
    }
    if (refusal) throw new ApiProblem(415, ERROR_DETAIL.unsupportedMediaType, { cv: refusal });
    const type = detectCvType(form.file.fileName, form.file.bytes);
    if (!type) {
      throw new ApiProblem(415, ERROR_DETAIL.unsupportedMediaType, { cv: { key: 'fileType' } });
    }
    const cv: SubmissionFile = {
      fileName: cleanFileName(form.file.fileName),
      contentType: type.contentType,
      bytes: form.file.bytes,
    };
    return { body, cv };
  }

  /** The title (in the shop's language, for the staff) of an open vacancy; 400 for any other. */
  async function openVacancyTitle(id: number): Promise<string> {
    const [vacancy] = await db
      .select({ title: vacancies.title })
      .from(vacancies)
      .where(and(eq(vacancies.id, id), eq(vacancies.active, true)));
    if (!vacancy) throw fieldProblem('vacancy', 'invalid');
    return pick(vacancy.title, DEFAULT_LOCALE);
  }

  /** POST /accounts/vacancy-form/: JSON, or multipart/form-data with an optional `cv` file. */
  app.post(
    '/accounts/vacancy-form/',
    { onRequest: capped('vacancy-form') },
    async (request, reply) => {
      const { body, cv } = request.isMultipart()
        ? await vacancyMultipart(request, reply)
        : { body: vacancyFormRequestSchema.parse(request.body), cv: undefined };
      const vacancyTitle = await openVacancyTitle(body.vacancy);
      return submit(request, reply, {
        kind: 'vacancy',
        data: body,
        vacancyTitle,
        ...(cv ? { file: cv } : {}),
      });
    },
  );

  /**
   * The partner form. The spec writes it with /ru; every language prefix, and none,
   * answers, and the prefix gives the stored language when Accept-Language is absent.
   */
  const partnerForm = (prefix: LocaleCode | null) =>
    async function partnerFormSubmission(request: FastifyRequest, reply: FastifyReply) {
      const body = partnerFormRequestSchema.parse(request.body);
      return submit(request, reply, {
        kind: 'partner',
        data: body,
        locale: prefixedLocale(request, prefix),
      });
    };
  const partnerCap = { onRequest: capped('partner-form') };
  app.post('/api/accounts/partner-form/', partnerCap, partnerForm(null));
  for (const locale of LOCALE_CODES) {
    app.post(`/${locale}/api/accounts/partner-form/`, partnerCap, partnerForm(locale));
  }

  /**
   * The dealer application of /pages/signup-dealers (its path is not shown in the spec; it sits
   * beside the partner form).
   */
  app.post(
    '/api/accounts/dealer-form/',
    { onRequest: capped('dealer-form') },
    async (request, reply) => {
      const body = dealerFormRequestSchema.parse(request.body);
      return submit(request, reply, { kind: 'dealer', data: body });
    },
  );

  /** The contact form (its path is not shown in the spec; it sits beside the contacts calls). */
  app.post(
    '/api/contacts/contact-form/',
    { onRequest: capped('contact-form') },
    async (request, reply) => {
      const body = contactFormRequestSchema.parse(request.body);
      return submit(request, reply, { kind: 'contact', data: body });
    },
  );
};
