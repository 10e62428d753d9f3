import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startTestApp, type TestApp } from './test-app';

/**
 * The API (no worker) serving a stand-in for the built web app: `files` (path inside the build →
 * content) in a temporary folder, which closing the app removes.
 */
export async function startAppServing(
  files: Record<string, string | Uint8Array>,
  env: Record<string, string> = {},
): Promise<TestApp> {
  const dir = await mkdtemp(join(tmpdir(), 'pitchfit-web-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  const t = await startTestApp({ worker: false, env: { ...env, WEB_DIST_DIR: dir } });
  return {
    ...t,
    close: async () => {
      await t.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
