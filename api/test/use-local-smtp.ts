// A Jest hook, apart from the SMTP server itself, which the browser tests use without Jest.
import { startLocalSmtp, type LocalSmtp } from './smtp';

/** A local SMTP server for the whole test file: started before its tests, closed after them. */
export function useLocalSmtp(): () => LocalSmtp {
  let smtp: LocalSmtp;
  beforeAll(async () => {
    smtp = await startLocalSmtp();
  });
  afterAll(async () => {
    await smtp.close();
  });
  return () => smtp;
}
