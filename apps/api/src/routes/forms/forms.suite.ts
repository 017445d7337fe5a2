import { createClient, type FetchLike } from '@shop/core/client';
import { CV_FILE } from '@shop/core/rules';
import { count, desc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_REQUEST_CAP } from '../../auth/limits.js';
import type { Driver } from '../../db/client.js';
import {
  formAttachments,
  formSubmissions,
  outboundMessages,
  siteSettings,
  users,
  vacancies,
} from '../../db/schema.js';
import { COMPANY } from '../../seed/content.js';
import { createTestApi, type TestApi } from '../../test/harness.js';
import {
  call,
  DEMO_LOGINS,
  demoToken,
  expectProblem,
  nextAddress,
  type CallOptions,
} from '../../test/http.js';
import { outboxFor } from '../accounts/accounts.test-helpers.js';
import { multipartBody, SAMPLE_FILES, type Part } from './forms.test-helpers.js';

const VACANCY_PATH = '/accounts/vacancy-form/';
const PARTNER_PATH = '/ru/api/accounts/partner-form/';
const CONTACT_PATH = '/api/contacts/contact-form/';
const DEALER_PATH = '/api/accounts/dealer-form/';

const partnerBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vasile Ceban',
  company_name: 'Construcții Nord SRL',
  phone: '+37369123456',
  email: 'vasile@constructii.md',
  city: 'Bălți',
  message: 'Vrem să devenim dealer în nord.',
  activity_type: 'construction',
  agreement: true,
  ...overrides,
});

const dealerBody = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Termo Grup SRL',
  idno: '1003600012344',
  name: 'Elena Rusu',
  phone: '+37369123456',
  email: 'elena@termogrup.md',
  city: 'Bălți',
  activity_type: 'installation',
  agreement: true,
  ...overrides,
});

const contactBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ion Rusu',
  email: 'ion@example.md',
  message: 'Livrați la Cahul?\nMulțumesc.',
  agreement: true,
  ...overrides,
});

/**
 * The shop's forms over HTTP (§1, §7): the vacancy form (JSON or multipart with a CV), the
 * partner form and the contact form. What each stores and answers, the staff's e-mail, every
 * refusal (fields, vacancy, CV size and type, broken multipart) with nothing written, and the
 * per-address caps. Run by forms.test.ts (PGlite) and forms.pg.test.ts (PostgreSQL).
 */
