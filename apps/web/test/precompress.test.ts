import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDir } from '../build/precompress';

describe('precompressDir', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes .br and .gz beside each text file worth compressing, and nothing else', async () => {
    dir = await mkdtemp(join(tmpdir(), 'pitchfit-precompress-'));
    await mkdir(join(dir, 'assets'));
    const js = 'export const deck = "pitch";\n'.repeat(2_000);
    await writeFile(join(dir, 'assets', 'index-1.js'), js);
    await writeFile(join(dir, 'assets', 'index-1.js.map'), js);
    await writeFile(join(dir, 'assets', 'tiny.css'), 'a{}');
    await writeFile(join(dir, 'assets', 'logo.png'), Buffer.alloc(4_096, 1));
    await writeFile(join(dir, 'index.html'), `<!doctype html>${'<p>pitch</p>'.repeat(200)}`);

    expect((await precompressDir(dir)).sort()).toEqual(['assets/index-1.js', 'index.html']);
    const files = (await readdir(dir, { recursive: true })).sort();
    expect(files.filter((f) => f.endsWith('.br') || f.endsWith('.gz'))).toEqual([
      'assets/index-1.js.br',
      'assets/index-1.js.gz',
      'index.html.br',
      'index.html.gz',
    ]);
    const br = await readFile(join(dir, 'assets', 'index-1.js.br'));
    expect(br.length).toBeLessThan(js.length / 20);
    expect(brotliDecompressSync(br).toString()).toBe(js);
    expect(gunzipSync(await readFile(join(dir, 'assets', 'index-1.js.gz'))).toString()).toBe(js);
  });
});
