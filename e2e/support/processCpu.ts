import { readdirSync, readFileSync } from 'node:fs';

/** The kernel's clock ticks per second for /proc's times (USER_HZ: 100 on every Linux build). */
const TICKS_PER_SECOND = 100;

interface ProcStat {
  pid: number;
  parent: number;
  /** User and system CPU of the process and of the children it has waited for, in ticks. */
  ticks: number;
}

/** Parses /proc/<pid>/stat: the name may hold spaces or parentheses, so fields follow its last ')'. */
function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    // After the name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
    const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
    return { pid, parent: Number(fields[1]), ticks };
  } catch {
    return null; // gone since the listing, or not Linux
  }
}

function allStats(): ProcStat[] {
  let names: string[];
  try {
    names = readdirSync('/proc');
  } catch {
    return [];
  }
  return names.flatMap((name) => (/^\d+$/.test(name) ? [readStat(Number(name))] : [])).filter((s) => s !== null);
}

/**
 * CPU seconds a process and its living descendants have used so far (Linux; 0 elsewhere). The
 * suite prints it per server at the end, to tell the backend's, the shell's and the browsers'
 * share of the e2e stage's CPU apart (decision 169).
 */
export function treeCpuSeconds(rootPid: number): number {
  const stats = allStats();
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.parent, [...(children.get(stat.parent) ?? []), stat]);
  const root = stats.find((stat) => stat.pid === rootPid);
  if (!root) return 0;
  let ticks = 0;
  const queue = [root];
  for (let stat = queue.pop(); stat; stat = queue.pop()) {
    ticks += stat.ticks;
    queue.push(...(children.get(stat.pid) ?? []));
  }
  return ticks / TICKS_PER_SECOND;
}