export function formsSuite(driver: Driver): void {
  describe(`forms (${driver})`, () => {
    let api: TestApi;
    let openVacancy: { id: number; title: string };
    let closedVacancyId: number;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: { products: 5 } });
      const [open] = await api.database.db
        .select()
        .from(vacancies)
        .where(eq(vacancies.active, true))
        .limit(1);
      if (!open) throw new Error('the seed has no open vacancy');
      openVacancy = { id: open.id, title: open.title.ro };
      const [closed] = await api.database.db
        .insert(vacancies)
        .values({
          title: { ro: 'Post închis', en: 'Closed job', ru: 'Закрытая вакансия' },
          text: { ro: '', en: '', ru: '' },
          city: { ro: 'Chișinău', en: 'Chisinau', ru: 'Кишинёв' },
          active: false,
        })
        .returning();
      if (!closed) throw new Error('no closed vacancy');
      closedVacancyId = closed.id;
    });
    afterAll(() => api.close());

    const vacancyBody = (overrides: Record<string, unknown> = {}) => ({
      vacancy: openVacancy.id,
      name: 'Ana Rusu',
      phone: '+37369000111',
      email: 'ana.rusu@example.md',
      message: 'Am 3 ani de experiență în vânzări.',
      agreement: true,
      ...overrides,
    });

    /** The vacancy form's text fields as multipart parts. */
    const vacancyParts = (overrides: Record<string, string> = {}): Part[] =>
      Object.entries({
        vacancy: String(openVacancy.id),
        name: 'Ana Rusu',
        phone: '+37369000111',
        email: 'ana.rusu@example.md',
        // Multipart parts are text: the ticked agreement travels as 'true'.
        agreement: 'true',
        ...overrides,
      }).map(([name, value]) => ({ name, value }));

    const sendMultipart = (parts: readonly Part[], options: CallOptions = {}) => {
      const { body, headers } = multipartBody(parts);
      return call(api, 'POST', VACANCY_PATH, {
        ...options,
        body,
        headers: { ...headers, ...options.headers },
      });
    };

    const stored = async (response: LightMyRequestResponse) => {
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json<{ id: number }>();
      expect(Object.keys(response.json<object>())).toEqual(['id']);
      const [row] = await api.database.db
        .select()
        .from(formSubmissions)
        .where(eq(formSubmissions.id, id));
      if (!row) throw new Error(`submission ${id} not stored`);
      const files = await api.database.db
        .select()
        .from(formAttachments)
        .where(eq(formAttachments.submissionId, id));
      return { row, files };
    };

    /** How many submissions and files are stored: a refusal must leave both as they were. */
    const written = async () => {
      const [submissions] = await api.database.db.select({ n: count() }).from(formSubmissions);
      const [files] = await api.database.db.select({ n: count() }).from(formAttachments);
      return { submissions: submissions?.n ?? 0, files: files?.n ?? 0 };
    };

    /** The e-mail the staff received about a submission. */
    const staffMail = async (id: number) => {
      const messages = await outboxFor(api, COMPANY.email);
      return messages.find((message) => message.subject?.endsWith(` nr. ${id}`));
    };

    const customerId = async () => {
      const [row] = await api.database.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, DEMO_LOGINS.customer));
      if (!row) throw new Error('no demo customer');
      return row.id;
    };

    describe('POST /accounts/vacancy-form/ (JSON)', () => {
      it('stores the application with its language and account, answers 201 { id }, e-mails the staff', async () => {
        const token = await demoToken(api, 'customer');
        const response = await call(api, 'POST', VACANCY_PATH, {
          token,
          language: 'ru',
          body: vacancyBody(),
        });
        expect(response.headers['cache-control']).toBe('no-store');
        const { row, files } = await stored(response);
        expect(row).toMatchObject({
          kind: 'vacancy',
          locale: 'ru',
          userId: await customerId(),
          data: vacancyBody(),
        });
        expect(files).toEqual([]);
        const mail = await staffMail(row.id);
        // Signed with the shop's name of the site settings (the seed's), not the configured one.
        expect(mail?.subject).toBe(`CasaPlus: Candidatură pentru un post vacant nr. ${row.id}`);
        expect(mail?.body).toContain(`Post vacant: ${openVacancy.title} (nr. ${openVacancy.id})`);
        expect(mail?.body).toContain('Telefon: +37369000111');
        expect(mail?.body).toContain('Limba site-ului: rusă');
        expect(mail?.body).not.toContain('CV');
      });

      it('treats no token and an invalid token as a visitor', async () => {
        const anonymous = await stored(
          await call(api, 'POST', VACANCY_PATH, { body: vacancyBody({ email: undefined }) }),
        );
        expect(anonymous.row).toMatchObject({ userId: null, locale: 'ro' });
        expect(anonymous.row.data).not.toHaveProperty('email');
        const badToken = await stored(
          await call(api, 'POST', VACANCY_PATH, { token: 'a'.repeat(43), body: vacancyBody() }),
        );
        expect(badToken.row.userId).toBeNull();
      });

      it('refuses bad fields, unknown fields and an unknown, closed or impossible vacancy; writes nothing', async () => {
        const before = await written();
        const send = (body: unknown) => call(api, 'POST', VACANCY_PATH, { body });
        expectProblem(
          await send(vacancyBody({ name: 'A', phone: '069123', email: 'ana@' })),
          400,
          'invalid_request',
          { name: 'minLength', phone: 'phone', email: 'email' },
        );
        expectProblem(await send({}), 400, 'invalid_request', {
          vacancy: 'required',
          name: 'required',
          phone: 'required',
          agreement: 'required',
        });
        // §5: the agreement must be ticked; absent, false or text is refused under its name.
        for (const agreement of [undefined, false, 'true', 'yes']) {
          expectProblem(await send(vacancyBody({ agreement })), 400, 'invalid_request', {
            agreement: 'required',
          });
        }
        expectProblem(await send(vacancyBody({ vacancy: 'abc' })), 400, 'invalid_request', {
          vacancy: 'required',
        });
        expectProblem(await send(vacancyBody({ cv: 'cv.pdf' })), 400, 'invalid_request');
        expectProblem(await send(vacancyBody({ user_id: 1 })), 400, 'invalid_request');
        for (const vacancy of [closedVacancyId, 999_999]) {
          expectProblem(await send(vacancyBody({ vacancy })), 400, 'invalid_request', {
            vacancy: 'invalid',
          });
        }
        // Past the int4 ids: a 400 on the vacancy, never the database's error.
        for (const vacancy of [2 ** 31, 2 ** 40]) {
          const response = await send(vacancyBody({ vacancy }));
          expectProblem(response, 400, 'invalid_request');
          expect(response.json()).toHaveProperty('vacancy.key');
        }
        expectProblem(
          await call(api, 'POST', VACANCY_PATH, {
            body: '{"vacancy": 1,',
            headers: { 'content-type': 'application/json' },
          }),
          400,
          'invalid_request',
        );
        expectProblem(
          await call(api, 'POST', VACANCY_PATH, {
            body: '<vacancy>1</vacancy>',
            headers: { 'content-type': 'application/xml' },
          }),
          415,
          'unsupported_media_type',
        );
        expect(await written()).toEqual(before);
      });
    });

    describe('POST /accounts/vacancy-form/ (multipart with a CV)', () => {
      it('stores the application and the CV bytes as sent, typed by their content', async () => {
        const response = await sendMultipart(
          [
            ...vacancyParts(),
            { name: 'message', value: 'Rând unu\nRând doi' },
            {
              name: 'cv',
              fileName: 'CV Ana Rusu.pdf',
              contentType: 'application/octet-stream',
              content: SAMPLE_FILES.pdf,
            },
          ],
          { language: 'en' },
        );
        const { row, files } = await stored(response);
        expect(row).toMatchObject({
          kind: 'vacancy',
          locale: 'en',
          userId: null,
          data: {
            vacancy: openVacancy.id,
            name: 'Ana Rusu',
            phone: '+37369000111',
            email: 'ana.rusu@example.md',
            message: 'Rând unu\nRând doi',
            agreement: true,
          },
        });
        expect(files).toHaveLength(1);
        expect(files[0]).toMatchObject({
          fileName: 'CV Ana Rusu.pdf',
          contentType: 'application/pdf',
          size: SAMPLE_FILES.pdf.length,
        });
        expect(Buffer.compare(files[0]?.content ?? Buffer.alloc(0), SAMPLE_FILES.pdf)).toBe(0);
        const mail = await staffMail(row.id);
        expect(mail?.body).toContain('Candidatul a atașat un CV (CV Ana Rusu.pdf,');
        expect(mail?.body).toContain(`împreună cu cererea nr. ${row.id}.`);
      });

      it('takes the CV as the core client sends it (FormData built by fetch)', async () => {
        // The client's fetch, answered by the API in process: the body is the bytes fetch built.
        const injectFetch: FetchLike = async (input, init) => {
          const request = new Request(input, init);
          const headers: Record<string, string> = {};
          request.headers.forEach((value, name) => {
            headers[name] = value;
          });
          const url = new URL(request.url);
          const answer = await api.app.inject({
            method: 'POST',
            url: url.pathname,
            headers,
            payload: Buffer.from(await request.arrayBuffer()),
            remoteAddress: nextAddress(),
          });
          return new Response(answer.body === '' ? null : answer.body, {
            status: answer.statusCode,
            headers: { 'content-type': String(answer.headers['content-type'] ?? 'text/plain') },
          });
        };
        const client = createClient({ fetch: injectFetch, locale: 'ru' });
        const before = await written();
        await client.content.sendVacancyForm(
          { vacancy: openVacancy.id, name: 'Ana Rusu', phone: '+37369000111', agreement: true },
          { cv: new File([SAMPLE_FILES.docx], 'cv.docx') },
        );
        expect(await written()).toEqual({
          submissions: before.submissions + 1,
          files: before.files + 1,
        });
        const [file] = await api.database.db
          .select()
          .from(formAttachments)
          .orderBy(desc(formAttachments.id))
          .limit(1);
        expect(file?.fileName).toBe('cv.docx');
        expect(file?.content.equals(SAMPLE_FILES.docx)).toBe(true);
        await expect(
          client.content.sendVacancyForm(
            { vacancy: openVacancy.id, name: 'Ana Rusu', phone: '+37369000111', agreement: true },
            { cv: new File([SAMPLE_FILES.exe], 'cv.pdf') },
          ),
        ).rejects.toMatchObject({ status: 415, fieldErrors: { cv: 'fileType' } });
      });

      it('accepts each allowed type (pdf, doc, docx, odt, rtf), whatever Content-Type is declared', async () => {
        const token = await demoToken(api, 'customer');
        const userId = await customerId();
        const expected = {
          pdf: 'application/pdf',
          doc: 'application/msword',
          docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          odt: 'application/vnd.oasis.opendocument.text',
          rtf: 'application/rtf',
        } as const;
        for (const [extension, contentType] of Object.entries(expected)) {
          const content = SAMPLE_FILES[extension as keyof typeof expected];
          const response = await sendMultipart(
            [
              ...vacancyParts(),
              {
                name: 'cv',
                fileName: `cv.${extension.toUpperCase()}`,
                contentType: 'text/plain',
                content,
              },
            ],
            { token },
          );
          const { row, files } = await stored(response);
          expect(row.userId).toBe(userId);
          expect(files[0]?.contentType, extension).toBe(contentType);
          expect(files[0]?.content.equals(content)).toBe(true);
        }
      });

      it('without a file (or with an empty file input) stores the application alone', async () => {
        const plain = await stored(await sendMultipart(vacancyParts({ email: '' })));
        expect(plain.files).toEqual([]);
        expect(plain.row.data).not.toHaveProperty('email');
        const emptyInput = await stored(
          await sendMultipart([
            ...vacancyParts(),
            { name: 'cv', fileName: '', content: Buffer.alloc(0) },
          ]),
        );
        expect(emptyInput.files).toEqual([]);
      });

      it('accepts a CV of exactly the limit and refuses one byte more with 413 fileTooLarge', async () => {
        const before = await written();
        const atLimit = Buffer.alloc(CV_FILE.maxBytes, 0x20);
        SAMPLE_FILES.pdf.copy(atLimit);
        const tooBig = Buffer.concat([atLimit, Buffer.from(' ')]);
        const refused = await sendMultipart([
          ...vacancyParts(),
          { name: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', content: tooBig },
        ]);
        expectProblem(refused, 413, 'payload_too_large');
        expect(refused.json()).toEqual({
          detail: 'payload_too_large',
          cv: { key: 'fileTooLarge', params: { max: 5 } },
        });
        expect(refused.headers.connection).toBe('close');
        expect(await written()).toEqual(before);
        const accepted = await stored(
          await sendMultipart([
            ...vacancyParts(),
            { name: 'cv', fileName: 'cv.pdf', contentType: 'application/pdf', content: atLimit },
          ]),
        );
        expect(accepted.files[0]?.size).toBe(CV_FILE.maxBytes);
      });

      it('refuses with 415 fileType what is not a CV by its bytes and name; writes nothing', async () => {
        const before = await written();
        const cases: [fileName: string, content: Buffer][] = [
          ['cv.pdf', SAMPLE_FILES.exe],
          ['cv.pdf', SAMPLE_FILES.text],
          ['cv.exe', SAMPLE_FILES.pdf],
          ['cv.doc', SAMPLE_FILES.pdf],
          ['cv', SAMPLE_FILES.pdf],
          ['cv.docx', SAMPLE_FILES.zip],
          ['cv.odt', SAMPLE_FILES.docx],
          ['cv.docx', SAMPLE_FILES.odt.subarray(0, 20)],
          ['cv.rtf', SAMPLE_FILES.text],
        ];
        for (const [fileName, content] of cases) {
          const response = await sendMultipart([
            ...vacancyParts(),
            { name: 'cv', fileName, contentType: 'application/pdf', content },
          ]);
          expectProblem(response, 415, 'unsupported_media_type', { cv: 'fileType' });
        }
        // A part with bytes but no file name is a file of no type.
        expectProblem(
          await sendMultipart([...vacancyParts(), { name: 'cv', content: SAMPLE_FILES.pdf }]),
          415,
          'unsupported_media_type',
          { cv: 'fileType' },
        );
        expect(await written()).toEqual(before);
      });

      it('checks the multipart fields as the JSON ones, with the same keys', async () => {
        const before = await written();
        expectProblem(
          await sendMultipart(vacancyParts({ vacancy: 'abc', name: 'A', phone: '069' })),
          400,
          'invalid_request',
          { vacancy: 'required', name: 'minLength', phone: 'phone' },
        );
        expectProblem(await sendMultipart([]), 400, 'invalid_request', {
          vacancy: 'required',
          name: 'required',
          agreement: 'required',
        });
        // The agreement unticked (a checkbox left out, or any text but 'true'), even with a CV.
        const cv: Part = {
          name: 'cv',
          fileName: 'cv.pdf',
          contentType: 'application/pdf',
          content: SAMPLE_FILES.pdf,
        };
        for (const agreement of ['', 'false', 'on', 'TRUE']) {
          expectProblem(
            await sendMultipart([...vacancyParts({ agreement }), cv]),
            400,
            'invalid_request',
            { agreement: 'required' },
          );
        }
        expectProblem(
          await sendMultipart(vacancyParts({ vacancy: String(closedVacancyId) })),
          400,
          'invalid_request',
          { vacancy: 'invalid' },
        );
        const huge = await sendMultipart(vacancyParts({ vacancy: '99999999999' }));
        expectProblem(huge, 400, 'invalid_request');
        expect(huge.json()).toHaveProperty('vacancy.key');
        expectProblem(
          await sendMultipart([...vacancyParts(), { name: 'salary', value: '1000' }]),
          400,
          'invalid_request',
        );
        expectProblem(
          await sendMultipart(vacancyParts({ message: 'x'.repeat(20_005) })),
          400,
          'invalid_request',
          { message: 'maxLength' },
        );
        // NUL, which PostgreSQL cannot store, is refused under its field as in a JSON body. (Half
        // a surrogate pair cannot come this way: UTF-8, the parts' encoding, has no form for it.)
        const nul = await sendMultipart(vacancyParts({ message: 'Bună\u0000ziua' }));
        expectProblem(nul, 400, 'invalid_request', { message: 'invalid' });
        expect(await written()).toEqual(before);
      });

      it('refuses two files, a file under another name, a text cv and repeated fields with 400', async () => {
        const before = await written();
        const cv = (name = 'cv'): Part => ({
          name,
          fileName: 'cv.pdf',
          contentType: 'application/pdf',
          content: SAMPLE_FILES.pdf,
        });
        expectProblem(
          await sendMultipart([...vacancyParts(), cv(), cv()]),
          400,
          'invalid_request',
          { cv: 'invalid' },
        );
        expectProblem(
          await sendMultipart([...vacancyParts(), cv('photo')]),
          400,
          'invalid_request',
        );
        const detailFile = await sendMultipart([...vacancyParts(), cv('detail')]);
        expect(detailFile.json()).toEqual({ detail: 'invalid_request' });
        expectProblem(
          await sendMultipart([...vacancyParts(), { name: 'cv', value: 'see attached' }]),
          400,
          'invalid_request',
          { cv: 'invalid' },
        );
        expectProblem(
          await sendMultipart([...vacancyParts(), { name: 'name', value: 'Alt nume' }]),
          400,
          'invalid_request',
        );
        expectProblem(
          await sendMultipart([
            ...vacancyParts(),
            { name: 'cv', fileName: 'cv.pdf', content: Buffer.alloc(0) },
          ]),
          400,
          'invalid_request',
          { cv: 'invalid' },
        );
        expect(await written()).toEqual(before);
      });

      it('answers 400, never 500, to a broken multipart body; writes nothing', async () => {
        const before = await written();
        const { body: whole, headers } = multipartBody([
          ...vacancyParts(),
          { name: 'cv', fileName: 'cv.pdf', content: SAMPLE_FILES.pdf },
        ]);
        const send = (body: Buffer | string, contentType = headers['content-type'] ?? '') =>
          call(api, 'POST', VACANCY_PATH, { body, headers: { 'content-type': contentType } });
        const broken: [what: string, response: LightMyRequestResponse][] = [
          ['no boundary', await send(whole, 'multipart/form-data')],
          ['another boundary', await send(whole, 'multipart/form-data; boundary=other')],
          ['cut in the file', await send(whole.subarray(0, whole.length - 60))],
          ['cut in a header', await send(whole.subarray(0, 60))],
          ['junk', await send('this is not multipart at all')],
          [
            'a __proto__ field',
            await sendMultipart([...vacancyParts(), { name: '__proto__', value: 'x' }]),
          ],
          [
            'too many fields',
            await sendMultipart(
              Array.from({ length: 30 }, (_, index) => ({ name: `f${index}`, value: 'x' })),
            ),
          ],
        ];
        for (const [what, response] of broken) {
          expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
          expect(response.json(), what).toMatchObject({ detail: 'invalid_request' });
        }
        expect(await written()).toEqual(before);
      });
    });

    describe('POST /{ru,ro,en,}/api/accounts/partner-form/', () => {
      it('stores the application under every prefix, in the prefix’s language unless Accept-Language says', async () => {
        const token = await demoToken(api, 'customer');
        const ru = await stored(await call(api, 'POST', PARTNER_PATH, { body: partnerBody() }));
        expect(ru.row).toMatchObject({
          kind: 'partner',
          locale: 'ru',
          userId: null,
          data: partnerBody(),
        });
        const en = await stored(
          await call(api, 'POST', '/en/api/accounts/partner-form/', { body: partnerBody() }),
        );
        expect(en.row.locale).toBe('en');
        const ro = await stored(
          await call(api, 'POST', '/ro/api/accounts/partner-form/', {
            body: partnerBody(),
            language: 'ru',
            token,
          }),
        );
        expect(ro.row).toMatchObject({ locale: 'ru', userId: await customerId() });
        const bare = await stored(
          await call(api, 'POST', '/api/accounts/partner-form/', {
            body: partnerBody({ city: undefined, message: undefined }),
          }),
        );
        expect(bare.row.locale).toBe('ro');
        const mail = await staffMail(ru.row.id);
        expect(mail?.subject).toBe(`CasaPlus: Cerere de parteneriat nr. ${ru.row.id}`);
        expect(mail?.body).toContain('Companie: Construcții Nord SRL');
        expect(mail?.body).toContain('Domeniu de activitate: Construcții');
        expect(mail?.body).toContain('Limba site-ului: rusă');
      });

      it('refuses bad fields with their keys; writes nothing', async () => {
        const before = await written();
        const send = (body: unknown) => call(api, 'POST', PARTNER_PATH, { body });
        expectProblem(
          await send(
            partnerBody({ activity_type: 'smuggling', agreement: false, email: 'x', phone: '' }),
          ),
          400,
          'invalid_request',
          { activity_type: 'required', agreement: 'required', email: 'email', phone: 'required' },
        );
        expectProblem(await send(partnerBody({ company_name: 'AB' })), 400, 'invalid_request', {
          company_name: 'minLength',
        });
        expectProblem(await send(partnerBody({ is_dealer: true })), 400, 'invalid_request');
        const { body, headers } = multipartBody([{ name: 'name', value: 'Vasile' }]);
        expectProblem(
          await call(api, 'POST', PARTNER_PATH, { body, headers }),
          400,
          'invalid_request',
        );
        expect(await written()).toEqual(before);
      });
    });

    describe('POST /api/accounts/dealer-form/', () => {
      it('stores the application with the account that sent it and e-mails the staff', async () => {
        const token = await demoToken(api, 'customer');
        const body = dealerBody({ message: 'Montăm centrale termice în nord.' });
        const { row } = await stored(
          await call(api, 'POST', DEALER_PATH, { body, token, language: 'ru' }),
        );
        expect(row).toMatchObject({
          kind: 'dealer',
          locale: 'ru',
          userId: await customerId(),
          data: body,
        });
        const mail = await staffMail(row.id);
        expect(mail?.subject).toBe(`CasaPlus: Cerere de dealer nr. ${row.id}`);
        expect(mail?.body).toContain('IDNO: 1003600012344');
        expect(mail?.body).toContain('Companie: Termo Grup SRL');
      });

      it('treats no token and a wrong token as a visitor', async () => {
        for (const token of [undefined, 'not-a-token']) {
          const { row } = await stored(
            await call(api, 'POST', DEALER_PATH, {
              body: dealerBody(),
              ...(token ? { token } : {}),
            }),
          );
          expect(row.userId).toBeNull();
        }
      });

      it('refuses bad fields with their keys; writes nothing', async () => {
        const before = await written();
        const send = (body: unknown) => call(api, 'POST', DEALER_PATH, { body });
        expectProblem(
          await send(dealerBody({ idno: '1003', city: ' ', agreement: false, activity_type: 'x' })),
          400,
          'invalid_request',
          { idno: 'minLength', city: 'required', agreement: 'required', activity_type: 'required' },
        );
        expectProblem(
          await send(dealerBody({ company_name: 'AB', name: 'E' })),
          400,
          'invalid_request',
          {
            company_name: 'minLength',
            name: 'minLength',
          },
        );
        expectProblem(await send(dealerBody({ dealer_discount: 30 })), 400, 'invalid_request');
        expectProblem(await send({}), 400, 'invalid_request', {
          company_name: 'required',
          idno: 'required',
          email: 'required',
        });
        expect(await written()).toEqual(before);
      });

      it('allows an address 10 applications an hour, then 429', async () => {
        const address = nextAddress();
        for (let sent = 0; sent < ADDRESS_REQUEST_CAP['dealer-form']; sent += 1) {
          expect(
            (await call(api, 'POST', DEALER_PATH, { address, body: dealerBody() })).statusCode,
          ).toBe(201);
        }
        expectProblem(
          await call(api, 'POST', DEALER_PATH, { address, body: dealerBody() }),
          429,
          'too_many_requests',
        );
      });
    });

    describe('POST /api/contacts/contact-form/', () => {
      it('stores the message and e-mails it to the staff, escaped in the HTML', async () => {
        const body = contactBody({ message: '<script>alert(1)</script>\nMulțumesc.' });
        const { row } = await stored(
          await call(api, 'POST', CONTACT_PATH, { body, language: 'en' }),
        );
        expect(row).toMatchObject({ kind: 'contact', locale: 'en', userId: null, data: body });
        const mail = await staffMail(row.id);
        expect(mail?.subject).toBe(`CasaPlus: Mesaj de contact nr. ${row.id}`);
        expect(mail?.body).toContain('Mesaj: <script>alert(1)</script>\nMulțumesc.');
        expect(mail?.body).toContain('E-mail: ion@example.md');
      });

      it('refuses bad fields with their keys; writes nothing', async () => {
        const before = await written();
        const send = (body: unknown) => call(api, 'POST', CONTACT_PATH, { body });
        expectProblem(
          await send({ name: 'Ion', email: 'ion@example.md' }),
          400,
          'invalid_request',
          { message: 'required', agreement: 'required' },
        );
        expectProblem(await send(contactBody({ phone: '+3736912' })), 400, 'invalid_request', {
          phone: 'phone',
        });
        expectProblem(await send(contactBody({ email: 'ion' })), 400, 'invalid_request', {
          email: 'email',
        });
        expect(await written()).toEqual(before);
      });
    });

    describe('limits', () => {
      it('each form allows an address 10 submissions an hour, junk included, then 429 with Retry-After', async () => {
        const address = nextAddress();
        const cap = ADDRESS_REQUEST_CAP['contact-form'];
        expect(cap).toBe(10);
        expectProblem(
          await call(api, 'POST', CONTACT_PATH, {
            address,
            body: '{not json',
            headers: { 'content-type': 'application/json' },
          }),
          400,
          'invalid_request',
        );
        expectProblem(
          await call(api, 'POST', CONTACT_PATH, { address, body: {} }),
          400,
          'invalid_request',
        );
        for (let sent = 2; sent < cap; sent += 1) {
          expect(
            (await call(api, 'POST', CONTACT_PATH, { address, body: contactBody() })).statusCode,
          ).toBe(201);
        }
        const before = await written();
        const refused = await call(api, 'POST', CONTACT_PATH, { address, body: contactBody() });
        expectProblem(refused, 429, 'too_many_requests');
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60 * 60);
        // Signing in does not lift the cap.
        const token = await demoToken(api, 'customer');
        expectProblem(
          await call(api, 'POST', CONTACT_PATH, { address, token, body: contactBody() }),
          429,
          'too_many_requests',
        );
        expect(await written()).toEqual(before);
        // The other forms and other addresses keep their own counts.
        expect(
          (await call(api, 'POST', PARTNER_PATH, { address, body: partnerBody() })).statusCode,
        ).toBe(201);
        expect((await call(api, 'POST', CONTACT_PATH, { body: contactBody() })).statusCode).toBe(
          201,
        );
      });

      it('the vacancy form counts multipart and partner prefixes share one count', async () => {
        const address = nextAddress();
        for (let sent = 0; sent < ADDRESS_REQUEST_CAP['vacancy-form']; sent += 1) {
          const response = await sendMultipart(sent % 2 === 0 ? [] : vacancyParts(), { address });
          expect([400, 201]).toContain(response.statusCode);
        }
        expectProblem(await sendMultipart(vacancyParts(), { address }), 429, 'too_many_requests');
        const partnerAddress = nextAddress();
        const prefixes = ['/api', '/ro/api', '/en/api', '/ru/api'];
        for (let sent = 0; sent < ADDRESS_REQUEST_CAP['partner-form']; sent += 1) {
          const path = `${prefixes[sent % prefixes.length] ?? '/api'}/accounts/partner-form/`;
          const response = await call(api, 'POST', path, {
            address: partnerAddress,
            body: partnerBody(),
          });
          expect(response.statusCode).toBe(201);
        }
        expectProblem(
          await call(api, 'POST', '/en/api/accounts/partner-form/', {
            address: partnerAddress,
            body: partnerBody(),
          }),
          429,
          'too_many_requests',
        );
      });
    });

    describe('the staff e-mail', () => {
      it('is skipped when the site settings have no support e-mail; the submission is still stored', async () => {
        const db = api.database.db;
        const [support] = await db
          .select()
          .from(siteSettings)
          .where(eq(siteSettings.key, 'support'));
        await api.app.accounts.settled();
        const [mailsBefore] = await db.select({ n: count() }).from(outboundMessages);
        try {
          await db
            .update(siteSettings)
            .set({ value: { phone: COMPANY.phone, email: null } })
            .where(eq(siteSettings.key, 'support'));
          await stored(await call(api, 'POST', CONTACT_PATH, { body: contactBody() }));
          await db.delete(siteSettings).where(eq(siteSettings.key, 'support'));
          await stored(await call(api, 'POST', CONTACT_PATH, { body: contactBody() }));
          await api.app.accounts.settled();
          const [mailsAfter] = await db.select({ n: count() }).from(outboundMessages);
          expect(mailsAfter?.n).toBe(mailsBefore?.n);
        } finally {
          if (support) {
            await db
              .insert(siteSettings)
              .values(support)
              .onConflictDoUpdate({ target: siteSettings.key, set: { value: support.value } });
          }
        }
      });
    });
  });
}
