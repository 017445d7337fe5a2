import { createTransport } from 'nodemailer';
import type { Database } from '../db/client.js';
import { outboundMessages } from '../db/schema.js';

/** A file an e-mail carries (an order's pro-forma invoice). */
export interface Attachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What a message is for: the log names it by this, never by its text. */
export type MessageKind = 'password_reset' | 'order_confirmation' | 'form_notification';

export type OutboundMessage = { kind: MessageKind } & (
  | {
      channel: 'email';
      to: string;
      subject: string;
      text: string;
      html: string;
      attachments?: readonly Attachment[];
    }
  | { channel: 'sms'; to: string; text: string }
);

/**
 * A recipient as the log shows it: enough to tell whose message it was (the first letter and the
 * domain of an address, the last three digits of a number), not the address or number itself.
 *
 * @example loggedRecipient('ana.popescu@example.md') // 'a…@example.md'
 * @example loggedRecipient('+37369123456') // '…456'
 */
export function loggedRecipient(to: string): string {
  const at = to.lastIndexOf('@');
  if (at > 0) return `${to.slice(0, 1)}…${to.slice(at)}`;
  const digits = to.replace(/\D/g, '');
  return `…${digits.slice(-3)}`;
}

/** Where the API's e-mails and SMS go: see README.md beside this file. */
export interface Outbox {
  /** Delivers or stores one message; rejects when that fails (no retries: the caller decides). */
  send(message: OutboundMessage): Promise<void>;
  /** Releases SMTP connections. */
  close(): Promise<void>;
}

export interface OutboxOptions {
  db: Database;
  /** smtp://… or smtps://…: e-mail goes through this server; unset keeps e-mail in the database. */
  smtpUrl?: string | undefined;
  /** The SMS gateway, POSTed `{ to, text }` as JSON; unset keeps SMS in the database. */
  smsUrl?: string | undefined;
  /** The From of e-mails. */
  mailFrom: string;
  /** Called for each message kept in the database outbox, with its id (the API logs it). */
  onStored?: (message: OutboundMessage, id: number) => void;
  /** For the SMS gateway. @default globalThis.fetch */
  fetch?: typeof fetch;
}

/** How long the SMS gateway may take to answer. */
export const SMS_TIMEOUT_MS = 10_000;

/**
 * nodemailer waits minutes by default; a shopper's request waits on this send, so a server that
 * does not answer fails it within seconds. Settings in SMTP_URL's query override these.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** One outbox; each channel goes to its service when configured, else to `outbound_messages`. */
export function createOutbox(options: OutboxOptions): Outbox {
  const { db, smsUrl, mailFrom, onStored } = options;
  const fetchSms = options.fetch ?? globalThis.fetch;
  // Built up front so that a malformed SMTP_URL stops the API at start, not at the first e-mail.
  const mailer = options.smtpUrl
    ? createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS }, { from: mailFrom })
    : undefined;

  async function store(message: OutboundMessage): Promise<void> {
    const [row] = await db
      .insert(outboundMessages)
      .values({
        channel: message.channel,
        recipient: message.to,
        subject: message.channel === 'email' ? message.subject : null,
        body: message.text,
        attachments: (message.channel === 'email' ? (message.attachments ?? []) : []).map(
          (file) => ({
            filename: file.filename,
            contentType: file.contentType,
            bytes: file.content.byteLength,
          }),
        ),
      })
      .returning({ id: outboundMessages.id });
    if (row) onStored?.(message, row.id);
  }

  async function sendSms(url: string, to: string, text: string): Promise<void> {
    const response = await fetchSms(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to, text }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    // Read to the end so that the connection can be reused.
    await response.arrayBuffer().catch(() => undefined);
    // The gateway's URL stays out of the message: it may carry a key.
    if (!response.ok) throw new Error(`the SMS gateway answered ${response.status}`);
  }

  return {
    async send(message) {
      if (message.channel === 'email') {
        if (!mailer) return store(message);
        const { to, subject, text, html, attachments = [] } = message;
        await mailer.sendMail({ to, subject, text, html, attachments: [...attachments] });
        return;
      }
      if (!smsUrl) return store(message);
      await sendSms(smsUrl, message.to, message.text);
    },
    async close() {
      mailer?.close();
    },
  };
}
