import { run } from './processes';

/**
 * Builds the web app for `pnpm start`: a production build (minified, React's production runtime)
 * whatever NODE_ENV the shell has, since Vite and React follow NODE_ENV and a shell with
 * NODE_ENV=development used to ship jsx-dev-runtime. WEB_BUILD_MODE=development asks for a
 * development build on purpose.
 */
export function buildWebApp(log: (message: string) => void): void {
  const mode = process.env.WEB_BUILD_MODE === 'development' ? 'development' : 'production';
  log(mode === 'production' ? 'building the web app' : 'building the web app in development mode');
  run('pnpm', ['--filter', '@pitchfit/web', 'build', '--mode', mode], { ...process.env, NODE_ENV: mode });
}
