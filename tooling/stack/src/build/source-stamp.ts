import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Never inputs of a build: outputs, installed packages, caches and tests. */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  '.turbo',
  'test',
  'e2e',
  'test-results',
  'playwright-report',
]);
const isTest = (name: string) => /\.test\.tsx?$/.test(name);

function collectFiles(path: string, into: string[]): void {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    into.push(path);
    return;
  }
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || isTest(entry.name)) continue;
    const child = join(path, entry.name);
    if (entry.isDirectory()) collectFiles(child, into);
    else if (entry.isFile()) into.push(child);
  }
}

/**
 * A hash of the contents of `inputs` (files, or folders walked whole) and of `extra` (build
 * settings such as a mode): the same sources give the same stamp on any machine and after any
 * checkout, and a changed, added or removed file gives another. Reading the ~2 MB of sources a
 * build depends on takes a few milliseconds.
 */
export function sourceStamp(root: string, inputs: readonly string[], extra: readonly string[] = []): string {
  const files: string[] = [];
  for (const input of inputs) collectFiles(join(root, input), files);
  const hash = createHash('sha256');
  for (const value of extra) hash.update(`setting\0${value}\0`);
  for (const file of [...new Set(files)].sort()) {
    hash.update(`file\0${relative(root, file)}\0`);
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}
