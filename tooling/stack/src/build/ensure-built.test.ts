import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureBuilt } from './ensure-built';
import type { Product } from './products';

let root: string;
let builds: number;
const silent = () => {};

function fakeProduct(settings: string[] = []): Product {
  return {
    name: 'worker',
    root,
    dir: 'app',
    output: 'app/dist/index.js',
    inputs: ['app'],
    settings,
    async build() {
      builds += 1;
      mkdirSync(join(root, 'app/dist'), { recursive: true });
      writeFileSync(join(root, 'app/dist/index.js'), `build ${builds}`);
    },
  };
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'pf-ensure-built-'));
  mkdirSync(join(root, 'app/src'), { recursive: true });
  writeFileSync(join(root, 'app/src/index.ts'), 'export {};');
  builds = 0;
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('ensureBuilt', () => {
  it('builds once, then again only when a source or a setting changed', async () => {
    expect(await ensureBuilt(fakeProduct(), silent)).toBe(true);
    expect(await ensureBuilt(fakeProduct(), silent)).toBe(false);
    writeFileSync(join(root, 'app/src/index.ts'), 'export const changed = true;');
    expect(await ensureBuilt(fakeProduct(), silent)).toBe(true);
    expect(await ensureBuilt(fakeProduct(['mode=development']), silent)).toBe(true);
    expect(builds).toBe(3);
  });

  it('builds when the output is gone, and when forced', async () => {
    await ensureBuilt(fakeProduct(), silent);
    rmSync(join(root, 'app/dist'), { recursive: true });
    expect(await ensureBuilt(fakeProduct(), silent)).toBe(true);
    expect(await ensureBuilt(fakeProduct(), silent, { force: true })).toBe(true);
    expect(builds).toBe(3);
  });

  it('writes no stamp when the build fails, so the next start tries again', async () => {
    const failing = { ...fakeProduct(), build: () => Promise.reject(new Error('syntax error')) };
    await expect(ensureBuilt(failing, silent)).rejects.toThrow('syntax error');
    expect(await ensureBuilt(fakeProduct(), silent)).toBe(true);
  });
});
