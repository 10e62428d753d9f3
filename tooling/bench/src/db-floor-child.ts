/**
 * The second anchor of `bench:load`, run as a process of its own: Fastify with one route that runs the
 * API's list statement (@pitchfit/db's `listDecks`: one prepared round trip, PostgreSQL checking the
 * session and writing each deck's JSON) for one investor and answers the bytes, with nothing else of the
 * API around it (no token check, hooks, rate limits or schemas). What any server that reads the list from
 * PostgreSQL per request can reach; the API's distance from it is its own work. Args: database URL,
 * investor id. Prints its URL on stdout once listening; stops on SIGTERM.
 */
import { randomUUID } from 'node:crypto';
import { deckPageQuerySchema } from '@pitchfit/contracts/deck';
import { createDb } from '@pitchfit/db/client';
import { deckListRequest, jsonArray, listDecks } from '@pitchfit/db/decks/deck-list';
import Fastify from 'fastify';
import { assertNativeBuiltins } from './native-builtins';

const [databaseUrl, investorId] = process.argv.slice(2);
if (!databaseUrl || !investorId) throw new Error('usage: db-floor-child <database url> <investor id>');
const { db, close } = createDb(databaseUrl);
// A session of its own, live as the bench's API session is (no revoked token in its family): the
// statement checks it exactly as it checks the API's.
const session = { investorId, sessionId: randomUUID() };
const app = Fastify({ logger: false });
app.get('/', async (request, reply) => {
  // The API's own reading of the query, without its schema compiler around it.
  const asked = deckListRequest(deckPageQuerySchema.parse(request.query));
  const list = await listDecks(db, session, asked);
  if (!list) throw new Error('the bench session is not live');
  const body = asked.page
    ? jsonArray(list.decks, '{"results":', `,"count":${list.count}}`)
    : jsonArray(list.decks);
  return reply.type('application/json; charset=utf-8').send(body);
});
assertNativeBuiltins('database floor');
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${url}/\n`);
process.once('SIGTERM', () => void Promise.all([app.close(), close()]).then(() => process.exit(0)));
