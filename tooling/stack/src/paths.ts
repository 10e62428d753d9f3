import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const DATA_DIR = process.env.PITCHFIT_DATA_DIR ?? `${REPO_ROOT}.data`;
export const WEB_DIST_DIR = `${REPO_ROOT}apps/web/dist`;
