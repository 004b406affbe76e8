import { startServer } from '../src/start';
import { forEachDatabase } from './databases';

/** Three months of the demo's story on each start's first run: about 20 s on PostgreSQL on a busy two-core machine. */
const STORY_TIMEOUT = 120_000;
const OUTBOX_LINE = 'email written to the outbox (no SMTP_URL)';

const refuseNetwork: typeof fetch = () => Promise.reject(new Error('no network in tests'));

forEachDatabase((ctx) => {
  /** One start of the server as `npm start` makes it, to its stop; what it logged and printed, in order. */
  async function startAndStop(): Promise<string[]> {
    const output: string[] = [];
    const config = { ...ctx().config, port: 0, host: '127.0.0.1', demoStory: true, demoPassword: 'banner-order-password', notificationIntervalSeconds: 60 };
    const server = await startServer(config, {
      db: ctx().db,
      logger: { level: 'info', stream: { write: (line: string) => output.push((JSON.parse(line) as { msg: string }).msg) } },
      now: () => new Date(),
      fetch: refuseNetwork,
      print: (text) => output.push(text),
    });
    await server.bannerPrinted;
    // Stopping waits for whatever the start left running: anything it logs lands after the banner here.
    await server.stop();
    return output;
  }

  it(
    'prints the sign-in banner after everything the start logs (the demo story’s emails among them), and again last at the next start',
    async () => {
      // The test app's own email queue stays idle, so the story's emails are the server's to send and log.
      await ctx().rebuild({ notificationIntervalSeconds: 0 });

      const first = await startAndStop();
      expect(first.filter((line) => line === OUTBOX_LINE).length).toBeGreaterThan(0);
      expect(first.at(-1)).toContain('Sign in as "admin", "investor", "finance", "compliance" with password: banner-order-password');
      expect(first.filter((line) => line.includes('Sign in as'))).toHaveLength(1);

      const second = await startAndStop();
      expect(second.at(-1)).toContain('with password: banner-order-password');
    },
    STORY_TIMEOUT,
  );
});
