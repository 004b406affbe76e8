import type { KyselyPlugin } from 'kysely';
import type { EventWakeups } from '../src/db/event-wakeups';
import type { SignedIn } from '../src/services/auth';
import { createEventStreamService, type StreamSink } from '../src/services/event-stream';
import { forEachDatabase } from './databases';
import { createUser } from './helpers';

/*
 * The server's side of the event stream (docs/notifications.md#the-stream), with wake-ups this
 * test gives by hand and the database's queries counted.
 */

/** Counts the queries sent through the database it is plugged into. */
function queryCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count += 1;
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
}

/** Wake-ups the test sends: what LISTEN/NOTIFY or SQLite's poll would. */
function manualWakeups(): EventWakeups & { wake(): void } {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    stop: async () => listeners.clear(),
    wake: () => listeners.forEach((listener) => listener()),
  };
}

/** A stream's sink: the event ids it was given, and a wait for the next. */
function recordingSink(): StreamSink & { ids: number[]; received(count: number): Promise<void> } {
  const ids: number[] = [];
  let arrived = () => {};
  return {
    ids,
    event(id) {
      ids.push(id);
      arrived();
    },
    comment: () => {},
    end: () => {},
    async received(count) {
      while (ids.length < count) await new Promise<void>((resolve) => (arrived = resolve));
    },
  };
}

const log = { warn: () => {} };
const stillSignedIn = async () => true;

forEachDatabase((ctx) => {
  const as = (id: number, role: 'user' | 'admin' = 'user') => ({ user: { id, role } }) as SignedIn;
  const logEvent = async (userId: number | null, kinds = 'balance') =>
    (
      await ctx()
        .db.insertInto('events')
        .values({ audience: userId === null ? 'staff' : 'user', user_id: userId, kinds, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;

  it("reads the log once per wake-up for all of a server's streams, and gives each stream only its own events", async () => {
    const ivy = await createUser(ctx().db, 'ivy');
    const jay = await createUser(ctx().db, 'jay');
    const counter = queryCounter();
    const wakeups = manualWakeups();
    const service = createEventStreamService({ db: ctx().db.withPlugin(counter), wakeups, heartbeatMs: 60_000, log });
    const ivys = Array.from({ length: 10 }, recordingSink);
    const jays = recordingSink();
    const closers = await Promise.all([
      ...ivys.map((sink) => service.start(as(ivy), undefined, stillSignedIn, sink)),
      service.start(as(jay), undefined, stillSignedIn, jays),
    ]);
    try {
      const first = await logEvent(ivy);
      const second = await logEvent(ivy, 'inbox');
      wakeups.wake();
      await Promise.all(ivys.map((sink) => sink.received(2)));
      // Eleven streams opened and were woken with at most four reads: where the log starts, the
      // opening reads (coalesced: one running, one after it) and the wake-up's. A read per stream
      // would be eleven to open and ten more to deliver.
      expect(counter.count).toBeLessThanOrEqual(4);
      expect(ivys.map((sink) => sink.ids)).toEqual(Array(10).fill([first, second]));
      expect(jays.ids).toEqual([]);
    } finally {
      closers.forEach((close) => close());
    }
    expect(service.openCount()).toBe(0);
  });

  it('a stream resuming from a Last-Event-ID gets what it missed, then what comes, each once and in order', async () => {
    const ivy = await createUser(ctx().db, 'ivy');
    const admin = await createUser(ctx().db, 'root', 'admin');
    const wakeups = manualWakeups();
    const service = createEventStreamService({ db: ctx().db, wakeups, heartbeatMs: 60_000, log });
    const seen = await logEvent(ivy);
    const missed = [await logEvent(ivy), await logEvent(null), await logEvent(admin)];
    const resumed = recordingSink();
    const close = await service.start(as(admin, 'admin'), seen, stillSignedIn, resumed);
    try {
      const later = await logEvent(null);
      wakeups.wake();
      wakeups.wake();
      await resumed.received(3);
      // The admin's own events and staff events; not the investor's.
      expect(resumed.ids).toEqual([missed[1], missed[2], later]);
    } finally {
      close();
    }
  });
});
