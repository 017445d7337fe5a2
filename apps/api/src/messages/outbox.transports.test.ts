import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboundMessages } from '../db/schema.js';
import { createTestApi, type TestApi } from '../test/harness.js';
import { createOutbox, type Outbox } from './outbox.js';
import { escapeHtml, passwordResetEmail } from './templates.js';

/** The body of a quoted-printable part as text (soft line breaks joined, =XX bytes restored). */
function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

interface Received {
  from: string | undefined;
  to: string[];
  raw: string;
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi('pglite', { seed: false });
});
afterAll(() => api.close());

async function storedCount(): Promise<number> {
  return (await api.database.db.select().from(outboundMessages)).length;
}

describe('e-mail through SMTP', () => {
  const received: Received[] = [];
  let server: SMTPServer;
  let port: number;
  let outbox: Outbox;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (address.address.endsWith('@refused.test')) {
          callback(new Error('no such mailbox'));
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const mailFrom = session.envelope.mailFrom;
          received.push({
            from: mailFrom ? mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw: Buffer.concat(chunks).toString('latin1'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
    outbox = createOutbox({
      db: api.database.db,
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Demo Shop <no-reply@demo.test>',
    });
  });
  afterAll(async () => {
    await outbox.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the password-reset e-mail to a real SMTP server, and keeps nothing', async () => {
    const link = 'https://shop.test/en/password/new?token=Zm9vYmFyYmF6&from=mail';
    const content = passwordResetEmail('en', { link, minutes: 30, shopName: 'Demo Shop' });
    await outbox.send({
      kind: 'password_reset',
      channel: 'email',
      to: 'ana@example.test',
      ...content,
    });

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.from).toBe('no-reply@demo.test');
    expect(mail.to).toEqual(['ana@example.test']);
    expect(mail.raw).toMatch(/^From: Demo Shop <no-reply@demo\.test>\r$/m);
    expect(mail.raw).toMatch(/^To: ana@example\.test\r$/m);
    expect(mail.raw).toMatch(/^Subject: Demo Shop: password reset\r$/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/html/m);
    const decoded = decodeQuotedPrintable(mail.raw);
    expect(decoded).toContain(`open this link:\r\n${link}\r\n`);
    expect(decoded).toContain(`<a href="${escapeHtml(link)}">`);
    expect(await storedCount()).toBe(0);
  });

  it('delivers an attachment as a part of its own, named and typed', async () => {
    const content = Buffer.from('%PDF-1.3 a pro-forma invoice');
    await outbox.send({
      kind: 'order_confirmation',
      channel: 'email',
      to: 'firma@example.test',
      subject: 'Comanda nr. 7',
      text: 't',
      html: '<p>t</p>',
      attachments: [{ filename: 'proforma-7.pdf', contentType: 'application/pdf', content }],
    });
    const mail = received.at(-1)!;
    expect(mail.to).toEqual(['firma@example.test']);
    expect(mail.raw).toMatch(/^Content-Type: application\/pdf; name=proforma-7\.pdf\r$/m);
    expect(mail.raw).toMatch(/^Content-Disposition: attachment; filename=proforma-7\.pdf\r$/m);
    expect(mail.raw.replace(/\r\n/g, '')).toContain(content.toString('base64'));
    expect(await storedCount()).toBe(0);
  });

  it('rejects when the server refuses the recipient', async () => {
    await expect(
      outbox.send({
        kind: 'form_notification',
        channel: 'email',
        to: 'nobody@refused.test',
        subject: 's',
        text: 't',
        html: 'h',
      }),
    ).rejects.toThrow(/no such mailbox/);
  });
});

describe('SMS through the HTTP gateway', () => {
  const requests: { method?: string; url?: string; headers: IncomingHttpHeaders; body: string }[] =
    [];
  let status = 200;
  let server: Server;
  let smsUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        requests.push({
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(status < 300 ? '{"id":"m1"}' : '{"error":"down"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    smsUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send?key=secret`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    requests.length = 0;
    status = 200;
  });

  it('POSTs { to, text } as JSON to SMS_URL, and keeps nothing', async () => {
    const outbox = createOutbox({ db: api.database.db, smsUrl, mailFrom: 'x@demo.test' });
    await outbox.send({
      kind: 'password_reset',
      channel: 'sms',
      to: '+37369123456',
      text: 'Demo: codul 482913',
    });
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/send?key=secret');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ to: '+37369123456', text: 'Demo: codul 482913' });
    expect(await storedCount()).toBe(0);
  });

  it('rejects with the status when the gateway answers 500, without naming its URL', async () => {
    status = 500;
    const outbox = createOutbox({ db: api.database.db, smsUrl, mailFrom: 'x@demo.test' });
    const error: unknown = await outbox
      .send({ kind: 'password_reset', channel: 'sms', to: '+37369123456', text: 'x' })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('the SMS gateway answered 500');
    expect(requests).toHaveLength(1);
  });

  it('gives the request a time limit', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(null, { status: 204 }));
    const outbox = createOutbox({ db: api.database.db, smsUrl, mailFrom: 'x@demo.test', fetch });
    await outbox.send({ kind: 'password_reset', channel: 'sms', to: '+37369123456', text: 'x' });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    expect(init?.signal?.aborted).toBe(false);
  });

  it('rejects when the gateway cannot be reached', async () => {
    const outbox = createOutbox({
      db: api.database.db,
      smsUrl: 'http://127.0.0.1:9/send',
      mailFrom: 'x@demo.test',
    });
    await expect(
      outbox.send({ kind: 'password_reset', channel: 'sms', to: '+37369123456', text: 'x' }),
    ).rejects.toThrow();
  });
});
