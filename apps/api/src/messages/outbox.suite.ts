import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Driver } from '../db/client.js';
import { outboundMessages } from '../db/schema.js';
import { createTestApi, type TestApi } from '../test/harness.js';
import { createOutbox, type OutboundMessage } from './outbox.js';
import { formatOutbox, listOutbox } from './outbox-list.js';

const email: OutboundMessage = {
  kind: 'password_reset',
  channel: 'email',
  to: 'ana@example.md',
  subject: 'Demo: resetarea parolei',
  text: 'Linkul:\nhttps://shop.test/r/abc',
  html: '<p>Linkul</p>',
};
const sms: OutboundMessage = {
  kind: 'password_reset',
  channel: 'sms',
  to: '+37369123456',
  text: 'Demo: codul 482913',
};

/** The database outbox on one database; run by outbox.test.ts (PGlite) and outbox.pg.test.ts. */
export function outboxSuite(driver: Driver): void {
  describe(`database outbox (${driver})`, () => {
    let api: TestApi;
    beforeAll(async () => {
      api = await createTestApi(driver, { seed: false });
    });
    afterAll(() => api.close());
    beforeEach(async () => {
      await api.database.db.delete(outboundMessages);
    });

    it('keeps an e-mail with its subject and plain text, and reports it', async () => {
      const onStored = vi.fn();
      const outbox = createOutbox({
        db: api.database.db,
        mailFrom: 'Demo <no-reply@demo.md>',
        onStored,
      });
      const before = Date.now();
      await outbox.send(email);
      await outbox.close();
      const rows = await api.database.db.select().from(outboundMessages);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({
        channel: 'email',
        recipient: 'ana@example.md',
        subject: 'Demo: resetarea parolei',
        body: 'Linkul:\nhttps://shop.test/r/abc',
        attachments: [],
      });
      expect(Object.keys(row!).sort()).toEqual([
        'attachments',
        'body',
        'channel',
        'createdAt',
        'id',
        'recipient',
        'subject',
      ]);
      expect(row!.id).toBeTypeOf('number');
      // The database clock and ours may differ a little.
      expect(row!.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(row!.createdAt.getTime() - before)).toBeLessThan(60_000);
      expect(onStored).toHaveBeenCalledExactlyOnceWith(email, expect.any(Number));
    });

    it('keeps an SMS without a subject', async () => {
      const outbox = createOutbox({ db: api.database.db, mailFrom: 'x@demo.md' });
      await outbox.send(sms);
      const rows = await api.database.db.select().from(outboundMessages);
      expect(rows).toMatchObject([
        { channel: 'sms', recipient: '+37369123456', subject: null, body: 'Demo: codul 482913' },
      ]);
    });

    it('lets each channel choose: SMTP for e-mail leaves SMS in the table, and the reverse', async () => {
      const fetch = vi.fn<typeof globalThis.fetch>();
      const smtpOnly = createOutbox({
        db: api.database.db,
        mailFrom: 'x@demo.md',
        // Never connected to: only the SMS is sent, and it goes to the table.
        smtpUrl: 'smtp://127.0.0.1:9',
        fetch,
      });
      await smtpOnly.send(sms);
      await smtpOnly.close();
      const smsOnly = createOutbox({
        db: api.database.db,
        mailFrom: 'x@demo.md',
        smsUrl: 'http://127.0.0.1:9/sms',
        fetch,
      });
      await smsOnly.send(email);
      await smsOnly.close();
      expect(fetch).not.toHaveBeenCalled();
      const rows = await api.database.db.select().from(outboundMessages);
      expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    });

    it('lists the newest first, as many as asked, with the total', async () => {
      const outbox = createOutbox({ db: api.database.db, mailFrom: 'x@demo.md' });
      await outbox.send(email);
      await outbox.send(sms);
      await outbox.send({ ...sms, text: 'Demo: codul 111111' });
      const all = await listOutbox(api.database.db, 20);
      expect(all.total).toBe(3);
      expect(all.messages.map((m) => m.body)).toEqual([
        'Demo: codul 111111',
        'Demo: codul 482913',
        'Linkul:\nhttps://shop.test/r/abc',
      ]);
      const newest = await listOutbox(api.database.db, 1);
      expect(newest.total).toBe(3);
      expect(newest.messages.map((m) => m.body)).toEqual(['Demo: codul 111111']);
      const printed = formatOutbox(newest, 'the test database', 'UTC');
      expect(printed).toContain('the newest 1 of 3 messages');
      expect(printed).toContain('sms  to +37369123456');
      expect(printed).toContain('   Demo: codul 111111');
    });

    it('says when there is nothing to list', async () => {
      const listing = await listOutbox(api.database.db, 20);
      expect(listing).toEqual({ messages: [], total: 0 });
      expect(formatOutbox(listing, 'the test database')).toBe(
        'The outbox in the test database is empty.\n',
      );
    });
  });
}
