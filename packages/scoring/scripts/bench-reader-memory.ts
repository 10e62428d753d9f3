/**
 * `pnpm bench:reader-memory`: the reader's peak RSS, each case in a fresh child process, as the worker
 * runs it: plain `node` on JavaScript bundled as the worker is (tsx alone adds ~160 MB), or with `--tsx`
 * through tsx on the TypeScript sources, for comparison. Goals: < 400 MB reading the 186-page MySQL deck,
 * < 600 MB while OCRing 20 pages. Figures only: nothing here asserts.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { bundleProgram } from '@pitchfit/stack/build';
import { corpusPath } from '@pitchfit/testing/corpus';
import { MEMORY_CASES, type MemoryCase } from './bench-reading/memory-child';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const CHILD_SOURCE = fileURLToPath(new URL('./bench-reading/memory-child.ts', import.meta.url));
// Inside the package, so the bundle finds the package's node_modules; dist/ is not committed.
const BUILD_DIR = fileURLToPath(new URL('../dist/bench-reader-memory', import.meta.url));
const GOAL_MB: Record<MemoryCase, number> = { text: 400, ocr: 600 };

interface ChildFigures {
  peakRssMb: number;
  pages: number;
  ocrPages: number;
  seconds: number;
}

/** The child and the reading thread's entry, bundled as the worker is (tooling/stack's bundler). */
async function build(): Promise<string> {
  const outfile = `${BUILD_DIR}/memory-child.js`;
  await bundleProgram(CHILD_SOURCE, outfile);
  return outfile;
}

function runCase(name: MemoryCase, command: string[]): ChildFigures {
  const child = spawnSync(process.execPath, [...command, name], {
    cwd: PACKAGE_DIR,
    // The corpus is found relative to the source file, which a bundle no longer is.
    env: { ...process.env, CORPUS_DIR: corpusPath() },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`memory child for ${name} failed with status ${child.status}`);
  return JSON.parse(child.stdout) as ChildFigures;
}

async function main(): Promise<void> {
  const viaTsx = process.argv.includes('--tsx');
  const command = viaTsx ? ['--import', 'tsx', CHILD_SOURCE] : [await build()];
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(' ');
  console.log(
    `### Reader peak RSS (${viaTsx ? 'node --import tsx on the sources' : 'plain node on built JavaScript'})\n`,
  );
  console.log(`Node ${process.version}; load average ${load()} before.\n`);
  console.log('| case | decks | pages | OCR pages | s | peak RSS MB | goal |');
  console.log('|---|---|---|---|---|---|---|');
  for (const name of Object.keys(MEMORY_CASES) as MemoryCase[]) {
    const figures = runCase(name, command);
    console.log(
      `| ${name} | ${MEMORY_CASES[name].decks.join(', ')} | ${figures.pages} | ${figures.ocrPages} | ${figures.seconds.toFixed(1)} | ${figures.peakRssMb.toFixed(0)} | < ${GOAL_MB[name]} |`,
    );
  }
  console.log(`\nLoad average ${load()} after.\n`);
}

await main();
