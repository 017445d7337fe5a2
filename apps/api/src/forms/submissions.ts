import { DEFAULT_LOCALE, emailField, type LocaleCode } from '@shop/core/rules';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { formAttachments, formSubmissions } from '../db/schema.js';
import type { FormKind } from '../messages/catalogue.js';
import { readSetting, shopNameIn } from '../content/settings.js';
import { formSubmissionEmail, type FormSubmissionNotice } from '../messages/templates.js';

/** A file kept with a submission (a vacancy's CV), its type decided from its bytes. */
export interface SubmissionFile {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

/** One form as it is stored: the validated fields, the sender's language and account, a file. */
export interface NewSubmission {
  kind: FormKind;
  data: Record<string, unknown>;
  locale: LocaleCode;
  /** The signed-in sender; null for a visitor. */
  userId: number | null;
  file?: SubmissionFile;
}

/**
 * Stores a submission and its file in one transaction, so the staff never find an application
 * whose CV is missing, nor a CV without its application. Answers the submission's id.
 */
export async function storeSubmission(db: Database, submission: NewSubmission): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(formSubmissions)
      .values({
        kind: submission.kind,
        data: submission.data,
        locale: submission.locale,
        userId: submission.userId,
      })
      .returning({ id: formSubmissions.id });
    if (!row) throw new Error('the form submission was not stored');
    const { file } = submission;
    if (file) {
      await tx.insert(formAttachments).values({
        submissionId: row.id,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.bytes.length,
        content: file.bytes,
      });
    }
    return row.id;
  });
}

/**
 * Where the staff read form submissions: the support e-mail of the site settings, the one the
 * footer shows. Undefined when none is set (or it is not an e-mail address): nothing is sent then,
 * and the submissions wait in the database.
 */
export async function shopInbox(db: Database): Promise<string | undefined> {
  const email = (await readSetting(db, 'support'))?.email;
  if (!email) return undefined;
  const parsed = emailField.safeParse(email);
  return parsed.success ? parsed.data : undefined;
}

/**
 * Tells the staff about a submission by e-mail, in the shop's language (Romanian), after the
 * answer has gone: the sender does not wait for the mail server, and a failure to send is logged
 * while the submission stays stored.
 */
export function notifyShop(
  app: FastifyInstance,
  notice: Omit<FormSubmissionNotice, 'shopName'>,
): void {
  app.accounts.background('form notification', async () => {
    const to = await shopInbox(app.db);
    if (to === undefined) return;
    const shopName = await shopNameIn(app.db, DEFAULT_LOCALE, app.config.shopName);
    const mail = formSubmissionEmail(DEFAULT_LOCALE, { ...notice, shopName });
    await app.accounts.outbox.send({ kind: 'form_notification', channel: 'email', to, ...mail });
  });
}
