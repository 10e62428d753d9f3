import type { DeckSubmitted } from '@pitchfit/contracts/deck';
import { MESSAGES } from '@pitchfit/contracts/messages';
import type { z } from 'zod';
import { currentAccessToken } from '../../lib/access-token';
import { forgetCredentials } from '../../lib/session';
import { uploadErrorMessage } from './deck-upload-rules';

/** A refused or failed upload, with the text to show. */
export class DeckUploadError extends Error {
  override name = 'DeckUploadError';
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
  }
}

export interface UploadTarget<TAnswer = DeckSubmitted> {
  url: string;
  /** What the server answers an accepted file with (a submission, or a founder's new status). */
  answer: z.ZodType<TAnswer>;
  /** Investor calls send the session; the founders' public page sends none (SPEC section 6). */
  withSession: boolean;
  /** Shown when the server gives no reason (or cannot be reached). */
  fallbackError: string;
}

/**
 * Sends one PDF as multipart `pdf_file`. XMLHttpRequest rather than fetch because only it reports
 * upload progress; `onProgress` gets 0..1 as bytes leave the browser.
 */
export async function uploadDeck<TAnswer>(
  target: UploadTarget<TAnswer>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<TAnswer> {
  const token = target.withSession ? await currentAccessToken() : null;
  const form = new FormData();
  form.append('pdf_file', file, file.name);

  const { status, body } = await new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', target.url);
    request.responseType = 'json';
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => resolve({ status: request.status, body: request.response }));
    request.addEventListener('error', () => reject(new DeckUploadError(target.fallbackError, null)));
    request.addEventListener('abort', () => reject(new DeckUploadError(target.fallbackError, null)));
    request.send(form);
  });

  if (status === 401 && target.withSession) {
    // The session is gone: forget it, and the page's guard takes the investor to /login.
    forgetCredentials(MESSAGES.authRequired);
  }
  if (status < 200 || status >= 300) {
    throw new DeckUploadError(uploadErrorMessage(body, target.fallbackError), status);
  }
  const answer = target.answer.safeParse(body);
  if (!answer.success) throw new DeckUploadError(target.fallbackError, status);
  return answer.data;
}
