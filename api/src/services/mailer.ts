import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { antiPhishingLine, inEnglish, type Translate } from '@arcvest/shared/rules';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A stable Message-ID, so a message sent again after a crash is recognisably the same one. */
  messageId?: string;
  /** The recipient's anti-phishing phrase, printed first (docs/email.md#anti-phishing-code). */
  antiPhishingCode?: string | null;
  /** The recipient's language, in which the anti-phishing line is written (English when not given). */
  translate?: Translate;
}

/** The text with the user's phrase on its first line, when they chose one, in the recipient's language. */
export function withAntiPhishingLine(text: string, code: string | null | undefined, translate: Translate = inEnglish): string {
  return code ? `${antiPhishingLine(code, translate)}\n\n${text}` : text;
}

export interface Mailer {
  /** No SMTP_URL: messages are files in the outbox, so flows may log what a local user needs. */
  readonly writesToOutbox: boolean;
  /**
   * Delivers in the background: the caller's answer neither waits for delivery nor reveals
   * whether it worked. Failures are logged.
   */
  send(message: MailMessage): void;
  /** Delivers now; rejects when delivery fails, so the caller can try again later. */
  deliver(message: MailMessage): Promise<void>;
  /** Resolves when every message handed over so far is delivered or has failed. */
  settled(): Promise<void>;
}

type Deliver = (message: MailMessage) => Promise<void>;

function smtpDelivery(smtpUrl: string, from: string): Deliver {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (message) => {
    await transport.sendMail({ from, ...message });
  };
}

/** Each message as an .eml file (opens in any mail program), named so the folder sorts by time. */
function outboxDelivery(outboxDir: string, from: string, log: FastifyBaseLogger): Deliver {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const { message: raw } = await transport.sendMail({ from, ...message });
    const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await fs.mkdir(outboxDir, { recursive: true });
    await fs.writeFile(file, raw);
    log.info({ to: message.to, file }, 'email written to the outbox (no SMTP_URL)');
  };
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise the outbox folder (docs/email.md#transport). */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'outboxDir'>, log: FastifyBaseLogger): Mailer {
  const deliver = config.smtpUrl ? smtpDelivery(config.smtpUrl, config.mailFrom) : outboxDelivery(config.outboxDir, config.mailFrom, log);
  const inFlight = new Set<Promise<void>>();

  function send({ antiPhishingCode, translate, ...message }: MailMessage): void {
    const delivery = deliver({ ...message, text: withAntiPhishingLine(message.text, antiPhishingCode, translate) })
      .catch((error: unknown) => log.error({ err: error, to: message.to, subject: message.subject }, 'email could not be sent'))
      .finally(() => inFlight.delete(delivery));
    inFlight.add(delivery);
  }

  async function settled(): Promise<void> {
    await Promise.all(inFlight);
  }

  return { writesToOutbox: !config.smtpUrl, send, deliver, settled };
}
