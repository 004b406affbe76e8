/** Serves the bare page's build (host at /, remote at /remote/) compressed, as the API serves the app's, in a process of its own. Prints its port. */
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const common = { preCompressed: true, decorateReply: false } as const;
const server = Fastify();
void server.register(fastifyStatic, { ...common, root: path.join(__dirname, 'remote', 'dist'), prefix: '/remote/' });
void server.register(fastifyStatic, { ...common, root: path.join(__dirname, 'host', 'dist'), prefix: '/' });
server.listen({ port: 0, host: '127.0.0.1' }).then(() => console.log((server.server.address() as AddressInfo).port));
