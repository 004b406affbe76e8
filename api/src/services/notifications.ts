import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { claimNotification, dueNotifications, markNotificationFailed, markNotificationSent, queueNotification } from '../db/repositories/notifications';
import type { NotificationRow, UserRow } from '../db/tables';
import { translatorFor } from '../i18n';
import { withAntiPhishingLine, type Mailer } from './mailer';
import type { NotificationText } from './notification-emails';

const BATCH = 20;
/** Long enough for one slow SMTP exchange; a sender that died mid-send is taken over after it. */
export const NOTIFICATION_LEASE_MS = 2 * 60_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** 30 s after the first failure, doubling, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

function messageIdOf(row: NotificationRow, mailFrom: string): string {
  const domain = /@([^>\s]+)/.exec(mailFrom)?.[1] ?? 'localhost';
  return `<notification-${row.id}-${Date.parse(row.created_at)}@${domain}>`;
}

export type NotificationService = ReturnType<typeof createNotificationService>;

export type EmailRecipient = Pick<UserRow, 'id' | 'email'> & { anti_phishing_code?: string | null; locale?: UserRow['locale'] };

/**
 * Queues an email in the transaction of the change it tells of; the user's anti-phishing phrase,
 * when they chose one, heads it in their language (docs/email.md#anti-phishing-code). For code without the service
 * at hand (the daily job); the service's `queue` is this at its clock.
 */
export async function queueEmail(trx: Db, user: EmailRecipient, email: NotificationText, at: Date): Promise<void> {
  const body = withAntiPhishingLine(email.text, user.anti_phishing_code, user.locale ? await translatorFor(user.locale) : undefined);
  await queueNotification(trx, { userId: user.id, recipient: user.email, subject: email.subject, body }, at.toISOString());
}

/**
 * The email outbox (docs/email.md#notifications: a notification is part of the change it tells of). `queue` writes
 * inside the change's transaction; after commit the caller `kick`s the sender, which also looks
 * at the queue every `notificationIntervalSeconds`, so what a stopped server left is sent by the
 * next one to start.
 */
export function createNotificationService(deps: {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  log: FastifyBaseLogger;
  config: Pick<Config, 'mailFrom' | 'notificationIntervalSeconds'>;
}) {
  const { db, mailer, now, log, config } = deps;
  let started = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let kickedWhileRunning = false;

  const queue = (trx: Db, user: EmailRecipient, email: NotificationText) => queueEmail(trx, user, email, now());

  async function send(row: NotificationRow): Promise<void> {
    try {
      await mailer.deliver({ to: row.recipient, subject: row.subject, text: row.body, messageId: messageIdOf(row, config.mailFrom) });
      await markNotificationSent(db, row.id, now().toISOString());
    } catch (error) {
      const retryAt = new Date(now().getTime() + retryDelayMs(row.attempts + 1)).toISOString();
      await markNotificationFailed(db, row.id, error instanceof Error ? error.message : String(error), retryAt);
      log.warn({ err: error, notification: row.id }, 'email not sent; it stays queued');
    }
  }

  /** Sends every due notification this sender can claim; other senders may take some at once. */
  async function sendDue(): Promise<void> {
    for (;;) {
      const at = now();
      const due = await dueNotifications(db, at.toISOString(), BATCH);
      const leaseUntil = new Date(at.getTime() + NOTIFICATION_LEASE_MS).toISOString();
      for (const row of due) {
        if (await claimNotification(db, row, leaseUntil)) await send(row);
      }
      // Each row read is now sent, leased or scheduled later, so the next read moves on.
      if (due.length < BATCH) return;
    }
  }

  function run(): void {
    running = sendDue()
      .catch((error: unknown) => log.error({ err: error }, 'email queue run failed'))
      .finally(() => {
        running = null;
        if (kickedWhileRunning && started) {
          kickedWhileRunning = false;
          run();
        }
      });
  }

  /** Sends what is due now (in the background); a no-op on a server that does not send. */
  function kick(): void {
    if (!started) return;
    if (running) kickedWhileRunning = true;
    else run();
  }

  function start(): void {
    if (started || config.notificationIntervalSeconds === 0) return;
    started = true;
    timer = setInterval(kick, config.notificationIntervalSeconds * 1000);
    timer.unref();
    kick();
  }

  /** Waits for the run in progress, and any run kicked meanwhile, to end. */
  async function settled(): Promise<void> {
    while (running) await running;
  }

  /** Stops looking at the queue and waits for the send in progress. */
  async function stop(): Promise<void> {
    started = false;
    if (timer) clearInterval(timer);
    await settled();
  }

  return { queue, kick, start, stop, settled, sendDue };
}
