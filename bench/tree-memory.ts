/**
 * Peak memory of this process and every process it started (the renderer, its workers), summed,
 * sampled every 200 ms from /proc (Linux): what a build costs the machine as a whole.
 */
import { readdirSync, readFileSync } from 'node:fs';

const read = (path: string): string => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

/** Resident kB of the process tree under `root`. */
function treeRssKb(root: number): number {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    // The parent's pid is the 2nd field after the command's closing parenthesis.
    const stat = read(`/proc/${name}/stat`);
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  let kb = 0;
  const walk = (pid: number) => {
    kb += Number(/VmRSS:\s+(\d+)/.exec(read(`/proc/${pid}/status`))?.[1] ?? 0);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return kb;
}

/** Starts sampling; `stop()` gives the peak in MB of the whole tree while it ran. */
export function sampleTreeMemory(): { stop: () => number } {
  let peak = treeRssKb(process.pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRssKb(process.pid));
  }, 200);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.round(Math.max(peak, treeRssKb(process.pid)) / 1024);
    },
  };
}
