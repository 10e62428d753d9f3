/**
 * The anchor of `bench:load`, run as a process of its own: Fastify with one route answering the
 * JSON payload in the file named by argv[2] (parsed once, serialized per request as any JSON answer
 * is). Prints its URL on stdout once listening; stops on SIGTERM.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { assertNativeBuiltins } from './native-builtins';

const file = process.argv[2];
if (!file) throw new Error('usage: bare-server-child <payload.json>');
const payload: unknown = JSON.parse(readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
app.get('/', async () => payload);
assertNativeBuiltins('bare anchor');
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${url}/\n`);
process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
