import { expect } from '@playwright/test';
import { parseMessage, type LocalSmtp } from '../../api/test/smtp';

/** Sign-in alerts go to every user who signs in from a browser not seen before; journeys that read other mail pass over them. */
const SIGN_IN_ALERT = /^Subject: .* security: new sign-in from a new device$/m;

/** The next message for `to` that is not a sign-in alert, parsed. */
export async function nextMailTo(smtp: LocalSmtp, to: string): Promise<{ headers: string; body: string }> {
  for (;;) {
    const mail = parseMessage(await smtp.nextMessage());
    if (SIGN_IN_ALERT.test(mail.headers)) continue;
    expect(mail.headers).toMatch(new RegExp(`^To: ${to.replace(/\./g, '\\.')}$`, 'im'));
    return mail;
  }
}
