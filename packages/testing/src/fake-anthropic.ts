import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback stand-in for Anthropic's Messages API (`POST /v1/messages`), so the real SDK code
 * runs against it. Each request takes the next scripted reply; when the script runs out the
 * `fallback` reply is used. Replies are a text or tool-use message, an HTTP error, malformed
 * JSON, or a request that never answers.
 */
export type FakeReply =
  | { kind: 'text'; text: string }
  | { kind: 'tool'; name: string; input: unknown }
  | { kind: 'error'; status: number; retryAfterSeconds?: number; message?: string }
  | { kind: 'malformed' }
  | { kind: 'hang' };

export interface RecordedRequest {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

export interface FakeAnthropic {
  /** Base URL for the SDK's `baseURL` option. */
  url: string;
  requests: RecordedRequest[];
  /** Queues replies for the next requests, in order. */
  script: (...replies: FakeReply[]) => void;
  setFallback: (reply: FakeReply) => void;
  close: () => Promise<void>;
}

export const FAKE_API_KEY = 'sk-ant-test-key';

function message(model: string, content: unknown[], stopReason: string) {
  return {
    id: `msg_fake_${Math.random().toString(36).slice(2)}`,
    type: 'message',
    role: 'assistant',
    model,
    content,
    stop_reason: stopReason,
    stop_sequence: null,
    usage: {
      input_tokens: 100,
      output_tokens: 50,
      cache_creation_input_tokens: 0,
      cache_read_input_tokens: 0,
    },
  };
}

export async function startFakeAnthropic(
  fallback: FakeReply = { kind: 'error', status: 500 },
): Promise<FakeAnthropic> {
  const queue: FakeReply[] = [];
  let fallbackReply = fallback;
  const requests: RecordedRequest[] = [];
  const hanging = new Set<import('node:http').ServerResponse>();

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const auth = req.headers['x-api-key'] ?? req.headers.authorization?.replace(/^Bearer /, '');
      if (req.method !== 'POST' || req.url?.split('?')[0] !== '/v1/messages') {
        res
          .writeHead(404, { 'content-type': 'application/json' })
          .end('{"type":"error","error":{"type":"not_found_error","message":"not found"}}');
        return;
      }
      if (auth !== FAKE_API_KEY) {
        res
          .writeHead(401, { 'content-type': 'application/json' })
          .end('{"type":"error","error":{"type":"authentication_error","message":"invalid x-api-key"}}');
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
      requests.push({ headers: req.headers, body });
      const model = typeof body.model === 'string' ? body.model : 'claude-test';
      const reply = queue.shift() ?? fallbackReply;
      const json = (status: number, payload: unknown, headers: Record<string, string> = {}) =>
        res
          .writeHead(status, { 'content-type': 'application/json', ...headers })
          .end(JSON.stringify(payload));
      switch (reply.kind) {
        case 'text':
          return json(200, message(model, [{ type: 'text', text: reply.text }], 'end_turn'));
        case 'tool':
          return json(
            200,
            message(
              model,
              [{ type: 'tool_use', id: 'toolu_fake', name: reply.name, input: reply.input }],
              'tool_use',
            ),
          );
        case 'error':
          return json(
            reply.status,
            {
              type: 'error',
              error: {
                type: reply.status === 429 ? 'rate_limit_error' : 'api_error',
                message: reply.message ?? 'fake failure',
              },
            },
            reply.retryAfterSeconds === undefined ? {} : { 'retry-after': String(reply.retryAfterSeconds) },
          );
        case 'malformed':
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"id": "msg_broken", "content": [');
          return;
        case 'hang':
          hanging.add(res);
          res.on('close', () => hanging.delete(res));
          return;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script: (...replies) => queue.push(...replies),
    setFallback: (reply) => {
      fallbackReply = reply;
    },
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
