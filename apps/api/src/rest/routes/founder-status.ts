import { deckUploadErrorBodySchema as uploadErrorBody } from '@pitchfit/contracts/deck';
import { restErrorBodySchema as errorBody } from '@pitchfit/contracts/errors';
import { founderStatusSchema, founderStatusTokenSchema } from '@pitchfit/contracts/founder-status';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps';
import { getFounderStatus } from '../../domain/founder-status/founder-status';
import { uploadDeckVersion } from '../../domain/founder-status/upload-version';
import { withdrawFounderDeck } from '../../domain/founder-status/withdraw-deck';
import { readPdfUpload, registerPdfUploads } from '../pdf-upload';

const NOT_FOUND_NOTE =
  'No sign-in: the token in the path is the only key. A wrong token answers 404, looked up by its hash (no comparison that stops early); limited per client address (429 with Retry-After).';

/** A founder's private status link (`/pitch/status/<token>`): read it, send a new version, withdraw. */
export const founderStatusRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await registerPdfUploads(app, deps.deckLimits.maxBytes);

    app.get(
      '/pitch/status/:token/',
      {
        config: { rateLimit: 'founderStatus' },
        schema: {
          tags: ['founder status'],
          summary: 'Where a founder’s deck stands',
          description: `received, under_review, decision (or withdrawn), and on a pass the reason the fund chose to share. Never a score, note, vote or stage. ${NOT_FOUND_NOTE}`,
          params: founderStatusTokenSchema,
          response: { 200: founderStatusSchema, 404: errorBody, 429: errorBody },
        },
      },
      async (request) => getFounderStatus(deps.db, request.params.token),
    );

    app.post(
      '/pitch/status/:token/version/',
      {
        // Each version is scored like a new submission, so it counts against the same limit.
        config: { rateLimit: 'pitchSubmit' },
        schema: {
          tags: ['founder status'],
          summary: 'Send a new version of the deck',
          description: `Multipart form with one PDF in \`pdf_file\`, checked exactly as the pitch submit checks it (same errors in \`detail\` and \`pdf_file[0]\`). The new version is linked to the one before it; the investor sees what changed. 409 once the deck is withdrawn. ${NOT_FOUND_NOTE}`,
          consumes: ['multipart/form-data'],
          params: founderStatusTokenSchema,
          response: {
            201: founderStatusSchema,
            400: uploadErrorBody,
            404: errorBody,
            409: errorBody,
            413: uploadErrorBody,
            429: errorBody,
            503: errorBody,
          },
        },
      },
      async (request, reply) => {
        const upload = await readPdfUpload(request, deps.deckLimits.maxBytes);
        return reply
          .status(201)
          .send(await uploadDeckVersion(deps, request.params.token, upload, request.ip));
      },
    );

    app.delete(
      '/pitch/status/:token/',
      {
        config: { rateLimit: 'founderStatus' },
        schema: {
          tags: ['founder status'],
          summary: 'Withdraw the deck',
          description: `Deletes the file and what was read from it, every version; the fund keeps a tombstone that says it was withdrawn. Withdrawing again answers the same. ${NOT_FOUND_NOTE}`,
          params: founderStatusTokenSchema,
          response: { 200: founderStatusSchema, 404: errorBody, 429: errorBody },
        },
      },
      async (request) => withdrawFounderDeck(deps, request.params.token),
    );
  };
