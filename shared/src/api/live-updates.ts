import { useEffect, useSyncExternalStore } from 'react';
import { EVENT_KINDS, type EventKind } from '../rules/inbox';
import { getRuntimeConfig } from '../config/runtime';
import { userLoaded } from '../store/auth-slice';
import { useAppDispatch, useAppSelector, type AppDispatch } from '../store/store';
import { api } from './base-api';

type TagType = Parameters<typeof api.util.invalidateTags>[0][number];

/**
 * What each kind of event makes stale (docs/notifications.md#in-the-browser): whole tag types, so
 * every list and figure of that kind is read again, by the pages showing one.
 */
export const TAGS_OF_KIND: Record<EventKind, TagType[]> = {
  inbox: ['Inbox'],
  balance: ['Transaction', 'Statistics', 'UserPlan'],
  plans: ['UserPlan', 'Statistics'],
  invoice: ['Invoice'],
  identity: ['User'],
  // The admin's queues: deposits and withdrawals, identity applicants, payment exceptions, the overview.
  queue: ['Transaction', 'Users', 'Invoice', 'Approval'],
  deployment: ['Deployment'],
  // A support thread's messages and status, on both sides.
  support: ['SupportRequest'],
};

/** Waits before reconnecting a dropped stream: 1 s, doubling, at most 30 s, each a little random so a restarted server is not hit at once. */
export function reconnectDelayMs(failures: number, random = Math.random()): number {
  return Math.min(30_000, 1000 * 2 ** Math.min(failures, 5)) * (0.75 + random / 2);
}

/** The events in a chunk of text/event-stream, and what is left of an unfinished one. */
export function parseEventStream(buffer: string): { events: { id: number; kinds: EventKind[] }[]; rest: string } {
  const blocks = buffer.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const fields = new Map<string, string>();
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || !line.includes(':')) continue;
      const colon = line.indexOf(':');
      fields.set(line.slice(0, colon), line.slice(colon + 1).trimStart());
    }
    const id = Number(fields.get('id'));
    const data = fields.get('data');
    if (!Number.isSafeInteger(id) || data === undefined) return [];
    try {
      const kinds = (JSON.parse(data) as { kinds?: unknown }).kinds;
      if (!Array.isArray(kinds)) return [];
      return [{ id, kinds: kinds.filter((kind): kind is EventKind => (EVENT_KINDS as readonly unknown[]).includes(kind)) }];
    } catch {
      return [];
    }
  });
  return { events, rest };
}

/** Whether the page's stream is open now: one per page, read by whatever would otherwise poll. */
let connected = false;
const listeners = new Set<() => void>();
function setConnected(value: boolean): void {
  if (connected === value) return;
  connected = value;
  for (const listener of listeners) listener();
}

/** True while the live stream is up: a page that polls skips it then (docs/notifications.md#in-the-browser). */
export function useLiveUpdatesConnected(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => connected,
    () => false,
  );
}

function applyEvent(dispatch: AppDispatch, kinds: EventKind[]): void {
  const tags = [...new Set(kinds.flatMap((kind) => TAGS_OF_KIND[kind]))];
  if (tags.length > 0) dispatch(api.util.invalidateTags(tags));
  // The balance is on the signed-in user, which the store holds outside the API cache.
  if (kinds.includes('balance') || kinds.includes('identity')) {
    void dispatch(api.endpoints.me.initiate())
      .unwrap()
      .then((me) => dispatch(userLoaded(me)))
      .catch(() => undefined);
  }
}

/**
 * Reads the stream until it ends or fails. fetch, not EventSource: the token goes in the
 * Authorization header, as for every call, never in the URL.
 */
async function readStream(token: string, lastId: number | null, signal: AbortSignal, onEvent: (id: number, kinds: EventKind[]) => void): Promise<boolean> {
  const base = getRuntimeConfig().apiBaseUrl.replace(/\/$/, '');
  const response = await fetch(`${base}/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream', ...(lastId !== null && { 'last-event-id': String(lastId) }) },
    signal,
    cache: 'no-store',
  });
  if (!response.ok || !response.body) return false;
  setConnected(true);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return true;
    const parsed = parseEventStream(buffer + value);
    buffer = parsed.rest;
    for (const event of parsed.events) onEvent(event.id, event.kinds);
  }
}

/**
 * One stream per signed-in page, opened by the shell (docs/notifications.md#in-the-browser):
 * each event makes what it changed stale; a dropped stream comes back after a growing wait,
 * asking for what it missed with Last-Event-ID; signing out closes it.
 */
export function useLiveUpdates(): void {
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.auth.token);
  const signedIn = useAppSelector((state) => state.auth.user !== null);

  useEffect(() => {
    if (!token || !signedIn || typeof fetch !== 'function' || typeof TextDecoderStream !== 'function') return undefined;
    const abort = new AbortController();
    let lastId: number | null = null;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const connect = () => {
      readStream(token, lastId, abort.signal, (id, kinds) => {
        lastId = id;
        failures = 0;
        applyEvent(dispatch, kinds);
      })
        .catch(() => false)
        .then(() => {
          setConnected(false);
          if (abort.signal.aborted) return;
          timer = setTimeout(connect, reconnectDelayMs(failures));
          failures += 1;
        });
    };
    connect();
    return () => {
      abort.abort();
      clearTimeout(timer);
      setConnected(false);
    };
  }, [token, signedIn, dispatch]);
}
