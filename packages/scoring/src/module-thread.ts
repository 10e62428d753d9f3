import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';

/**
 * Runs in the fresh thread. Under tsx, `preload` (plain JavaScript) is imported before tsx's hooks:
 * through them pdfjs's 4 MB take 1-2 s to load instead of 0.2 s. The built-ins pdfjs's legacy build
 * replaces go back at once, as loadPdfjs (deck/read/pdfjs-runtime.ts) puts them back when it loads it.
 * tsx turns source maps on, and pdfjs ships megabytes of them, which Node would then hold in memory.
 */
const BOOTSTRAP = `
const { workerData } = require('node:worker_threads');
(async () => {
  if (workerData.typescriptLoader) {
    const builtins = [Array.prototype.push, JSON.stringify, JSON.parse, Function.prototype.toString];
    for (const url of workerData.preload) await import(url);
    [Array.prototype.push, JSON.stringify, JSON.parse, Function.prototype.toString] = builtins;
    (await import(workerData.typescriptLoader)).register();
    process.setSourceMapsEnabled(false);
  }
  await import(workerData.entry);
})();
`;

export interface ModuleThreadOptions {
  /** Modules loaded before the entry when it runs from source (built, the entry's bundle imports them). */
  preload?: string[];
  resourceLimits?: ResourceLimits;
}

/**
 * A worker thread running the module at `entry`, a URL made from the entry's `.ts` path and `import.meta.url`
 * in the caller's own file: built, the bundler (tooling/stack/src/build) rewrites that URL to the entry's
 * own bundle; from source (tests, scripts) the thread loads the TypeScript through tsx's ES-module API
 * (require.resolve finds its CommonJS twin, whose register() cannot find its own files). Used by the
 * deck reader's thread (deck/read/parser-thread.ts) and the API's thesis reader thread.
 */
export function startModuleThread(entry: string, options: ModuleThreadOptions = {}): Worker {
  const typescriptLoader = entry.endsWith('.ts')
    ? pathToFileURL(
        createRequire(import.meta.url)
          .resolve('tsx/esm/api')
          .replace(/\.cjs$/, '.mjs'),
      ).href
    : undefined;
  return new Worker(BOOTSTRAP, {
    eval: true,
    workerData: { entry, typescriptLoader, preload: options.preload ?? [] },
    // Not the process's flags: under `node --import tsx` the thread would load tsx a second time.
    execArgv: [],
    ...(options.resourceLimits && { resourceLimits: options.resourceLimits }),
  });
}
