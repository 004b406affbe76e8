/** A bare Fastify route answering the JSON in argv[2], in a process of its own like the API's. Prints its port. */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';

const body = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const bare = Fastify();
bare.get('/bare', async () => body);
bare.listen({ port: 0, host: '127.0.0.1' }).then(() => console.log((bare.server.address() as AddressInfo).port));
