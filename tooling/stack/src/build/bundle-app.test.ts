import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleApp, isCommonJs } from './bundle-app';

let app: string;
const write = (path: string, text: string) => {
  mkdirSync(join(app, path, '..'), { recursive: true });
  writeFileSync(join(app, path), text);
};

beforeEach(() => {
  app = mkdtempSync(join(tmpdir(), 'pf-bundle-'));
});
afterEach(() => rmSync(app, { recursive: true, force: true }));

describe('bundleApp', () => {
  it('runs under plain node: files beside a source and a worker thread written in TypeScript are found', async () => {
    write('src/data/answer.txt', '42');
    write(
      'src/lib/read-answer.ts',
      `import { readFileSync } from 'node:fs';
export const answer = (): string => readFileSync(new URL('../data/answer.txt', import.meta.url), 'utf8');`,
    );
    write(
      'src/threads/double.ts',
      `import { parentPort } from 'node:worker_threads';
const twice = (n: number): number => n * 2;
parentPort?.once('message', (n: number) => parentPort?.postMessage(twice(n)));`,
    );
    write(
      'src/index.ts',
      `import { Worker } from 'node:worker_threads';
import { answer } from './lib/read-answer';
const thread = new Worker(new URL('./threads/double.ts', import.meta.url));
thread.once('message', (doubled: number) => {
  console.log(answer(), doubled);
  void thread.terminate();
});
thread.postMessage(21);`,
    );
    await bundleApp(app);
    // The sources are gone from where the bundle could have read them: only what it points at is used.
    rmSync(join(app, 'src/lib'), { recursive: true });
    rmSync(join(app, 'src/threads'), { recursive: true });
    const run = spawnSync(process.execPath, [join(app, 'dist/index.js')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('42 42');
    expect(readdirSync(join(app, 'dist')).filter((file) => file.endsWith('.js'))).toHaveLength(2);
  });

  it('requires a CommonJS package where it is installed, giving what Node gives an import of it', async () => {
    write('node_modules/legacy/package.json', JSON.stringify({ name: 'legacy', main: 'index.js' }));
    write('node_modules/legacy/index.js', 'exports.twice = (n) => n * 2;');
    write(
      'node_modules/modern/package.json',
      JSON.stringify({ name: 'modern', type: 'module', main: 'index.js' }),
    );
    write('node_modules/modern/index.js', 'export const thrice = (n) => n * 3;');
    write(
      'src/index.ts',
      `import legacy, { twice } from 'legacy';
import { thrice } from 'modern';
console.log(twice(21), thrice(14), typeof legacy.twice);`,
    );
    await bundleApp(app);
    const bundled = readFileSync(join(app, 'dist/index.js'), 'utf8');
    // Imported, Node would scan the package's source for its exports first (cjs-module-lexer).
    expect(bundled).not.toMatch(/^import .*node_modules\/legacy/m);
    expect(bundled).toMatch(/^import .*node_modules\/modern/m);
    const run = spawnSync(process.execPath, [join(app, 'dist/index.js')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('42 42 function');
  });
});

describe('isCommonJs', () => {
  it('follows the nearest package.json, as Node does', () => {
    write('pkg/package.json', JSON.stringify({ type: 'module' }));
    write('pkg/dist/cjs/package.json', JSON.stringify({ type: 'commonjs' }));
    expect(isCommonJs(join(app, 'pkg/index.js'))).toBe(false);
    expect(isCommonJs(join(app, 'pkg/dist/cjs/index.js'))).toBe(true);
    expect(isCommonJs(join(app, 'pkg/index.cjs'))).toBe(true);
    expect(isCommonJs(join(app, 'pkg/dist/cjs/index.mjs'))).toBe(false);
  });
});
