import type pg from 'pg';
import { postgresPool, type Db } from './database';
import { EVENTS_CHANNEL, lastEventId } from './repositories/inbox';

/** How often a SQLite server looks at the log's newest id (one indexed read per server, not per stream). */
const SQLITE_LOOK_MS = 200;
const RELISTEN_MS = 1000;

export interface EventWakeups {
  /** Calls `listener` whenever the log may hold new events; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  stop(): Promise<void>;
}

/**
 * Wakes this server's streams when an event is written (docs/notifications.md#across-servers).
 * On PostgreSQL, LISTEN on the channel every event's transaction NOTIFYs at commit, so a write on
 * any server wakes all of them. On SQLite (one server), a look at the log's newest id every
 * 200 ms, which also sees the events of commands run beside the server (accrual). A wake-up only
 * says "look": the streams read the rows from the log, so a lost one costs a delay, never an event.
 */
export function createEventWakeups(db: Db, log: { warn: (details: object, message: string) => void }): EventWakeups {
  const listeners = new Set<() => void>();
  const pool = postgresPool(db);
  let started = false;
  let stopped = false;
  let client: pg.PoolClient | null = null;
  let timer: NodeJS.Timeout | null = null;
  let newest: number | null = null;

  const wake = () => {
    for (const listener of listeners) listener();
  };

  async function listen(from: pg.Pool): Promise<void> {
    try {
      const connected = await from.connect();
      if (stopped) return connected.release();
      client = connected;
      connected.on('notification', wake);
      connected.on('error', (error) => {
        log.warn({ err: error }, 'event wake-ups lost their connection; listening again');
        connected.release(true);
        client = null;
        retry(from);
      });
      await connected.query(`LISTEN ${EVENTS_CHANNEL}`);
      // Whatever was written while nobody listened is read now.
      wake();
    } catch (error) {
      log.warn({ err: error }, 'could not listen for events; trying again');
      retry(from);
    }
  }

  function retry(from: pg.Pool): void {
    if (stopped) return;
    timer = setTimeout(() => void listen(from), RELISTEN_MS);
    timer.unref();
  }

  async function look(): Promise<void> {
    try {
      const id = await lastEventId(db);
      if (newest !== null && id !== newest) wake();
      newest = id;
    } catch (error) {
      log.warn({ err: error }, 'could not read the event log');
    }
    if (!stopped) {
      timer = setTimeout(() => void look(), SQLITE_LOOK_MS);
      timer.unref();
    }
  }

  function start(): void {
    started = true;
    if (pool) void listen(pool);
    else void look();
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!started && !stopped) start();
      return () => listeners.delete(listener);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
      if (client) {
        client.release();
        client = null;
      }
    },
  };
}
