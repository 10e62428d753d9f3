import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { build, type Plugin } from 'esbuild';

/** A path as an import specifier relative to `fromDir` (always starting with `./` or `../`). */
function relativeSpecifier(fromDir: string, to: string): string {
  const path = relative(fromDir, to).split(sep).join('/');
  return path.startsWith('.') ? path : `./${path}`;
}

/**
 * Our TypeScript (the app and the workspace packages it imports) is bundled into one file; every
 * npm package stays external, imported by its resolved file relative to the bundle. pnpm gives an
 * app only its own dependencies, so `import 'pdfjs-dist'` from the bundle would not resolve from the
 * app's folder; the resolved file does, and is the same module Node would have loaded from the
 * workspace package. npm packages also read their own files at run time (BullMQ's Lua scripts,
 * pdfjs's parser thread, tesseract's worker), which they can only do from where they are installed.
 *
 * A CommonJS package is loaded with `require`, not `import`: imported, Node first scans its source
 * (and every file it re-exports) with cjs-module-lexer for the names it exports, which made loading
 * the API's CommonJS packages take about half as long again. esbuild's interop gives the importer
 * what Node's would (`default` is `module.exports`, names are its properties).
 *
 * `import.meta.url` in our sources becomes the source file's URL (relative to the bundle, so the
 * repository can move): files found beside a source at run time (drizzle's migrations, the data
 * directory, `createRequire` for pdfjs's fonts and tesseract's model) are found as under tsx. Except
 * in `new URL('./file.ts', import.meta.url)`, a worker thread's entry: that file is bundled too, beside
 * the app's bundle, and the URL points there (plain Node cannot run the .ts).
 */
function workspaceBundlePlugin(outDir: string, threadEntries: Set<string>): Plugin {
  return {
    name: 'pitchfit-workspace-bundle',
    setup(pluginBuild) {
      pluginBuild.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === 'resolving' || args.path.startsWith('@pitchfit/')) return undefined;
        if (isBuiltin(args.path)) return { path: args.path, external: true };
        const resolved = await pluginBuild.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (isCommonJs(resolved.path)) return { path: resolved.path, namespace: COMMONJS_EXTERNAL };
        return { path: relativeSpecifier(outDir, resolved.path), external: true };
      });
      // A CommonJS package becomes a one-line module of the bundle that requires it where it is installed.
      pluginBuild.onLoad({ filter: /.*/, namespace: COMMONJS_EXTERNAL }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(relativeSpecifier(outDir, args.path))});`,
        loader: 'js',
      }));
      pluginBuild.onResolve({ filter: /.*/, namespace: COMMONJS_EXTERNAL }, (args) => ({
        path: args.path,
        external: true,
      }));
      pluginBuild.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const sourceUrl = `new URL(${JSON.stringify(relativeSpecifier(outDir, args.path))}, import.meta.url).href`;
        const contents = source.replace(IMPORT_META_URL, (_match, _quote, threadEntry?: string) => {
          if (threadEntry === undefined) return sourceUrl;
          const entry = resolve(dirname(args.path), `${threadEntry}.ts`);
          threadEntries.add(entry);
          return `new URL(${JSON.stringify(`./${bundleName(entry)}`)}, import.meta.url)`;
        });
        return { contents, loader: 'ts' };
      });
    },
  };
}

const COMMONJS_EXTERNAL = 'pitchfit-commonjs-external';

/**
 * Whether Node loads `file` as CommonJS: a `.cjs`, or a `.js` whose nearest package.json does not
 * say `"type": "module"` (packages put one in a dist folder of their own to say either).
 */
export function isCommonJs(file: string): boolean {
  if (file.endsWith('.cjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { type?: string }).type !== 'module';
    if (dirname(dir) === dir) return true;
  }
}

/**
 * Where the bundle's `require` comes from: esbuild leaves the CommonJS packages' `require` calls to a
 * `require` in scope, and an ES module has none of its own. (`import.meta.filename`, as the rewrite
 * of `import.meta.url` below would also apply to this file's own text when it is bundled.)
 */
const REQUIRE_BANNER =
  "import { createRequire as __pitchfitCreateRequire } from 'node:module';\nconst require = __pitchfitCreateRequire(import.meta.filename);";

/** `new URL('./thread-entry.ts', import.meta.url)` (group 2: the path without `.ts`), or `import.meta.url` alone. */
const IMPORT_META_URL =
  /new URL\(\s*(['"])(\.{1,2}\/[^'"]+)\.ts\1\s*,\s*import\.meta\.url\s*\)|import\.meta\.url/g;

/** A thread entry's bundle: its file name, made unique by a hash of its path. */
const bundleName = (entry: string) =>
  `${basename(entry, '.ts')}-${createHash('sha256').update(entry).digest('hex').slice(0, 8)}.js`;

/** Writes a file so a reader sees the old or the new one, never half of it (tests may start it meanwhile). */
function writeAtomically(path: string, contents: Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}

/**
 * Bundles a Node app (`<appDir>/src/index.ts`) into `<appDir>/dist/index.js`: plain JavaScript that
 * `node` runs without tsx (no TypeScript compiler or source maps in the process: less memory, faster start).
 */
export async function bundleApp(appDir: string): Promise<void> {
  await bundleProgram(join(appDir, 'src/index.ts'), join(appDir, 'dist/index.js'));
}

/** Bundles one TypeScript entry into `outfile`, with the worker-thread entries it names beside it. */
export async function bundleProgram(entry: string, outfile: string): Promise<void> {
  const outDir = dirname(outfile);
  const threadEntries = new Set<string>();
  await bundle(entry, outfile, threadEntries);
  // A thread entry may name entries of its own: bundle until none is left.
  const built = new Set<string>();
  for (;;) {
    const next = [...threadEntries].find((candidate) => !built.has(candidate));
    if (next === undefined) return;
    built.add(next);
    await bundle(next, join(outDir, bundleName(next)), threadEntries);
  }
}

async function bundle(entry: string, outfile: string, threadEntries: Set<string>): Promise<void> {
  const outDir = dirname(outfile);
  const result = await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
    // Bundling renames clashing top-level names (log, log2); classes and functions keep theirs for stack traces and error names.
    keepNames: true,
    banner: { js: REQUIRE_BANNER },
    plugins: [workspaceBundlePlugin(outDir, threadEntries)],
  });
  for (const file of result.outputFiles) writeAtomically(file.path, file.contents);
}
