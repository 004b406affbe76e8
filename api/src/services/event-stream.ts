import type { Db } from '../db/database';
import type { EventWakeups } from '../db/event-wakeups';
import { allEventsAfter, eventsAfter, lastEventId, type AddressedEvent } from '../db/repositories/inbox';
import type { SignedIn } from './auth';

/** Events read from the log per query. */
const BATCH = 100;

/** Where a stream writes; the route turns these into Server-Sent Events. */
export interface StreamSink {
  event(id: number, kinds: string[]): void;
  comment(text: string): void;
  end(): void;
}

/** An open stream as the server's reader sees it: whose it is, and where an event for it goes. */
interface Listener {
  userId: number;
  staff: boolean;
  offer(event: AddressedEvent): void;
}

const isFor = (event: AddressedEvent, listener: Listener) => event.user_id === listener.userId || (event.audience === 'staff' && listener.staff);

/** One read at a time, in order; a call during a read reads again after it. */
function serialised(read: () => Promise<void>, log: { warn: (details: object, message: string) => void }): () => void {
  let reading: Promise<void> | null = null;
  let again = false;
  const pump = (): void => {
    if (reading) {
      again = true;
      return;
    }
    reading = read()
      .catch((error: unknown) => log.warn({ err: error }, 'event stream read failed; the next wake-up reads again'))
      .finally(() => {
        reading = null;
        if (again) {
          again = false;
          pump();
        }
      });
  };
  return pump;
}

export type EventStreamService = ReturnType<typeof createEventStreamService>;

/**
 * One stream per signed-in browser (docs/notifications.md#the-stream). The server reads the log
 * once per wake-up for all its streams and hands each event to the streams it is for (a read
 * per stream made 1,000 streams 1,000 reads per event); a stream resuming from a Last-Event-ID
 * first reads what it missed itself. The session is checked again at each heartbeat and the
 * stream ends with it.
 */
export function createEventStreamService(deps: {
  db: Db;
  wakeups: EventWakeups;
  heartbeatMs: number;
  log: { warn: (details: object, message: string) => void };
}) {
  const { db, wakeups, heartbeatMs, log } = deps;
  const open = new Set<() => void>();
  const listeners = new Set<Listener>();
  /** The newest event handed out; read from the log when the first stream opens, forgotten when the last closes. */
  let position: Promise<number> | null = null;
  const startingPosition = () =>
    lastEventId(db).catch((error: unknown) => {
      position = null;
      throw error;
    });

  const fanOut = serialised(async () => {
    if (!position || listeners.size === 0) return;
    let after = await position;
    for (;;) {
      const events = await allEventsAfter(db, after, BATCH);
      for (const event of events) for (const listener of listeners) if (isFor(event, listener)) listener.offer(event);
      if (events.length > 0) {
        after = events[events.length - 1].id;
        position = Promise.resolve(after);
      }
      if (events.length < BATCH) return;
    }
  }, log);

  let stopWakeups: (() => void) | null = null;
  let sweep: NodeJS.Timeout | null = null;
  function join(listener: Listener): void {
    listeners.add(listener);
    if (stopWakeups) return;
    stopWakeups = wakeups.subscribe(fanOut);
    // A wake-up lost with a dropped LISTEN connection is read at the next heartbeat at the latest.
    sweep = setInterval(fanOut, heartbeatMs);
    sweep.unref();
  }
  function leave(listener: Listener): void {
    listeners.delete(listener);
    if (listeners.size > 0 || !stopWakeups) return;
    // Nobody hears the log meanwhile: the next stream starts from the newest event, not from here.
    position = null;
    stopWakeups();
    stopWakeups = null;
    clearInterval(sweep!);
    sweep = null;
  }

  /**
   * Opens a stream from after `lastId` (the client's Last-Event-ID), or from now. `stillSignedIn`
   * checks the session without counting the stream as activity. Answers the function that closes it.
   */
  async function start(signedIn: SignedIn, lastId: number | undefined, stillSignedIn: () => Promise<boolean>, sink: StreamSink): Promise<() => void> {
    position ??= startingPosition();
    let cursor = lastId ?? (await position);
    let closed = false;
    /** What the server's reader offered while this stream read what it missed, handed on after. */
    let held: AddressedEvent[] | null = lastId === undefined ? null : [];

    const send = (event: Pick<AddressedEvent, 'id' | 'kinds'>) => {
      if (closed || event.id <= cursor) return;
      sink.event(event.id, event.kinds.split(' '));
      cursor = event.id;
    };
    const listener: Listener = {
      userId: signedIn.user.id,
      staff: signedIn.user.role === 'admin',
      offer: (event) => (held ? held.push(event) : send(event)),
    };

    async function catchUp(): Promise<void> {
      try {
        for (;;) {
          const events = await eventsAfter(db, listener, cursor, BATCH);
          events.forEach(send);
          if (events.length < BATCH || closed) break;
        }
      } catch (error) {
        log.warn({ err: error }, 'event stream catch-up failed; the stream goes on from the newest event');
      }
      const offered = held ?? [];
      held = null;
      offered.forEach(send);
    }

    async function beat(): Promise<void> {
      sink.comment('heartbeat');
      if (!(await stillSignedIn().catch(() => true))) close();
    }

    const heartbeat = setInterval(() => void beat(), heartbeatMs);
    heartbeat.unref();

    function close(): void {
      if (closed) return;
      closed = true;
      clearInterval(heartbeat);
      leave(listener);
      open.delete(close);
      sink.end();
    }

    open.add(close);
    join(listener);
    if (held) await catchUp();
    fanOut();
    return close;
  }

  /** Ends every open stream: the server is stopping. */
  function closeAll(): void {
    for (const close of [...open]) close();
  }

  return { start, closeAll, openCount: () => open.size };
}
