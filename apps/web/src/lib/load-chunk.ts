import { CHUNK_LOAD_TIMEOUT_MS } from '@pitchfit/contracts/constants';

/** A script chunk that failed or took too long to load; `chunk` names it for the error page (SPEC §8). */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly chunk: string,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/**
 * Runs a dynamic import, giving up after `timeoutMs`. Browsers have no timeout of their own for
 * module scripts, so a stalled connection would otherwise leave the page pending forever.
 */
export function loadChunk<TModule>(
  chunk: string,
  importer: () => Promise<TModule>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<TModule> {
  return new Promise<TModule>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new ChunkLoadError(chunk, `Loading the "${chunk}" chunk timed out after ${timeoutMs / 1000} s.`),
      );
    }, timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, `Could not load the "${chunk}" chunk.`, { cause }));
      },
    );
  });
}
