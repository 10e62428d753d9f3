import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BUILTIN_ENGINE_VERSION } from './engine-version';

/**
 * Every version of the built-in engine with the fingerprint of its lexicons and tuning. Cached
 * extractions are keyed by BUILTIN_ENGINE_VERSION, so a lexicon or tuning change that kept the
 * version would serve results computed with the old words. Append a line when you change them.
 */
const FINGERPRINTS: ReadonlyArray<{ version: string; sha256: string }> = [
  { version: 'builtin-1.0.0', sha256: 'e7927a7f7d6f0cee4cb275dbdbdb0bf375e44cdd4c5ed1d999397808095fecdb' },
  { version: 'builtin-2.0.0', sha256: '04a4737a1bf4765d41d7fdd56cb8079b34477e209633f7322be181885f3734fa' },
  { version: 'builtin-2.1.0', sha256: '71a3280b38ed32bf03ba0c3a2fee295e470f6174f6572d431ba9741c164f0432' },
  { version: 'builtin-2.2.0', sha256: '02a4ac95b71ef2a067036d5e4cdcfdb7c56d55e6fdfe85d072c7ef5aac087e52' },
  { version: 'builtin-2.3.0', sha256: 'e1f18c3a393c15acd279509ef035b2247f7595479e7cd62049681aaa6174ce76' },
  { version: 'builtin-2.4.0', sha256: '0b7e243e147c4f63ab3843c775209a3d5e0747ff2048d12b014a36dcecd20add' },
  { version: 'builtin-2.4.1', sha256: '4c3049a360e52761e07d8857ce7f6f4811d93fe4339970ac58bdb428281e5a23' },
  { version: 'builtin-2.5.0', sha256: 'f4714379807b8394c065b6bfe61451cdc38b0c7ae7a9778e2cfdccd090de4cb5' },
  { version: 'builtin-2.5.1', sha256: 'ab4713eceba9bff33c2420f8bb80f4f82ab697ea3250f4e487da61fd644506ca' },
  { version: 'builtin-2.5.2', sha256: 'c2be46e778df30896322946204c99860f8533e71efec9ca3ed1d2425a9bd0d51' },
  { version: 'builtin-2.5.3', sha256: '924966f628402a9df58fbd229e51b0a66671e95e6f5c6d0b3eb35b31352f8451' },
  { version: 'builtin-2.5.4', sha256: 'e38f462cac13548636f647ef49c61e70c5c8ff1f245f2707ea0155e33b9709b1' },
  { version: 'builtin-2.6.0', sha256: '991236cf4051bcc21c2ece77316dbff05e34bf9b22ba09dc27daa5dd0e596817' },
  { version: 'builtin-2.6.1', sha256: '16803917dc0df6052cdd4696a9320d59c6557a84348df0db1cc14b52edb21f16' },
  { version: 'builtin-2.6.2', sha256: '3b64bbc27bc5d7f734a144102726e8dcddc87e869091759395a41941e576bd12' },
  { version: 'builtin-2.6.3', sha256: '54b900b42caa2d32583d68bddab880608b6ed3183dc04a7248816e2faea60800' },
  { version: 'builtin-2.6.4', sha256: 'd76b8befe8da19ae35bcaf1785146b948081e4ade43c4086a4f09fea84c8f6a7' },
  { version: 'builtin-2.6.5', sha256: '29efafbd4c315e3ce2230885bea582bfe95ff8222caf7cb9c1bc58d19ebb4a86' },
];

const here = new URL('./', import.meta.url);

/** The exported values (not the source text, so comments and formatting do not count). */
async function fingerprint(): Promise<string> {
  const lexiconFiles = (await readdir(fileURLToPath(new URL('lexicon/', here))))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort()
    .map((file) => `lexicon/${file}`);
  const hash = createHash('sha256');
  for (const file of [...lexiconFiles, 'tuning.ts']) {
    const exports: Record<string, unknown> = await import(new URL(file, here).href);
    const values = Object.keys(exports)
      .sort()
      .map((name) => [name, exports[name]]);
    hash.update(file);
    hash.update(
      JSON.stringify(values, (_key, value) => (value === Number.POSITIVE_INFINITY ? 'Infinity' : value)),
    );
  }
  return hash.digest('hex');
}

describe('built-in engine version', () => {
  it('is bumped whenever its lexicons or tuning change', async () => {
    const current = await fingerprint();
    const latest = FINGERPRINTS.at(-1);
    const hint = `Lexicons or tuning changed: bump BUILTIN_ENGINE_VERSION (now ${BUILTIN_ENGINE_VERSION}) and append { version: '<new version>', sha256: '${current}' } to FINGERPRINTS.`;
    expect(latest?.sha256, hint).toBe(current);
    expect(latest?.version, hint).toBe(BUILTIN_ENGINE_VERSION);
  });

  it('never reuses a version or a fingerprint', () => {
    expect(new Set(FINGERPRINTS.map((entry) => entry.version)).size).toBe(FINGERPRINTS.length);
    expect(new Set(FINGERPRINTS.map((entry) => entry.sha256)).size).toBe(FINGERPRINTS.length);
  });
});
