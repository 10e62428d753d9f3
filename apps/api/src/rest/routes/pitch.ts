import { deckSubmittedSchema, deckUploadErrorBodySchema as uploadErrorBody } from '@pitchfit/contracts/deck';
import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps';
import { assertOwnUsername, submitPitchDeck, submitTestDeck } from '../../domain/decks/submit-deck';
import { readPdfUpload, registerPdfUploads } from '../pdf-upload';
import { actorOf } from '../rest-auth';

const usernameParams = z.object({ username: z.string().min(1).max(256) });

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
  const received: Submitted = {
    id: submitted.id,
    status: 'queued',
    duplicate: false,
    ...(submitted.status_path ? { status_path: submitted.status_path } : {}),
  };
  return reply.status(201).send(received);
}

/**
 * Deck intake: founders on an investor's public page, and the investor's own test upload. Both are
 * multipart with one `pdf_file`; refusals carry the reason in `pdf_file[0]` and `detail`.
 */
export const pitchRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await registerPdfUploads(app, deps.deckLimits.maxBytes);

    app.post(
      '/pitch/:username/submit/',
      {
        // Anonymous: each accepted deck costs a scoring, so submissions are limited per address.
        config: { rateLimit: 'pitchSubmit' },
        schema: {
          tags: ['decks'],
          summary: "Submit a pitch deck to an investor's public page",
          description:
            'Multipart form with one PDF in `pdf_file`. No sign-in; limited per client address (429 with Retry-After past the limit). 201 with `status: "queued"` for every accepted file, including one the investor already has (stored once): an anonymous sender is not told what the investor holds. Scoring runs in the background; the investor sees the status on their dashboard. `status_path` is the founder\'s private status link (`/pitch/status/<token>`), shown this once.',
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
