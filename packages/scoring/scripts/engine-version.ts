/** `pnpm --filter @pitchfit/scoring engine-version`: writes the built-in engine's source hash (engine-source.ts). */
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { ENGINE_VERSION_COMMAND, engineSourceHash, GENERATED_FILE, generatedModule } from './engine-source';

const text = generatedModule(await engineSourceHash());
const before = await readFile(GENERATED_FILE, 'utf8').catch(() => '');
if (before === text) process.stdout.write(`${ENGINE_VERSION_COMMAND}: the engine version is up to date.\n`);
else {
  await writeFile(GENERATED_FILE, text);
  process.stdout.write(`${ENGINE_VERSION_COMMAND}: wrote ${relative(process.cwd(), GENERATED_FILE)}.\n`);
}
