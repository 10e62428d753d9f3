import { describe, expect, it } from 'vitest';
import viteConfig from '../../../../apps/web/vite.config';

const buildFor = (mode: string) =>
  viteConfig({ command: 'build', mode, isSsrBuild: false, isPreview: false }).build;

describe('the web build', () => {
  it('writes no source maps in the production build `pnpm start` serves', () => {
    expect(buildFor('production')?.sourcemap).toBe(false);
  });

  it('writes them when a development build is asked for (WEB_BUILD_MODE=development)', () => {
    expect(buildFor('development')?.sourcemap).toBe(true);
  });
});
