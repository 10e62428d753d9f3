import { readdirSync, readFileSync } from 'node:fs';

export interface ProcEntry {
  pid: number;
  parent: number;
  command: string;
  /** When the process was created, in clock ticks since boot (usually 100 a second). */
  startTicks: number;
  /** The CPU time it has used so far (user and system), in clock ticks. */
  cpuTicks: number;
}

/** A process as Linux's /proc shows it, or null when it is gone (or this is not Linux). */
export function readProc(pid: number): ProcEntry | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces and parentheses), from the third: state, ppid, ...
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    return {
      pid,
      parent: Number(fields[1]),
      command,
      startTicks: Number(fields[19]),
      cpuTicks: Number(fields[11]) + Number(fields[12]),
    };
  } catch {
    return null;
  }
}

/** The processes whose parent is `parent` (none where there is no /proc). */
export function childrenOf(parent: number): ProcEntry[] {
  let entries: string[];
  try {
    entries = readdirSync('/proc');
  } catch {
    return [];
  }
  return entries
    .filter((entry) => /^\d+$/.test(entry))
    .map((entry) => readProc(Number(entry)))
    .filter((proc): proc is ProcEntry => proc !== null && proc.parent === parent);
}

/** Every process below `parent`, depth first. */
export function descendantsOf(parent: number): ProcEntry[] {
  return childrenOf(parent).flatMap((child) => [child, ...descendantsOf(child.pid)]);
}
