import { count, desc } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outboundMessages } from '../db/schema.js';

export type StoredMessage = typeof outboundMessages.$inferSelect;

export const DEFAULT_LIMIT = 20;

/** The `--limit N` (or `--limit=N`) of `pnpm --filter @shop/api outbox`. */
export function parseOutboxArgs(argv: readonly string[]): { limit: number } {
  let limit = DEFAULT_LIMIT;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    let value: string | undefined;
    if (arg === '--limit') value = argv[++i];
    else if (arg.startsWith('--limit=')) value = arg.slice('--limit='.length);
    else throw new Error(`unknown argument ${arg}: the outbox command takes --limit N`);
    const n = Number(value);
    if (!value || !Number.isInteger(n) || n < 1) {
      throw new Error('--limit takes a whole number of 1 or more');
    }
    limit = n;
  }
  return { limit };
}

/** The newest stored messages first, and how many there are in all. */
export async function listOutbox(
  db: Database,
  limit: number,
): Promise<{ messages: StoredMessage[]; total: number }> {
  const messages = await db
    .select()
    .from(outboundMessages)
    .orderBy(desc(outboundMessages.createdAt), desc(outboundMessages.id))
    .limit(limit);
  const [row] = await db.select({ total: count() }).from(outboundMessages);
  return { messages, total: row?.total ?? 0 };
}

/** "2026-11-22 10:00:03" in the given time zone (the terminal's by default). */
export function formatTime(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}

/** One message as a block for a terminal: a heading line, then the subject and the body indented. */
export function formatMessage(message: StoredMessage, timeZone?: string): string {
  const lines = [
    `── ${formatTime(message.createdAt, timeZone)}  ${message.channel}  to ${message.recipient}`,
  ];
  if (message.subject !== null) lines.push(`   Subject: ${message.subject}`);
  lines.push('');
  for (const line of message.body.split(/\r?\n/)) lines.push(line ? `   ${line}` : '');
  return lines.join('\n');
}

/** The whole listing, with a first line that says where it was read from and how much is shown. */
export function formatOutbox(
  listing: { messages: StoredMessage[]; total: number },
  source: string,
  timeZone?: string,
): string {
  const { messages, total } = listing;
  if (total === 0) return `The outbox in ${source} is empty.\n`;
  const heading =
    messages.length < total
      ? `Outbox in ${source}: the newest ${messages.length} of ${total} messages, newest first.`
      : `Outbox in ${source}: ${total} ${total === 1 ? 'message' : 'messages'}, newest first.`;
  return [heading, '', ...messages.map((m) => `${formatMessage(m, timeZone)}\n`)].join('\n');
}
