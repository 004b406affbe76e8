/** A Server-Sent Events reader for tests: what a browser's fetch-based reader does, with waits for what arrives. */
export interface StreamedEvent {
  id: number;
  kinds: string[];
}

export interface EventStreamClient {
  /** Every event received so far, in order. */
  events: StreamedEvent[];
  /** The next event not yet taken (waits for it up to `timeoutMs`). */
  next(timeoutMs?: number): Promise<StreamedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(baseUrl: string, token: string, lastEventId?: number): Promise<EventStreamClient> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId !== undefined && { 'last-event-id': String(lastEventId) }) },
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`stream refused: ${response.status} ${await response.text()}`);
  if (!response.headers.get('content-type')?.startsWith('text/event-stream')) throw new Error('not an event stream');
  const events: StreamedEvent[] = [];
  let taken = 0;
  let arrived = null as (() => void) | null;
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();

  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
          );
          if (fields.id === undefined) continue;
          events.push({ id: Number(fields.id), kinds: (JSON.parse(fields.data) as { kinds: string[] }).kinds });
          arrived?.();
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  return {
    events,
    ended,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length <= taken) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          arrived = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
      return events[taken++];
    },
    close: () => abort.abort(),
  };
}
