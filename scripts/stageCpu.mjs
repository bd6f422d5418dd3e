// The CPU each stage of `npm test` used, browsers and servers included. CI runs on two cores and
// every stage shares them, so a stage's wall-clock time says little; its CPU is what to cut
// (decision 169). Counted by a cgroup of its own, which a process started in it cannot leave:
// Chromium's renderers and a backend that outlives its test runner still count. Where no cgroup
// can be made (not Linux, not root, a read-only /sys/fs/cgroup) stages run as before, uncounted.
import { mkdirSync, readFileSync, rmdirSync } from 'node:fs';
import path from 'node:path';

/** cgroup v1's cpuacct counts nanoseconds; v2's cpu.stat counts microseconds. */
const HIERARCHIES = [
  {
    root: '/sys/fs/cgroup/cpuacct',
    read: (dir) => Number(readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
  },
  { root: '/sys/fs/cgroup', read: (dir) => cpuStatSeconds(readFileSync(path.join(dir, 'cpu.stat'), 'utf8')) },
];

function cpuStatSeconds(text) {
  const line = text.split('\n').find((l) => l.startsWith('usage_usec '));
  return Number(line.split(' ')[1]) / 1e6;
}

/** A group for one stage, or undefined where none can be made. */
export function stageCpuGroup(stageName) {
  for (const hierarchy of HIERARCHIES) {
    const dir = path.join(hierarchy.root, `newsroom-test-${process.pid}-${stageName}`);
    try {
      mkdirSync(dir);
      hierarchy.read(dir);
      return {
        /** The command, started inside the group: a shell joins it (or not: the stage runs anyway), then becomes the command. */
        wrap: (command) => ['sh', '-c', '{ echo $$ > "$0/cgroup.procs"; } 2>/dev/null; exec "$@"', dir, ...command],
        seconds: () => hierarchy.read(dir),
        remove: () => rmdirSync(dir),
      };
    } catch {
      try {
        rmdirSync(dir);
      } catch {
        // never made
      }
    }
  }
  return undefined;
}
