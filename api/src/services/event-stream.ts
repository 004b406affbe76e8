import type { Db } from '../db/database';
import type { EventWakeups } from '../db/event-wakeups';
import { eventsAfter, lastEventId } from '../db/repositories/inbox';
import type { SignedIn } from './auth';

/** Events read from the log per query while a stream catches up. */
const BATCH = 100;

/** Where a stream writes; the route turns these into Server-Sent Events. */
export interface StreamSink {
  event(id: number, kinds: string[]): void;
  comment(text: string): void;
  end(): void;
}

export type EventStreamService = ReturnType<typeof createEventStreamService>;

/**
 * One stream per signed-in browser (docs/notifications.md#the-stream): what the log holds for
 * the user after the last id sent, read whenever the server is woken and at each heartbeat;
 * the session is checked again at each heartbeat and the stream ends with it.
 */
export function createEventStreamService(deps: {
  db: Db;
  wakeups: EventWakeups;
  heartbeatMs: number;
  /** Whether the stream's session still lets its user in (not signed out, expired, suspended or frozen). */
  log: { warn: (details: object, message: string) => void };
}) {
  const { db, wakeups, heartbeatMs, log } = deps;
  const open = new Set<() => void>();

  /**
   * Opens a stream from after `lastId` (the client's Last-Event-ID), or from now. `stillSignedIn`
   * checks the session without counting the stream as activity. Answers the function that closes it.
   */
  async function start(signedIn: SignedIn, lastId: number | undefined, stillSignedIn: () => Promise<boolean>, sink: StreamSink): Promise<() => void> {
    const reader = { userId: signedIn.user.id, staff: signedIn.user.role === 'admin' };
    let cursor = lastId ?? (await lastEventId(db));
    let reading: Promise<void> | null = null;
    let again = false;
    let closed = false;

    async function readLog(): Promise<void> {
      for (;;) {
        const events = await eventsAfter(db, reader, cursor, BATCH);
        for (const event of events) {
          if (closed) return;
          sink.event(event.id, event.kinds.split(' '));
          cursor = event.id;
        }
        if (events.length < BATCH) return;
      }
    }

    /** One read at a time, in order; a wake during a read reads again after it. */
    function pump(): void {
      if (closed) return;
      if (reading) {
        again = true;
        return;
      }
      reading = readLog()
        .catch((error: unknown) => log.warn({ err: error }, 'event stream read failed; the next wake-up reads again'))
        .finally(() => {
          reading = null;
          if (again) {
            again = false;
            pump();
          }
        });
    }

    async function beat(): Promise<void> {
      sink.comment('heartbeat');
      if (!(await stillSignedIn().catch(() => true))) return close();
      pump();
    }

    const unsubscribe = wakeups.subscribe(pump);
    const heartbeat = setInterval(() => void beat(), heartbeatMs);
    heartbeat.unref();

    function close(): void {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(close);
      sink.end();
    }

    open.add(close);
    pump();
    return close;
  }

  /** Ends every open stream: the server is stopping. */
  function closeAll(): void {
    for (const close of [...open]) close();
  }

  return { start, closeAll, openCount: () => open.size };
}
