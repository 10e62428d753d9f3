/**
 * `pnpm build` in an app (apps/api, apps/worker, apps/web): builds it unless its sources are
 * unchanged since the last build (`--force` builds anyway). See ensure-built.ts.
 */
import { basename } from 'node:path';
import { ensureBuilt } from './ensure-built';
import { type ProductName, product } from './products';

const names: readonly ProductName[] = ['api', 'worker', 'web'];
const name = names.find((candidate) => candidate === basename(process.cwd()));
if (!name) {
  console.error(`pitchfit-build runs in one of apps/${names.join(', apps/')}, not in ${process.cwd()}`);
  process.exit(1);
}
const log = (message: string) => console.log(`[build] ${message}`);
const built = await ensureBuilt(product(name), log, { force: process.argv.includes('--force') });
if (!built) log(`the ${name} is up to date`);
