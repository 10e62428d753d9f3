import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Product } from './products';
import { sourceStamp } from './source-stamp';

/** Beside the app's installed packages: never served, never committed, gone with a fresh install. */
const stampDir = (product: Product) => join(product.root, product.dir, 'node_modules/.cache');
const stampFile = (product: Product) => join(stampDir(product), 'pitchfit-build-stamp');

function readStamp(product: Product): string | null {
  try {
    return readFileSync(stampFile(product), 'utf8').trim();
  } catch {
    return null;
  }
}

/**
 * Builds `product` unless its output exists and was built from the same sources and settings (the
 * stamp, a hash of their contents, is written after each successful build). `pnpm build`,
 * `pnpm start` and the tests that start the built worker all go through here, so none of them
 * rebuilds what another already built. Returns whether it built.
 */
export async function ensureBuilt(
  product: Product,
  log: (message: string) => void,
  options: { force?: boolean } = {},
): Promise<boolean> {
  const stamp = sourceStamp(product.root, product.inputs, product.settings);
  const fresh = existsSync(join(product.root, product.output)) && readStamp(product) === stamp;
  if (fresh && !options.force) return false;
  const started = performance.now();
  log(`building the ${product.name}${product.settings.length ? ` (${product.settings.join(', ')})` : ''}`);
  await product.build();
  mkdirSync(stampDir(product), { recursive: true });
  writeFileSync(stampFile(product), `${stamp}\n`);
  log(`built the ${product.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return true;
}
