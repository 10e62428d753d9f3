import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';
import { run } from '../processes';
import { bundleApp } from './bundle-app';

export type ProductName = 'api' | 'worker' | 'web';

export interface Product {
  name: ProductName;
  /** The repository: every path below is relative to it. */
  root: string;
  /** The app's folder. */
  dir: string;
  /** A file the build writes; missing, the product is built whatever its stamp says. */
  output: string;
  /** Files and folders the build reads. */
  inputs: string[];
  /** Settings that change the output without changing a file (the web build's mode). */
  settings: string[];
  build(): Promise<void>;
}

interface PackageJson {
  name: string;
  dependencies?: Record<string, string>;
}

const readPackage = (dir: string): PackageJson =>
  JSON.parse(readFileSync(join(REPO_ROOT, dir, 'package.json'), 'utf8')) as PackageJson;

/** Every workspace package's folder by name. */
function workspaceDirs(): Map<string, string> {
  const dirs = new Map<string, string>();
  for (const group of ['apps', 'packages', 'tooling']) {
    for (const entry of readdirSync(join(REPO_ROOT, group), { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dir = `${group}/${entry.name}`;
      try {
        dirs.set(readPackage(dir).name, dir);
      } catch {
        // A folder without a package.json is not a package.
      }
    }
  }
  return dirs;
}

/** The app's folder and those of the workspace packages it depends on at run time, transitively. */
function runtimeSourceDirs(appDir: string): string[] {
  const byName = workspaceDirs();
  const found = new Set<string>([appDir]);
  const visit = (dir: string) => {
    for (const [name, spec] of Object.entries(readPackage(dir).dependencies ?? {})) {
      const depDir = byName.get(name);
      if (!spec.startsWith('workspace:') || !depDir || found.has(depDir)) continue;
      found.add(depDir);
      visit(depDir);
    }
  };
  visit(appDir);
  return [...found];
}

/** The builder itself and the installed packages are inputs of every product. */
const COMMON_INPUTS = ['pnpm-lock.yaml', 'pnpm-workspace.yaml', 'tooling/stack/src/build'];

function nodeApp(name: 'api' | 'worker'): Product {
  const dir = `apps/${name}`;
  return {
    name,
    root: REPO_ROOT,
    dir,
    output: `${dir}/dist/index.js`,
    inputs: [...runtimeSourceDirs(dir), ...COMMON_INPUTS],
    settings: [],
    build: () => bundleApp(join(REPO_ROOT, dir)),
  };
}

/**
 * The web app, for production whatever NODE_ENV the shell has: Vite and React follow NODE_ENV, and a
 * shell with NODE_ENV=development used to ship jsx-dev-runtime. WEB_BUILD_MODE=development asks for
 * a development build on purpose.
 */
function webApp(): Product {
  const mode = process.env.WEB_BUILD_MODE === 'development' ? 'development' : 'production';
  const dir = 'apps/web';
  return {
    name: 'web',
    root: REPO_ROOT,
    dir,
    output: `${dir}/dist/index.html`,
    inputs: [...runtimeSourceDirs(dir), ...COMMON_INPUTS],
    settings: [`mode=${mode}`],
    build: () =>
      run('pnpm', ['--filter', '@pitchfit/web', 'exec', 'vite', 'build', '--mode', mode], {
        ...process.env,
        NODE_ENV: mode,
        // Vite's notice that a config loader it may make the default one day would want file
        // extensions on imports: nothing a person starting the app can act on.
        VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
      }),
  };
}

export function product(name: ProductName): Product {
  return name === 'web' ? webApp() : nodeApp(name);
}
