import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  /** Which upstream answered each request so far, by index. */
  readonly served: number[];
  close(): Promise<void>;
}

/** The client's address appended to what earlier proxies said, as load balancers do. */
function forwardedFor(request: http.IncomingMessage): string {
  const earlier = request.headers['x-forwarded-for'];
  return [earlier, request.socket.remoteAddress].filter(Boolean).join(', ');
}

/** A load balancer in miniature on 127.0.0.1: each request goes to the next upstream in turn. */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const served: number[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    served.push(index);
    const target = new URL(request.url ?? '/', upstreams[index]);
    const forwarded = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host, 'x-forwarded-for': forwardedFor(request) } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => {
      response.writeHead(502, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: 'Upstream unavailable.' }));
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
