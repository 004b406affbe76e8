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
  const headers = text.slice(0, split);
  const body = text.slice(split + 2);
  if (!/^Content-Transfer-Encoding: quoted-printable$/im.test(headers)) return { headers, body };
  const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return { headers, body: Buffer.from(bytes, 'latin1').toString('utf8') };
}

/** The 6-digit code in an emailed message ("... is: 123456"). */
export function codeIn(raw: string): string {
  const match = /is: (\d{6})\n/.exec(parseMessage(raw).body);
  if (!match) throw new Error(`no code in the message:\n${raw}`);
  return match[1];
}

/** A code that is certainly not `code`. */
export const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
