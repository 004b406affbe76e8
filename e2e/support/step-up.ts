import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type APIResponse, type Locator } from '@playwright/test';
import { parseMessage, type LocalSmtp } from '../../api/test/smtp';
import { bearer } from './api';
import { OUTBOX_DIR } from './server';

/**
 * Where a journey reads the emails the server sends: the local SMTP server of a journey that
 * starts its own server (`startLocalSmtp`), or the outbox folder the worker's server writes each
 * message to as a file (no SMTP_URL, docs/email.md#transport).
 */
export interface Mailbox {
  /** The next message to `to` whose headers match `subject`, parsed; earlier others are passed over. */
  next(to: string, subject: RegExp): Promise<{ headers: string; body: string }>;
}

/**
 * The local SMTP server's messages in arrival order; those before the one asked for (to others,
 * or other subjects) are passed over, as `nextMailTo` passes over sign-in alerts.
 */
export function smtpMailbox(smtp: LocalSmtp): Mailbox {
  return {
    async next(to, subject) {
      const recipient = toHeader(to);
      for (;;) {
        const mail = parseMessage(await smtp.nextMessage());
        if (recipient.test(mail.headers) && subject.test(mail.headers)) return mail;
      }
    },
  };
}

const toHeader = (to: string) => new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}$`, 'im');

/** The outbox's messages from now on (those already there are not read). */
export async function outboxMailbox(dir = OUTBOX_DIR): Promise<Mailbox> {
  const list = async () => (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  const read = new Set(await list());
  return {
    async next(to, subject) {
      const recipient = toHeader(to);
      let found: { headers: string; body: string } | undefined;
      // The server writes the file once it has answered: wait for it to be there.
      await expect
        .poll(
          async () => {
            for (const name of await list()) {
              if (read.has(name)) continue;
              const mail = parseMessage(await fs.readFile(path.join(dir, name), 'utf8'));
              if (!recipient.test(mail.headers) || !subject.test(mail.headers)) continue;
              read.add(name);
              found = mail;
              return true;
            }
            return false;
          },
          { message: `an email to ${to} matching ${subject}`, intervals: [50, 100, 200] },
        )
        .toBe(true);
      return found!;
    },
  };
}

export const WITHDRAWAL_CONFIRMATION = /^Subject: Confirm your withdrawal on /m;
export const ADDRESS_CONFIRMATION = /^Subject: Confirm a new withdrawal address on /m;

/** The 6-digit code of a confirmation email ("... is: 123456", "... é: 123456"). */
export function confirmationCode(mail: { body: string }): string {
  const match = /: (\d{6})\b/.exec(mail.body);
  expect(match, `a code in:\n${mail.body}`).not.toBeNull();
  return match![1];
}

async function emailOf(request: APIRequestContext, token: string): Promise<string> {
  const answer = await request.post('/api/me', { headers: bearer(token) });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { email: string }).email;
}

/**
 * POST /api/withdraw as the user of `token`, confirmed as a person would: a step-up for exactly
 * this body, the code read from the email it sends, then the withdrawal with it. The answer of
 * the withdrawal, for the test to check.
 */
export async function confirmedWithdraw(
  request: APIRequestContext,
  token: string,
  body: { amount: number; address: string; payment_method: string; [field: string]: unknown },
  mailbox: Mailbox,
): Promise<APIResponse> {
  return confirmedCall(request, token, 'withdrawal', '/api/withdraw', body, mailbox);
}

/** POST /api/withdrawal-addresses, confirmed the same way. */
export async function confirmedSaveAddress(
  request: APIRequestContext,
  token: string,
  body: { payment_method: string; address: string; label: string },
  mailbox: Mailbox,
): Promise<APIResponse> {
  return confirmedCall(request, token, 'withdrawal-address', '/api/withdrawal-addresses', body, mailbox);
}

async function confirmedCall(
  request: APIRequestContext,
  token: string,
  purpose: 'withdrawal' | 'withdrawal-address',
  url: string,
  body: Record<string, unknown>,
  mailbox: Mailbox,
): Promise<APIResponse> {
  const email = await emailOf(request, token);
  const started = await request.post('/api/step-up', { headers: bearer(token), data: { purpose, details: body } });
  expect(started.status(), await started.text()).toBe(201);
  const { id, methods } = (await started.json()) as { id: number; methods: string[] };
  expect(methods).toContain('email');
  const code = confirmationCode(await mailbox.next(email, purpose === 'withdrawal' ? WITHDRAWAL_CONFIRMATION : ADDRESS_CONFIRMATION));
  return request.post(url, { headers: bearer(token), data: { ...body, step_up: { id, code } } });
}

/**
 * In a review sheet (withdrawal or new address): Confirm, then the emailed code in the sheet's
 * code field, then Confirm again. Leaves the sheet to the test (it closes on success).
 */
export async function confirmInSheet(
  sheet: Locator,
  confirmLabel: string,
  mailbox: Mailbox,
  email: string,
  { subject = WITHDRAWAL_CONFIRMATION, codeLabel = 'Code from the email' } = {},
) {
  await sheet.getByRole('button', { name: confirmLabel }).click();
  const field = sheet.getByLabel(codeLabel);
  await expect(field).toBeFocused();
  await field.fill(confirmationCode(await mailbox.next(email, subject)));
  await sheet.getByRole('button', { name: confirmLabel }).click();
}
