import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceStamp } from './source-stamp';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pf-stamp-'));
  write('app/src/index.ts', 'export const a = 1;');
  write('lib/src/lib.ts', 'export const b = 2;');
  write('pnpm-lock.yaml', 'lockfileVersion: 9');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const stamp = (extra: string[] = []) => sourceStamp(root, ['app', 'lib', 'pnpm-lock.yaml'], extra);

describe('sourceStamp', () => {
  it('is the same for the same sources and changes when one changes, appears or is renamed', () => {
    const before = stamp();
    expect(stamp()).toBe(before);
    write('lib/src/lib.ts', 'export const b = 3;');
    const edited = stamp();
    expect(edited).not.toBe(before);
    write('app/src/extra.ts', '');
    const added = stamp();
    expect(added).not.toBe(edited);
    rmSync(join(root, 'app/src/extra.ts'));
    write('app/src/other.ts', '');
    expect(stamp()).not.toBe(added);
  });

  it('ignores outputs, installed packages and tests', () => {
    const before = stamp();
    write('app/dist/index.js', 'built');
    write('app/node_modules/.cache/stamp', 'x');
    write('app/test/a.int.test.ts', 'test');
    write('app/src/index.test.ts', 'test');
    expect(stamp()).toBe(before);
  });

  it('changes with a build setting and with the lockfile', () => {
    const before = stamp(['mode=production']);
    expect(stamp(['mode=development'])).not.toBe(before);
    write('pnpm-lock.yaml', 'lockfileVersion: 10');
    expect(stamp(['mode=production'])).not.toBe(before);
  });
});
