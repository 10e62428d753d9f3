import fastifyMultipart from '@fastify/multipart';
import {
  CLIENT_ERROR_MESSAGES,
  DECK_MESSAGES,
  DECK_READ_FAILURES,
  MESSAGES,
} from '@pitchfit/contracts/messages';
import { deckUploadError } from '@pitchfit/decks/accept';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeckUpload } from '../domain/decks/check-deck-upload';

const FILE_FIELD = 'pdf_file';

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
export async function readPdfUpload(request: FastifyRequest, maxBytes: number): Promise<DeckUpload> {
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

/**
 * The multipart parser, for the routes that take a deck (the pitch submit, the test upload, a
 * founder's new version): registered in their plugin's context alone, since only they read multipart.
 */
export async function registerPdfUploads(app: FastifyInstance, maxBytes: number): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 1024 },
  });
}
