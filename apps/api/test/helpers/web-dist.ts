import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * A stand-in for the built web app: `files` (path inside the build → content) in a temporary folder,
 * to pass as WEB_DIST_DIR; `remove` deletes it.
 */
export async function writeWebDist(files: Record<string, string | Uint8Array>) {
  const dir = await mkdtemp(join(tmpdir(), 'pitchfit-web-'));
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

export type WebDist = Awaited<ReturnType<typeof writeWebDist>>;
