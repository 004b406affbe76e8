import { createServer, type IncomingHttpHeaders } from 'node:http';

/**
 * A local HTTP server standing in for a chain's node in the tests of the chains no node installs
 * for here (TRON, XRP, Solana; docs/testing.md#chain-nodes). `answer` gets each POST's path, JSON
 * body and headers and returns the JSON to send, in the shapes the chain's API documentation gives
 * (or a promise of it: a node that answers when the test lets it).
 */
export interface FakeNode {
  url: string;
  /** The requests answered so far. */
  requests: { path: string; body: unknown; headers: IncomingHttpHeaders }[];
  stop(): Promise<void>;
}

export function startFakeNode(answer: (path: string, body: unknown, headers: IncomingHttpHeaders) => unknown | Promise<unknown>): Promise<FakeNode> {
  const requests: FakeNode['requests'] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const body: unknown = chunks.length === 0 ? {} : JSON.parse(Buffer.concat(chunks).toString('utf8'));
      requests.push({ path, body, headers: request.headers });
      void Promise.resolve(answer(path, body, request.headers)).then((json) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(json));
      });
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** A URL where nothing listens: a node that is down. */
export const NODE_DOWN_URL = 'http://127.0.0.1:9';
