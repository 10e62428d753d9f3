import fastifyMultipart from '@fastify/multipart';
import { deckSubmittedSchema, deckUploadErrorBodySchema as uploadErrorBody } from '@pitchfit/contracts/deck';
import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import {
  CLIENT_ERROR_MESSAGES,
  DECK_MESSAGES,
  DECK_READ_FAILURES,
  MESSAGES,
} from '@pitchfit/contracts/messages';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { type DeckUpload, deckUploadError } from '../../domain/decks/check-deck-upload';
import { assertOwnUsername, submitPitchDeck, submitTestDeck } from '../../domain/decks/submit-deck';
import { actorOf } from '../rest-auth';

const FILE_FIELD = 'pdf_file';

const usernameParams = z.object({ username: z.string().min(1).max(256) });

/** Multipart errors of @fastify/multipart, by code, as the upload error a client shows. */
function multipartError(error: unknown, maxBytes: number) {
  const code = error instanceof Error && 'code' in error ? error.code : undefined;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return deckUploadError(DECK_READ_FAILURES.too_large({ maxBytes }), 'PAYLOAD_TOO_LARGE');
    case 'FST_FILES_LIMIT':
      return deckUploadError(DECK_MESSAGES.oneFileOnly);
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return deckUploadError(MESSAGES.selectPdf);
    default: {
      // The parser's own limits (parts, fields) carry their 4xx; anything else it throws is a body
      // that is not multipart as declared (no boundary, cut short): the client's, not ours.
      const status = error instanceof Error && 'statusCode' in error ? Number(error.statusCode) : 500;
      return status < 500 ? error : deckUploadError(CLIENT_ERROR_MESSAGES.malformedUpload);
    }
  }
}

/**
 * Reads the `pdf_file` part into memory, refusing it as soon as it passes `maxBytes` (the stream is
 * cut there, so an oversized upload never fills memory). Other fields are ignored.
 */
async function readPdfUpload(request: FastifyRequest, maxBytes: number): Promise<DeckUpload> {
  let upload: DeckUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FILE_FIELD) {
        part.file.resume();
        continue;
      }
      upload = { fileName: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw multipartError(error, maxBytes);
  }
  if (!upload) throw deckUploadError(MESSAGES.selectPdf);
  return upload;
}

type Submitted = z.infer<typeof deckSubmittedSchema>;

function answerSubmitted(reply: FastifyReply, submitted: Submitted) {
  return reply.status(submitted.duplicate ? 200 : 201).send(submitted);
}

/**
 * What an anonymous founder learns: the deck was received, as if new. Whether the investor already
 * held the same file, and how far its scoring got, is the investor's business: answering
 * `duplicate: true, status: "scored"` told anyone holding a file whether this investor had it. The
 * existing deck's id is as unfamiliar to the sender as a new one, so it gives nothing away either.
 */
function answerAnonymousSubmission(reply: FastifyReply, submitted: Submitted) {
  const received: Submitted = { id: submitted.id, status: 'queued', duplicate: false };
  return reply.status(201).send(received);
}

/**
 * Deck intake: founders on an investor's public page, and the investor's own test upload. Both are
 * multipart with one `pdf_file`; refusals carry the reason in `pdf_file[0]` and `detail`.
 */
export const pitchRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Only these routes read multipart, so the parser is registered in their context alone.
    await app.register(fastifyMultipart, {
      limits: { fileSize: deps.deckLimits.maxBytes, files: 1, fields: 10, fieldSize: 1024 },
    });

    app.post(
      '/pitch/:username/submit/',
      {
        // Anonymous: each accepted deck costs a scoring, so submissions are limited per address.
        config: { rateLimit: 'pitchSubmit' },
        schema: {
          tags: ['decks'],
          summary: "Submit a pitch deck to an investor's public page",
          description:
            'Multipart form with one PDF in `pdf_file`. No sign-in; limited per client address (429 with Retry-After past the limit). 201 with `status: "queued"` for every accepted file, including one the investor already has (stored once): an anonymous sender is not told what the investor holds. Scoring runs in the background; the investor sees the status on their dashboard.',
          consumes: ['multipart/form-data'],
          params: usernameParams,
          response: {
            201: deckSubmittedSchema,
            400: uploadErrorBody,
            404: errorBody,
            413: uploadErrorBody,
            429: errorBody,
            503: errorBody,
          },
        },
      },
      async (request, reply) => {
        const upload = await readPdfUpload(request, deps.deckLimits.maxBytes);
        return answerAnonymousSubmission(
          reply,
          await submitPitchDeck(deps, request.params.username, upload, request.ip),
        );
      },
    );

    app.post(
      '/vc/:username/submit-deck/',
      {
        config: { auth: 'investor' },
        schema: {
          tags: ['decks'],
          summary: 'Upload a test deck to your own profile',
          description:
            'Same as the public submit, for the signed-in investor and only to their own username (403 otherwise).',
          consumes: ['multipart/form-data'],
          params: usernameParams,
          response: {
            200: deckSubmittedSchema,
            201: deckSubmittedSchema,
            400: uploadErrorBody,
            401: errorBody,
            403: errorBody,
            413: uploadErrorBody,
            503: errorBody,
          },
        },
      },
      async (request, reply) => {
        const { fundId } = actorOf(request);
        await assertOwnUsername(deps.db, fundId, request.params.username);
        const upload = await readPdfUpload(request, deps.deckLimits.maxBytes);
        return answerSubmitted(reply, await submitTestDeck(deps, fundId, upload));
      },
    );
  };
