import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** Runs `src/<script>` of this package as its own Node process through tsx, as the bench itself runs. */
export function spawnBenchScript(script: string, args: string[] = [], options: { ipc?: boolean } = {}) {
  const path = fileURLToPath(new URL(script, import.meta.url));
  return spawn(process.execPath, ['--import', 'tsx', path, ...args], {
    // An IPC child answers over IPC and may log freely; any other prints its ready line on stdout.
    stdio: options.ipc ? ['ignore', 'inherit', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
    serialization: 'advanced',
  });
}

/** The first line the child prints on stdout (its ready signal), or the reason it exited first. */
export function firstLine(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: string) => {
      output += chunk;
      const end = output.indexOf('\n');
      if (end < 0) return;
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      resolve(output.slice(0, end));
    };
    const onExit = (code: number | null) => reject(new Error(`child exited (${code}) before it was ready`));
    child.stdout?.setEncoding('utf8').on('data', onData);
    child.once('exit', onExit);
  });
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
