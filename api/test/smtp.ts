import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface LocalSmtp {
  url: string;
  /** The next message received (raw RFC 822 text), in arrival order. */
  nextMessage(): Promise<string>;
  /** How many messages arrived that were not read yet. */
  unread(): number;
  /** Forgets messages not read yet. */
  clear(): void;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives, for tests that read emailed codes. */
export async function startLocalSmtp(): Promise<LocalSmtp> {
  const received: string[] = [];
  const waiting: ((message: string) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = Buffer.concat(chunks).toString('utf8');
        const waiter = waiting.shift();
        if (waiter) waiter(message);
        else received.push(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    nextMessage() {
      const message = received.shift();
      return message !== undefined ? Promise.resolve(message) : new Promise((resolve) => waiting.push(resolve));
    },
    unread: () => received.length,
    clear() {
      received.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The headers and the decoded body of a single-part text message, with lines joined by \n. */
export function parseMessage(raw: string): { headers: string; body: string } {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const headers = decodeHeaders(text.slice(0, split));
  const body = text.slice(split + 2);
  if (/^Content-Transfer-Encoding: base64$/im.test(headers)) return { headers, body: Buffer.from(body, 'base64').toString('utf8') };
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(headers)) return { headers, body };
  return { headers, body: quotedPrintable(body.replace(/=\n/g, '')) };
}

function quotedPrintable(text: string): string {
  const bytes = text.replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Headers with their folded lines joined and their encoded words (`=?UTF-8?Q?...?=`, RFC 2047) read. */
function decodeHeaders(headers: string): string {
  return headers
    .replace(/\n[ \t]+/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_match, encoding: string, word: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(word, 'base64').toString('utf8') : quotedPrintable(word.replace(/_/g, ' ')),
    );
}

/** The 6-digit code in an emailed message ("... is: 123456", "... es: 123456"). */
export function codeIn(raw: string): string {
  const match = /: (\d{6})\n/.exec(parseMessage(raw).body);
  if (!match) throw new Error(`no code in the message:\n${raw}`);
  return match[1];
}

/** A code that is certainly not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
